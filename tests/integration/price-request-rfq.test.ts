import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, priceRequests, productVariations, products, vendors } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as cartListing } from "@/app/api/cart-listing-app/[userId]/route";
import { GET as productView } from "@/app/api/product-view/[slug]/route";
import { GET as getRfq } from "@/app/api/rfqs/[id]/route";
import { POST as accept } from "@/app/api/rfqs/[id]/quotes/[quoteId]/accept/route";
import { POST as showPrice } from "@/app/api/show-price-vendor-email/route";
import { GET as vendorRequests } from "@/app/api/vendor/v1/requests/route";
import { GET as vendorRfqs } from "@/app/api/vendor/v1/rfqs/route";
import { GET as vendorRfq } from "@/app/api/vendor/v1/rfqs/[id]/route";
import { POST as vendorQuote } from "@/app/api/vendor/v1/rfqs/[id]/quote/route";
import { POST as vendorDecline } from "@/app/api/vendor/v1/rfqs/[id]/decline/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { count } from "../helpers/cart-fixtures";

type Copy = {
  id: number;
  rfq_id: number;
  status: string;
  needed_by: string | null;
  lines: { id: number; product_id: number | null; quantity: number }[];
  quote: unknown;
};
type Product = { id: number; slug: string; name: string; vendorId: number };

// Issue 43: the spec's price request is the one-vendor, one-line case of a request for quote. The vendor sees
// it among its RFQs and answers it there (or in its requests inbox); the quote prices the product for the buyer
// who asked, and only for them.
describe.each(backends)("a price request is a one-vendor RFQ on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let asked: Product;
  let refused: Product;

  const ask = (p: Product) =>
    showPrice(
      postJson(
        "/api/show-price-vendor-email",
        { vendor_id: p.vendorId, customer_id: "demo-buyer", product_id: p.id },
        c.buyer,
      ),
    );
  const requestOf = async (p: Product) =>
    (
      await h.db
        .select()
        .from(priceRequests)
        .where(and(eq(priceRequests.userId, "demo-buyer"), eq(priceRequests.productId, p.id)))
        .orderBy(sql`${priceRequests.id} desc`)
        .limit(1)
    )[0]!;
  const copyOf = async (rfqId: number) =>
    ((await (await vendorRfqs(get("/api/vendor/v1/rfqs", c.vendor))).json()).data as Copy[]).find(
      (x) => x.rfq_id === rfqId,
    );
  const view = async (p: Product, cookie?: string) =>
    (await (await productView(get(`/api/product-view/${p.slug}`, cookie), params({ slug: p.slug }))).json()).data;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    c.buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    c.other = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    c.vendor = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    const picked = await h.db
      .select({ id: products.id, slug: products.slug, name: products.name, vendorId: products.vendorId })
      .from(products)
      .where(
        and(
          eq(products.vendorId, 1),
          eq(products.type, "simple"),
          sql`not exists (select 1 from ${productVariations} where ${productVariations.productId} = ${products.id})`,
        ),
      )
      .orderBy(products.id)
      .limit(2);
    [asked, refused] = picked as [Product, Product];
    await h.db
      .update(products)
      .set({
        seePrice: "request",
        priceCents: 9900,
        priceCatalogCents: 9900,
        priceDiscountedCents: null,
        level: 0,
        quantity: 50,
        inStock: "Y",
        minimumOrder: 3,
        maxQuantityThreshold: null,
      })
      .where(sql`${products.id} in (${asked.id}, ${refused.id})`);
  });
  afterAll(async () => h?.dispose());

  it("asking writes one RFQ to the product's vendor, for its minimum order, with no date; a repeat writes nothing", async () => {
    const rfqsBefore = await count(h.db, sql`select count(*)::int as n from rfqs`);
    expect((await ask(asked)).status).toBe(200);
    expect((await ask(asked)).status).toBe(409);
    expect(await count(h.db, sql`select count(*)::int as n from rfqs`)).toBe(rfqsBefore + 1);

    const request = await requestOf(asked);
    const copy = await copyOf(request.rfqId);
    expect(copy).toMatchObject({ status: "open", needed_by: null, lines: [{ product_id: asked.id, quantity: 3 }] });
    expect(await view(asked, c.buyer)).toMatchObject({ see_price: "already-requested", price: null });
  });

  it("the vendor's RFQ quote answers the price request: the asker sees and buys at it, nobody else does", async () => {
    const request = await requestOf(asked);
    const copy = (await copyOf(request.rfqId))!;
    const quoted = await vendorQuote(
      postJson(
        `/api/vendor/v1/rfqs/${copy.id}/quote`,
        { lines: [{ line_id: copy.lines[0]!.id, price: 31.25, quantity: 3, lead_days: 2 }], valid_until: "2099-12-31" },
        c.vendor,
      ),
      params({ id: String(copy.id) }),
    );
    expect(quoted.status).toBe(200);
    const { quote_id } = await quoted.json();

    expect((await requestOf(asked)).status).toBe("answered");
    // the vendor's one copy and its list carry the same quote, so the portal's form starts from it
    const one = await (
      await vendorRfq(get(`/api/vendor/v1/rfqs/${copy.id}`, c.vendor), params({ id: String(copy.id) }))
    ).json();
    expect(one.data.quote).toEqual((await copyOf(request.rfqId))!.quote);
    expect((await copyOf(request.rfqId))!.quote).toMatchObject({
      valid_until: "2099-12-31",
      lines: [{ line_id: copy.lines[0]!.id, price: 31.25, quantity: 3, lead_days: 2, accepted: false }],
    });
    expect(await view(asked, c.buyer)).toMatchObject({
      price: 31.25,
      quoted_price: { price: 31.25, valid_until: "2099-12-31" },
    });
    expect(await view(asked, c.other)).toMatchObject({ see_price: "request", price: null, quoted_price: null });
    expect(await view(asked)).toMatchObject({ price: null, quoted_price: null });

    // the spec's wording and page: the answer opens My requests
    const [note] = await h.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, "demo-buyer"), sql`${notifications.body} like ${"%quoted $31.25%"}`));
    const [seller] = await h.db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, 1));
    expect(note!.body).toBe(`${seller!.name} quoted $31.25 for ${asked.name}, valid until 2099-12-31.`);
    expect(note!.clickableLink).toBe("/my-requests");

    // the requests inbox shows the same answer as its price tab always did
    const inbox = await (await vendorRequests(get("/api/vendor/v1/requests?type=price", c.vendor))).json();
    const row = inbox.data.find((r: { id: number }) => r.id === request.id);
    expect(row).toMatchObject({
      status: "answered",
      answers: [{ action: "quote", price: 31.25, valid_until: "2099-12-31" }],
    });

    // the quote page is the asker's alone; accepting puts the quoted quantity in the cart at the quote
    const rfqId = String(request.rfqId);
    expect((await getRfq(get(`/api/rfqs/${rfqId}`, c.other), params({ id: rfqId }))).status).toBe(404);
    const acceptAs = (cookie: string) =>
      accept(
        postJson(`/api/rfqs/${rfqId}/quotes/${quote_id}/accept`, {}, cookie),
        params({ id: rfqId, quoteId: String(quote_id) }),
      );
    expect((await acceptAs(c.other)).status).toBe(404);
    expect((await acceptAs(c.buyer)).status).toBe(200);
    const cart = await (
      await cartListing(get("/api/cart-listing-app/demo-buyer?related=0", c.buyer), params({ userId: "demo-buyer" }))
    ).json();
    const line = cart.vendorProducts
      .flatMap((v: { products: { id: number }[] }) => v.products)
      .find((l: { id: number }) => l.id === asked.id);
    expect(line).toMatchObject({ price: 31.25, line_total_cents: 9375, cart_items: { quantity: 3 } });
  });

  it("a declined price request leaves the product on request, and the buyer may ask again", async () => {
    expect((await ask(refused)).status).toBe(200);
    const request = await requestOf(refused);
    const copy = (await copyOf(request.rfqId))!;
    const res = await vendorDecline(
      postJson(`/api/vendor/v1/rfqs/${copy.id}/decline`, { reason: "Sold through distributors only" }, c.vendor),
      params({ id: String(copy.id) }),
    );
    expect(res.status).toBe(200);
    expect((await requestOf(refused)).status).toBe("declined");
    const [told] = await h.db
      .select({ body: notifications.body, link: notifications.clickableLink })
      .from(notifications)
      .where(
        and(eq(notifications.userId, "demo-buyer"), sql`${notifications.body} like ${"%declined your price request%"}`),
      );
    expect(told).toEqual({
      body: expect.stringMatching(
        new RegExp(
          ` declined your price request for ${refused.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: Sold through distributors only$`,
        ),
      ),
      link: "/my-requests",
    });
    expect(await view(refused, c.buyer)).toMatchObject({ see_price: "request", price: null, quoted_price: null });
    expect((await ask(refused)).status).toBe(200);
    expect((await requestOf(refused)).status).toBe("open");
  });
});
