// GET /api/buyer-parts: a signed-in page's one read of its buyer. It carries what the header, the buy
// box and the cards need, agrees with the spec's endpoint for each part, answers each buyer with their
// own prices however the session cache interleaves them, and forgets a session the moment it ends.
import { and, eq, gt, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customizationLogos, items, notifications, products, sampleRequests, user, webinars } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as addToCart } from "@/app/api/add-cart-app/route";
import { GET as buyerParts } from "@/app/api/buyer-parts/route";
import { GET as cardPricesRoute } from "@/app/api/card-prices/route";
import { GET as popupRoute } from "@/app/api/next-webinar-popup/route";
import { GET as cartListing } from "@/app/api/cart-listing-app/[userId]/route";
import { GET as productView } from "@/app/api/product-view/[slug]/route";
import { GET as offersRoute } from "@/app/api/products/[id]/offers/route";
import { GET as unread } from "@/app/api/user/notifications/[userId]/unread/route";
import { POST as toggleWishlist } from "@/app/api/user/wishlist/update/route";
import { getAuth } from "@/features/accounts/server/auth";
import { forgetSessions } from "@/features/accounts/server";
import { runAdminCommand } from "@/features/admin/server/cli";
import { backends, createTestDb } from "../helpers/test-db";
import { buyableProducts, setStock } from "../helpers/cart-fixtures";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { insertPriceRequest } from "../helpers/price-requests";

type Price = { price_state: string; price_cents: number | null };
type Parts = {
  success: boolean;
  message?: string;
  viewer: { id: string; coins: number } | null;
  product: {
    id: number;
    slug: string;
    price_state?: string;
    see_price?: string;
    for_viewer?: boolean;
    description: string;
  } | null;
  offers: { product_id: number; price: number | null; current: boolean }[] | null;
  cards: Record<number, Price>;
  cart: { count: number; clinic: { location_id: number } | null } | null;
  wishlist: { count: number; data: { product_id: number }[] } | null;
  unread: number | null;
  popup: { title: string } | null;
};

describe.each(backends)("GET /api/buyer-parts on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let low: string;
  let ids: { login: number; request: number; open: number };
  let slug: string;

  const parts = async (query: string, cookie?: string) => {
    const res = await buyerParts(get(`/api/buyer-parts${query}`, cookie));
    return { status: res.status, body: (await res.json()) as Parts };
  };
  /** A buyable product, in stock, put in the demo buyer's cart. */
  const addLine = async (line: { id: number; vendor_id: number }, quantity: number) => {
    await setStock(h.db, line.id, 20);
    const added = await addToCart(
      postJson(
        "/api/add-cart-app",
        { type: "product", customer_id: "demo-buyer", product_id: line.id, vendor_id: line.vendor_id, quantity },
        buyer,
      ),
    );
    expect(added.status).toBe(200);
  };
  const ownOffers = async (id: number, cookie: string) =>
    (await (await offersRoute(get(`/api/products/${id}/offers`, cookie), params({ id: String(id) }))).json()).offers;
  const pick = async (seePrice: "login" | "request" | "without_login") => {
    const [row] = await h.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(eq(products.seePrice, seePrice), eq(products.status, "published"), gt(products.priceCents, 0)))
      .orderBy(products.id)
      .limit(1);
    if (!row) throw new Error(`the seed has no published ${seePrice} product`);
    return row;
  };

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    low = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    const login = await pick("login");
    slug = login.slug;
    ids = { login: login.id, request: (await pick("request")).id, open: (await pick("without_login")).id };
  });
  afterAll(async () => h?.dispose());

  it("is one answer carrying what the page shows of its buyer, agreeing with each part's own endpoint", async () => {
    const [line] = await buyableProducts(h.db, 1);
    await addLine(line!, 1);
    const saved = await toggleWishlist(
      postJson("/api/user/wishlist/update", { customer_id: "demo-buyer", product_id: ids.open }, buyer),
    );
    expect(saved.status).toBe(200);

    const { status, body } = await parts(`?product=${slug}&cards=${ids.login},${ids.request},${ids.open}`, buyer);
    expect(status).toBe(200);
    expect(body.viewer!.id).toBe("demo-buyer");
    // the buy box as this buyer sees it (the page has the texts)
    const own = (await (await productView(get(`/api/product-view/${slug}`, buyer), params({ slug }))).json()).data;
    expect(body.product).toMatchObject({ slug, price_state: own.price_state, description: "" });
    expect(body.product!.price_state).toBe("price");
    // every vendor's offer of its item, as the offers endpoint gives them to this buyer
    expect(body.offers!.find((o) => o.current)?.product_id).toBe(body.product!.id);
    expect(body.offers).toEqual(await ownOffers(body.product!.id, buyer));
    // each card's price, as /api/card-prices says it
    const q = `ids=${ids.login},${ids.request},${ids.open}`;
    const cards = (await (await cardPricesRoute(get(`/api/card-prices?${q}`, buyer))).json()).data;
    expect(body.cards).toEqual(cards);
    // the header's count is the listing's count, without its lines
    const listing = await (
      await cartListing(get("/api/cart-listing-app/demo-buyer?related=0", buyer), params({ userId: "demo-buyer" }))
    ).json();
    expect(listing.count).toBeGreaterThan(0);
    expect(body.cart!.count).toBe(listing.count);
    expect(body.cart!.clinic!.location_id).toBe(listing.ship_to_location.location_id);
    expect(body.wishlist!.data.map((w) => w.product_id)).toContain(ids.open);
    expect(typeof body.unread).toBe("number");
  });

  it("reads the header's parts in one statement that agrees with the unread count, and a sales rep's without cart or wishlist", async () => {
    await h.db.insert(notifications).values([
      { userId: "demo-buyer", type: "order", body: "Unread one" },
      { userId: "demo-buyer", type: "order", body: "Read one", readAt: new Date() },
      { userId: "demo-salesrep", type: "order", body: "An order notice a sales rep never sees" },
      { userId: "demo-salesrep", type: "Webinars", body: "One a sales rep sees" },
    ]);
    const own = await unread(get("/api/user/notifications/demo-buyer/unread", buyer), params({ userId: "demo-buyer" }));
    expect((await parts("", buyer)).body.unread).toBe((await own.json()).count);
    const rep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
    const { body } = await parts("", rep);
    expect(body.viewer!.id).toBe("demo-salesrep");
    expect(body.cart).toBeNull();
    expect(body.wishlist).toBeNull();
    expect(body.unread).toBe(1);
  });

  it("gives a visitor, or a made-up cookie, nothing but `viewer: null`", async () => {
    for (const cookie of [undefined, "better-auth.session_token=made.up"]) {
      const { status, body } = await parts(`?product=${slug}&cards=${ids.login}`, cookie);
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        viewer: null,
        product: null,
        offers: null,
        cards: {},
        cart: null,
        wishlist: null,
        unread: null,
        popup: null,
      });
    }
  });

  it("carries the countdown's webinar as the shared route gives it to everyone", async () => {
    const shared = async () => (await (await popupRoute()).json()).data;
    const at = new Date(Date.now() + 3 * 86_400_000);
    const [later] = await h.db
      .insert(webinars)
      .values({
        title: "Later expo",
        link: "virtual-expo/later-expo",
        startsAt: new Date(at.getTime() + 86_400_000),
        timezone: "America/Denver",
        showCounter: true,
      })
      .returning({ id: webinars.id });
    const [next] = await h.db
      .insert(webinars)
      .values({
        title: "Dental expo",
        slogan: "Teeth first",
        link: "virtual-expo/dental-expo",
        startsAt: at,
        timezone: "America/Denver",
        showCounter: true,
        showOn: "product",
        zoomLink: "https://zoom.example/j/1",
      })
      .returning({ id: webinars.id });
    const { body } = await parts("", buyer);
    expect(body.popup).toMatchObject({ title: "Dental expo", show_on: "product", starts_at: at.toISOString() });
    expect(body.popup).toEqual(await shared());
    // none flagged for the countdown: none from either
    await h.db
      .update(webinars)
      .set({ showCounter: false })
      .where(inArray(webinars.id, [next!.id, later!.id]));
    expect((await parts("", buyer)).body.popup).toBeNull();
    expect(await shared()).toBeNull();
  });

  it("carries the item's offers as the offers endpoint gives them: a live discount, an ended one, a request", async () => {
    // three listings of one item, another vendor's among them (made so here), none the other tests read
    const rows = (
      await h.db
        .select({ id: products.id, slug: products.slug, vendorId: products.vendorId })
        .from(products)
        .where(ne(products.vendorId, 407))
        .orderBy(products.id)
    ).filter((r) => !Object.values(ids).includes(r.id));
    const live = rows[0]!;
    const ended = rows.find((r) => r.vendorId !== live.vendorId)!;
    const requested = rows.find((r) => r.id !== live.id && r.id !== ended.id)!;
    const [item] = await h.db.insert(items).values({ name: "Shared item" }).returning({ id: items.id });
    await h.db
      .update(products)
      .set({ itemId: item!.id })
      .where(inArray(products.id, [live.id, ended.id, requested.id]));
    const day = 86_400_000;
    const discount = (end: number) => ({
      status: "published",
      seePrice: "login" as const,
      priceCents: 5000,
      priceCatalogCents: 5000,
      priceDiscountedCents: 4000,
      priceDiscountedEnd: new Date(end),
    });
    await h.db
      .update(products)
      .set(discount(Date.now() + day))
      .where(eq(products.id, live.id));
    await h.db
      .update(products)
      .set(discount(Date.now() - day))
      .where(eq(products.id, ended.id));
    await h.db
      .update(products)
      .set({ status: "published", seePrice: "request", priceCents: 5000 })
      .where(eq(products.id, requested.id));
    await insertPriceRequest(h.db, { userId: "demo-buyer", vendorId: requested.vendorId, productId: requested.id });

    const { body } = await parts(`?product=${live.slug}`, buyer);
    expect(body.offers).toEqual(await ownOffers(live.id, buyer));
    const offer = (id: number) => body.offers!.find((o) => o.product_id === id) as Record<string, unknown>;
    expect(offer(live.id)).toMatchObject({ current: true, price: 40 });
    expect(offer(ended.id)).toMatchObject({ current: false, price: 50 });
    expect(offer(requested.id)).toMatchObject({ see_price: "already-requested", price: null });
  });

  it("answers each buyer with their own price class, however their reads interleave", async () => {
    // the buyer has asked this vendor for the price of a 'request' product; the low-level buyer has not
    const [req] = await h.db.select().from(products).where(eq(products.id, ids.request));
    await insertPriceRequest(h.db, { userId: "demo-buyer", vendorId: req!.vendorId, productId: ids.request });
    const q = `?product=${req!.slug}&cards=${ids.login},${ids.request},${ids.open}`;
    const seen: Record<"buyer" | "low", Parts[]> = { buyer: [], low: [] };
    for (let round = 0; round < 3; round++)
      for (const [who, cookie] of [
        ["buyer", buyer],
        ["low", low],
      ] as const) {
        const { body } = await parts(q, cookie);
        expect(body.viewer!.id).toBe(who === "buyer" ? "demo-buyer" : "demo-lowlevel");
        seen[who].push(body);
      }
    // each answer is what that buyer's own endpoints say, never the other's
    const own = async (cookie: string) => ({
      cards: (
        await (
          await cardPricesRoute(get(`/api/card-prices?ids=${ids.login},${ids.request},${ids.open}`, cookie))
        ).json()
      ).data,
      product: (
        await (await productView(get(`/api/product-view/${req!.slug}`, cookie), params({ slug: req!.slug }))).json()
      ).data,
    });
    const texts = { description: "", short_description: "", specs: {} };
    for (const [who, cookie] of [
      ["buyer", buyer],
      ["low", low],
    ] as const) {
      const expected = await own(cookie);
      for (const b of seen[who]) {
        expect(b.cards).toEqual(expected.cards);
        expect(b.product).toEqual({ ...expected.product, ...texts });
        expect(b.offers).toEqual(await ownOffers(req!.id, cookie));
      }
    }
    expect(seen.buyer[0]!.product).not.toEqual(seen.low[0]!.product);
  });

  it("reads the buy box's state (cart quantity, sample, logo) with the header, as the product's endpoint gives it", async () => {
    const [line] = await buyableProducts(h.db, 1);
    const [row] = await h.db
      .select({ slug: products.slug, vendorId: products.vendorId })
      .from(products)
      .where(eq(products.id, line!.id));
    const viewOf = async (slugOf: string, cookie: string) =>
      (await (await productView(get(`/api/product-view/${slugOf}`, cookie), params({ slug: slugOf }))).json()).data;
    const before = (await viewOf(row!.slug, buyer)).quantity_in_cart as number;
    await addLine(line!, 3);
    await h.db.insert(sampleRequests).values({ userId: "demo-buyer", vendorId: row!.vendorId, productId: line!.id });
    await h.db.insert(customizationLogos).values({
      userId: "demo-buyer",
      vendorId: row!.vendorId,
      productId: line!.id,
      fileName: "logo-1.png",
      dpi: 300,
      bytes: 1000,
    });
    const slugOf = row!.slug;
    const { body } = await parts(`?product=${slugOf}`, buyer);
    const own = await viewOf(slugOf, buyer);
    expect(body.product).toMatchObject({
      quantity_in_cart: before + 3,
      sample_pending: true,
      sample_status: "pending",
      product_customization_logo: { logo_url: "/api/product-customization-logo/file/logo-1.png" },
    });
    expect(body.product).toEqual({ ...own, description: "", short_description: "", specs: {} });
    // another buyer sees none of it
    const other = (await parts(`?product=${slugOf}`, low)).body.product;
    expect(other).toMatchObject({ quantity_in_cart: 0, sample_pending: false, product_customization_logo: null });
  });

  it("answers bad input with a sentence", async () => {
    expect((await parts("?cards=1,abc", buyer)).body.message).toBe("'abc' is not a product id.");
    expect((await parts(`?product=${"x".repeat(301)}`, buyer)).status).toBe(400);
  });
});

describe("the session cache behind every per-buyer read", () => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const viewerOf = async (cookie: string) =>
    ((await (await buyerParts(get("/api/buyer-parts", cookie))).json()) as Parts).viewer;

  beforeAll(async () => {
    h = await createTestDb("pglite");
    await seedCatalog(h.db, { products: 50 });
    await seedDemoUsers(h.db);
  });
  afterAll(async () => h?.dispose());

  it("answers a session from memory until a write through the app says it changed", async () => {
    const cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    const before = (await viewerOf(cookie))!.coins;
    // a write that announces nothing (hand-run SQL): the kept viewer still answers
    await h.db
      .update(user)
      .set({ coins: before + 7 })
      .where(eq(user.id, "demo-buyer"));
    expect((await viewerOf(cookie))!.coins).toBe(before);
    forgetSessions({ users: ["demo-buyer"] });
    expect((await viewerOf(cookie))!.coins).toBe(before + 7);
  });

  it("forgets a session at sign-out", async () => {
    const cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    expect((await viewerOf(cookie))?.id).toBe("demo-buyer");
    const auth = await getAuth();
    await auth.api.signOut({ headers: new Headers({ cookie }) });
    expect(await viewerOf(cookie)).toBeNull();
  });

  it("lets a suspended account go at its next request, and back when restored", async () => {
    const cookie = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    expect((await viewerOf(cookie))?.id).toBe("demo-lowlevel");
    await runAdminCommand({ command: "deactivate", email: "lowlevel@dvm.demo" });
    try {
      expect(await viewerOf(cookie)).toBeNull();
    } finally {
      await runAdminCommand({ command: "activate", email: "lowlevel@dvm.demo" });
    }
    expect((await viewerOf(cookie))?.id).toBe("demo-lowlevel");
  });
});
