import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { parseListingParams } from "@/features/catalog/listing-params";
import { filteredListing } from "@/features/catalog/server/filtered-listing";
import { relatedProducts } from "@/features/catalog/server/listing";
import { getProductDetail } from "@/features/catalog/server/product-detail";
import { getService, getServiceProvider, listServiceProviders } from "@/features/catalog/server/services";
import { getVendorBySlug, listVendors } from "@/features/catalog/server/vendors";
import { backends, createTestDb } from "../helpers/test-db";

describe.each(backends)("vendor, provider and product queries on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 300 });
  });
  afterAll(async () => db?.dispose());

  it("lists vendors with product counts and finds one by slug", async () => {
    const vendors = await listVendors();
    expect(vendors.length).toBeGreaterThanOrEqual(150);
    const busiest = [...vendors].sort((a, b) => b.products - a.products)[0]!;
    const one = await getVendorBySlug(busiest.slug);
    expect(one).toMatchObject({ id: busiest.id, name: busiest.name, products: busiest.products });
    expect(await getVendorBySlug("no-such-vendor")).toBeNull();
    expect(await getVendorBySlug("../bad slug")).toBeNull();
  });

  it("counts each vendor's own visible products, not the same number for all", async () => {
    const own = await queryRows<{ id: number; n: number }>(
      db.db,
      sql`select v.id, count(p.id) filter (where p.status = 'published')::int n
          from vendors v left join products p on p.vendor_id = v.id where v.status = 'active' group by v.id`,
    );
    const listed = new Map((await listVendors()).map((v) => [v.id, v.products]));
    expect(new Set(own.map((r) => r.n)).size).toBeGreaterThan(1);
    for (const r of own) expect([r.id, listed.get(r.id)]).toEqual([r.id, r.n]);
    const [one] = own.filter((r) => r.n > 0);
    const slug = (await listVendors()).find((v) => v.id === one!.id)!.slug;
    expect((await getVendorBySlug(slug))!.products).toBe(one!.n);
  });

  it("shows a vendor's products with category facets and the same filters", async () => {
    const [v] = await queryRows<{ id: number; n: number }>(
      db.db,
      sql`select vendor_id id, count(*)::int n from products group by vendor_id order by n desc limit 1`,
    );
    const listing = await filteredListing({ kind: "vendor", id: v!.id }, parseListingParams({}), null);
    expect(listing.total).toBe(v!.n);
    expect(listing.cards.every((c) => c.vendor_id === v!.id)).toBe(true);
    expect(listing.categories.reduce((n, c) => n + c.count, 0)).toBe(v!.n);
    const cat = listing.categories[0]!;
    const inCat = await filteredListing({ kind: "vendor", id: v!.id }, parseListingParams({ sub: cat.value }), null);
    expect(inCat.total).toBe(cat.count);
  });

  it("lists service providers with their services and plans", async () => {
    const providers = await listServiceProviders();
    expect(providers.length).toBeGreaterThanOrEqual(25);
    const p = providers.find((x) => x.services > 0)!;
    const page = await getServiceProvider(p.slug);
    expect(page!.services.length).toBe(p.services);
    const withPlans = page!.services.find((s) => s.plans.length > 0)!;
    const fees = withPlans.plans.map((pl) => pl.fee_cents);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const service = await getService(withPlans.id);
    expect(service!.provider.slug).toBe(p.slug);
    expect(await getServiceProvider("nobody-here")).toBeNull();
  });

  it("prices each variation with the live discount rule and lists related products", async () => {
    const [row] = await queryRows<{ slug: string }>(
      db.db,
      sql`select p.slug from products p where p.type = 'variation' and p.see_price = 'without_login'
      and exists (select 1 from product_variations v where v.product_id = p.id) limit 1`,
    );
    const detail = await getProductDetail(row!.slug, null);
    expect(detail!.sub_products.length).toBeGreaterThan(0);
    for (const v of detail!.sub_products) {
      expect(v).toHaveProperty("price_discounted");
      expect(v.in_stock).toBe(v.quantity > 0 ? "Y" : "N");
      if (v.price_discounted !== null) expect(v.price).toBe(v.price_discounted);
    }
    const related = await relatedProducts(detail!.id, detail!.category.id, null);
    expect(related.length).toBeGreaterThan(0);
    expect(related.some((r) => r.id === detail!.id)).toBe(false);
  });
});
