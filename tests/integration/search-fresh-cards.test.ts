// Search answers from the cards its index holds in memory: every write announced on the change bus
// must reach those cards at once (price, stock, visibility of the price, discount, vendor, image,
// category), and prices stay masked per viewer: a visitor never gets a hidden price, a buyer's
// "already requested" is that buyer's own.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { categories, productImages, products, vendors } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as search } from "@/app/api/search/route";
import { viewerFromRequest, type Viewer } from "@/features/accounts/server";
import { setProductPrice } from "@/features/catalog/server/product-writes";
import { flushSearchLog, rebuildSearch } from "@/features/search/server";
import { loadResultsPage, type ResultsPageData } from "@/features/search/server/results-page";
import { searchCatalog, type ProductHit } from "@/features/search/server/search";
import { announceChange } from "@/lib/change-bus";
import { backends, createTestDb } from "../helpers/test-db";
import { get, sessionCookie } from "../helpers/sessions";
import { insertPriceRequest } from "../helpers/price-requests";

type Result = Record<string, unknown> & { id: number; price: number | null; in_stock: string };

async function typeAhead(text: string, cookie?: string) {
  const res = await search(get(`/api/search?search_input=${encodeURIComponent(text)}`, cookie));
  const raw = await res.text();
  return { raw, data: (JSON.parse(raw) as { data: Result[] }).data };
}

async function resultsPage(text: string, viewer: Viewer | null, params: Record<string, string> = {}) {
  const page = await loadResultsPage(text, viewer, params);
  if (!page.ok) throw new Error(page.message);
  return page as Extract<ResultsPageData, { ok: true }>;
}

const productHit = (page: { hits: unknown[] }, id: number) =>
  (page.hits as ProductHit[]).find((h) => h.kind === "product" && h.card.id === id);

describe.each(backends)("search cards served from memory on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let buyerCookie = "";
  let buyer: Viewer | null = null;
  let otherBuyerCookie = "";

  /** A visible simple product with this see_price, found by its SKU (an exact code ranks first). */
  const pick = async (seePrice: string, offset = 0) => {
    const [row] = await queryRows<{ id: number; sku: string; vendorId: number; categoryId: number }>(
      db.db,
      sql`select p.id, p.sku, p.vendor_id as "vendorId", p.category_id as "categoryId" from products p
        join vendors v on v.id = p.vendor_id
        where p.status = 'published' and v.status = 'active' and p.type = 'simple' and p.see_price = ${seePrice}
          and p.price_cents > 0 order by p.id limit 1 offset ${offset}`,
    );
    return row!;
  };

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 300 });
    await seedDemoUsers(db.db);
    buyerCookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    otherBuyerCookie = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    buyer = await viewerFromRequest(get("/", buyerCookie));
  });
  afterAll(async () => {
    await flushSearchLog();
    await db?.dispose();
  });
  beforeEach(async () => void (await rebuildSearch()));

  it("shows a new price from the catalog's write path on the type-ahead and the results page at once", async () => {
    const p = await pick("without_login");
    expect((await typeAhead(p.sku)).data[0]!.id).toBe(p.id); // the card is in memory now
    const started = Date.now();
    await setProductPrice(p.id, { priceCents: 12_345, catalogCents: 12_345, discountedCents: null });
    const [card] = (await typeAhead(p.sku)).data;
    expect(Date.now() - started).toBeLessThan(2000);
    expect([card!.id, card!.price, card!.price_catalog, card!.price_discounted]).toEqual([p.id, 123.45, 123.45, null]);
    const page = await resultsPage(p.sku, null);
    expect(productHit(page, p.id)?.card.price_cents).toBe(12_345);
    expect(page.counts.price.find((v) => v.value === "100-500")?.count).toBeGreaterThanOrEqual(1);
  });

  it("shows a product out of stock as soon as the writer announces it", async () => {
    const p = await pick("without_login", 1);
    expect((await typeAhead(p.sku)).data[0]!.in_stock).toBe("Y");
    await db.db.update(products).set({ inStock: "N", quantity: 0 }).where(eq(products.id, p.id));
    await announceChange({ kind: "product", ids: [p.id] });
    expect((await typeAhead(p.sku)).data[0]!.in_stock).toBe("N");
    const page = await resultsPage(p.sku, null);
    expect(productHit(page, p.id)?.card.in_stock).toBe("N");
    expect(productHit(await resultsPage(p.sku, null, { in_stock: "1" }), p.id)).toBeUndefined();
  });

  it("never gives a visitor a price hidden after the first search, in the JSON or the results page data", async () => {
    const p = await pick("without_login", 2);
    expect((await typeAhead(p.sku)).data[0]!.price).toBeGreaterThan(0);
    await db.db
      .update(products)
      .set({ seePrice: "login", priceCents: 987_654, priceCatalogCents: 987_654, priceDiscountedCents: null })
      .where(eq(products.id, p.id));
    await announceChange({ kind: "product", ids: [p.id] });
    const visitor = await typeAhead(p.sku);
    expect(visitor.data[0]).toMatchObject({ id: p.id, price: null, price_catalog: null, price_discounted: null });
    expect(visitor.data[0]!.price_state).toBe("signin-to-see");
    expect(visitor.raw).not.toMatch(/9876\.54|987654/);
    const page = await resultsPage(p.sku, null);
    expect(productHit(page, p.id)?.card).toMatchObject({ price_cents: null, catalog_cents: null });
    expect(JSON.stringify(page)).not.toMatch(/9876\.54|987654/);
    // the buyer sees it, on both
    expect((await typeAhead(p.sku, buyerCookie)).data[0]!.price).toBe(9876.54);
    expect(productHit(await resultsPage(p.sku, buyer), p.id)?.card.price_cents).toBe(987_654);
  });

  it("applies a discount by the time of the request, not of the read: an ended discount is gone without a write", async () => {
    const p = await pick("without_login", 3);
    const ends = new Date(Date.now() + 60 * 60_000);
    await db.db
      .update(products)
      .set({ priceCents: 10_000, priceCatalogCents: 10_000, priceDiscountedCents: 7_500, priceDiscountedEnd: ends })
      .where(eq(products.id, p.id));
    await announceChange({ kind: "product", ids: [p.id] });
    const [now] = (await typeAhead(p.sku)).data;
    expect([now!.price, now!.price_catalog, now!.price_discounted]).toEqual([75, 100, 75]);
    expect(now!.price_discounted_end).toBe(ends.toISOString());
    const later = new Date(ends.getTime() + 60_000);
    const [hit] = (await searchCatalog(p.sku, null, { limit: 1, now: later })).hits as ProductHit[];
    expect([hit!.card.price_cents, hit!.card.discounted, hit!.priceDiscountedEnd]).toEqual([10_000, false, null]);
  });

  it("shows a vendor's new name, a new picture and a category's new name on the cards", async () => {
    const p = await pick("without_login", 4);
    await typeAhead(p.sku);
    await db.db.update(vendors).set({ name: "Quorbel Veterinary Supply" }).where(eq(vendors.id, p.vendorId));
    await announceChange({ kind: "vendor", ids: [p.vendorId] });
    expect((await typeAhead(p.sku)).data[0]!.vendor_name).toBe("Quorbel Veterinary Supply");

    await db.db.delete(productImages).where(eq(productImages.productId, p.id));
    const [image] = await queryRows<{ next: number }>(
      db.db,
      sql`select coalesce(max(id), 0)::int + 1 as next from product_images`,
    );
    await db.db
      .insert(productImages)
      .values({ id: image!.next, productId: p.id, name: "quorbel-fresh.webp", position: 0 });
    await announceChange({ kind: "product", ids: [p.id] });
    expect((await typeAhead(p.sku)).data[0]!.image).toBe("/media/products/thumbnail/quorbel-fresh.webp");

    await db.db.update(categories).set({ name: "Quorbel Supplies" }).where(eq(categories.id, p.categoryId));
    await announceChange({ kind: "category", ids: [p.categoryId] });
    const page = await resultsPage(p.sku, null);
    expect(productHit(page, p.id)?.category.name).toBe("Quorbel Supplies");
    expect(page.counts.category.map((v) => v.label)).toContain("Quorbel Supplies");
  });

  it("keeps 'already requested' to the buyer who asked; another buyer and a visitor do not see it", async () => {
    const p = await pick("request");
    await insertPriceRequest(db.db, { userId: "demo-buyer", vendorId: p.vendorId, productId: p.id });
    const mine = (await typeAhead(p.sku, buyerCookie)).data[0]!;
    expect([mine.see_price, mine.price_state, mine.price]).toEqual(["already-requested", "requested", null]);
    const other = (await typeAhead(p.sku, otherBuyerCookie)).data[0]!;
    expect([other.see_price, other.price_state, other.price]).toEqual(["request", "request", null]);
    const visitor = (await typeAhead(p.sku)).data[0]!;
    expect([visitor.see_price, visitor.price_state, visitor.price]).toEqual(["request", "signin-to-request", null]);
  });
});
