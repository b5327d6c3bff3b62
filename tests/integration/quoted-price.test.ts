import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addresses,
  cartItems,
  orderItems,
  orders,
  priceRequests,
  productVariations,
  products,
  rfqQuotes,
} from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { GET as cartListing } from "@/app/api/cart-listing-app/[userId]/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as productView } from "@/app/api/product-view/[slug]/route";
import { POST as showPrice } from "@/app/api/show-price-vendor-email/route";
import { POST as answer } from "@/app/api/vendor/v1/requests/[id]/answer/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { count } from "../helpers/cart-fixtures";

// Issue 16: a vendor's price quote opens a 'request' product to that buyer only, at the quoted price, until it lapses.
describe.each(backends)("buying at a quoted price on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let a: string;
  let b: string;
  let vendor: string;
  let product: { id: number; slug: string; name: string; vendorId: number };
  let addressId: number;

  const view = async (cookie?: string) =>
    (await (await productView(get(`/api/product-view/${product.slug}`, cookie), params({ slug: product.slug }))).json())
      .data;
  const addLine = (cookie: string, quantity = 1) =>
    add(
      postJson(
        "/api/add-cart-app",
        { type: "product", product_id: product.id, vendor_id: product.vendorId, quantity },
        cookie,
      ),
    );
  const cartOf = async (userId: string, cookie: string) =>
    cartListing(get(`/api/cart-listing-app/${userId}?related=0`, cookie), params({ userId }));
  const place = (key: string) =>
    checkout(
      postJson(
        "/api/checkout",
        {
          idempotency_key: key,
          shipping_address_id: addressId,
          billing_address_id: addressId,
          payment_method: "invoice",
        },
        a,
      ),
    );
  const cartRows = (userId: string) =>
    count(h.db, sql`select count(*)::int as n from ${cartItems} where ${cartItems.userId} = ${userId}`);

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    a = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    b = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    vendor = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    const [p] = await h.db
      .select({ id: products.id, slug: products.slug, name: products.name, vendorId: products.vendorId })
      .from(products)
      .where(
        and(
          eq(products.vendorId, 1),
          eq(products.type, "simple"),
          sql`not exists (select 1 from ${productVariations} where ${productVariations.productId} = ${products.id})`,
        ),
      )
      .limit(1);
    product = p!;
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
        minimumOrder: null,
        maxQuantityThreshold: null,
      })
      .where(eq(products.id, product.id));
    const [addr] = await h.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, "demo-buyer"))
      .limit(1);
    addressId = addr!.id;
  });
  afterAll(async () => h?.dispose());

  it("before an answer the requester sees 'already-requested' and cannot buy", async () => {
    const body = { vendor_id: product.vendorId, customer_id: "demo-buyer", product_id: product.id };
    expect((await showPrice(postJson("/api/show-price-vendor-email", body, a))).status).toBe(200);
    expect(await view(a)).toMatchObject({ see_price: "already-requested", price: null, quoted_price: null });
    const refused = await addLine(a);
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toBe("Request the price of this item before buying it.");
    expect(await cartRows("demo-buyer")).toBe(0);
  });

  it("after the vendor's quote the requester sees and buys at the quoted price; another buyer still cannot", async () => {
    const [req] = await h.db
      .select({ id: priceRequests.id })
      .from(priceRequests)
      .where(and(eq(priceRequests.userId, "demo-buyer"), eq(priceRequests.productId, product.id)));
    const quote = { type: "price", price: 42.5, valid_until: "2099-12-31" };
    const res = await answer(
      postJson(`/api/vendor/v1/requests/${req!.id}/answer`, quote, vendor),
      params({ id: String(req!.id) }),
    );
    expect(res.status).toBe(200);

    expect(await view(a)).toMatchObject({
      see_price: "login",
      price_state: "price",
      price: 42.5,
      price_catalog: null,
      quoted_price: { price: 42.5, valid_until: "2099-12-31" },
    });
    // another buyer and a visitor keep the product's own rule
    expect(await view(b)).toMatchObject({ see_price: "request", price: null, price_catalog: null, quoted_price: null });
    expect(await view()).toMatchObject({ price: null, quoted_price: null });
    expect((await addLine(b)).status).toBe(422);
    expect(await cartRows("demo-lowlevel")).toBe(0);
    expect((await cartOf("demo-buyer", b)).status).toBe(403);

    expect((await addLine(a, 2)).status).toBe(200);
    const cart = await (await cartOf("demo-buyer", a)).json();
    const line = cart.vendorProducts.flatMap((v: { products: unknown[] }) => v.products)[0];
    expect(line).toMatchObject({ price: 42.5, price_catalog: null, line_total_cents: 8500, notice: null });
    expect(line.quoted_price).toEqual({ price: 42.5, valid_until: "2099-12-31" });

    const placed = await place("quote-order-0001");
    expect(placed.status).toBe(200);
    const out = await placed.json();
    const [item] = await h.db
      .select({ unit: orderItems.unitPriceCents, total: orderItems.lineTotalCents })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.checkoutId, out.checkout_id), eq(orderItems.productId, product.id)));
    expect(item).toEqual({ unit: 4250, total: 8500 });
  });

  it("a lapsed quote no longer applies: the normal rule again, with a message, and checkout refuses", async () => {
    expect((await addLine(a, 1)).status).toBe(200);
    await h.db.update(rfqQuotes).set({ validUntil: new Date(Date.now() - 86_400_000) });
    expect(await view(a)).toMatchObject({ see_price: "request", price: null, quoted_price: null });

    const cart = await (await cartOf("demo-buyer", a)).json();
    const line = cart.vendorProducts.flatMap((v: { products: unknown[] }) => v.products)[0];
    expect(line.price).toBe(null);
    expect(line.quoted_price).toBe(null);
    expect(line.notice).toMatch(
      /^The quoted price of \$42\.50 for .+ expired on \d{4}-\d{2}-\d{2}; request a new price/,
    );

    const again = await addLine(a, 1);
    expect(again.status).toBe(422);
    expect((await again.json()).message).toBe(line.notice);

    const before = await count(h.db, sql`select count(*)::int as n from ${orders}`);
    const refused = await place("quote-order-0002");
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toMatch(/^The quoted price of \$42\.50 for .+ expired on/);
    expect(await count(h.db, sql`select count(*)::int as n from ${orders}`)).toBe(before);
    expect(await cartRows("demo-buyer")).toBe(1);
  });
});
