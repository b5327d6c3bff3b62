import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedCatalog } from "@/db/seed/insert-catalog";
import type { Viewer } from "@/features/accounts/server/session";
import { parseListingParams, PER_PAGE } from "@/features/catalog/listing-params";
import { getCategory, departmentsWithCategories } from "@/features/catalog/server/category";
import { filteredListing } from "@/features/catalog/server/filtered-listing";
import { relatedProducts } from "@/features/catalog/server/listing";
import { backends, createTestDb } from "../helpers/test-db";

const buyer: Viewer = {
  id: "t-buyer",
  email: "t@x.test",
  firstName: "T",
  lastName: "B",
  position: "Veterinarian",
  level: 5,
  coins: 0,
  confirmed: 1,
  state: null,
  country: null,
  profileImage: null,
  isSalesRep: false,
};

describe.each(backends)("catalog listing on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let dept: { id: number; slug: string };

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 300 });
    // the department holding the most products, so every filter has something to bite on
    [dept] = (await queryRows<{ id: number; slug: string }>(
      db.db,
      sql`select d.id, d.slug from categories d
      join categories c on c.parent_id = d.id or c.id = d.id or c.parent_id in (select id from categories where parent_id = d.id)
      join products p on p.category_id = c.id where d.parent_id is null group by d.id, d.slug order by count(*) desc limit 1`,
    )) as [typeof dept];
  });
  afterAll(async () => db?.dispose());

  const list = (q: Record<string, string>, viewer: Viewer | null = buyer) =>
    filteredListing({ kind: "category", id: dept.id }, parseListingParams(q), viewer);
  const inDept = () => sql`p.category_id in (select id from categories where id = ${dept.id} or parent_id = ${dept.id}
    or parent_id in (select id from categories where parent_id = ${dept.id}))`;

  it("lists a department with its subtree, a page at a time, with an exact total", async () => {
    const [{ n }] = (await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int n from products p where ${inDept()}`,
    )) as [{ n: number }];
    const first = await list({});
    expect(first.total).toBe(n);
    expect(first.cards.length).toBe(Math.min(PER_PAGE, n));
    expect(first.pages).toBe(Math.ceil(n / PER_PAGE));
    const second = await list({ page: "2" });
    const ids = new Set(first.cards.map((c) => c.id));
    for (const c of second.cards) expect(ids.has(c.id)).toBe(false);
    expect((await list({ page: "999" })).cards).toEqual([]);
  });

  it("filters by subcategory, vendor and brand using the facets it offers", async () => {
    const cat = await getCategory(dept.id);
    const child = cat!.children.find((c) => c.count > 0)!;
    const bySub = await list({ sub: child.slug });
    expect(bySub.total).toBe(child.count);
    const all = await list({});
    const vendor = all.vendors[0]!;
    const byVendor = await list({ vendor: vendor.value });
    expect(byVendor.total).toBe(vendor.count);
    expect(byVendor.cards.every((c) => c.vendor_slug === vendor.value)).toBe(true);
    const brand = all.brands[0]!;
    const byBrand = await list({ brand: brand.label });
    expect(byBrand.total).toBe(brand.count);
    expect(byBrand.cards.every((c) => c.brand === brand.label)).toBe(true);
  });

  it("names the selected vendor, brand and category in its filter box even when the department has none", async () => {
    const [elsewhere] = await queryRows<{ slug: string; name: string }>(
      db.db,
      sql`select v.slug, v.name from vendors v where v.status = 'active'
        and exists (select 1 from products p where p.vendor_id = v.id and p.status = 'published')
        and not exists (select 1 from products p where p.vendor_id = v.id and ${inDept()}) order by v.id limit 1`,
    );
    expect(elsewhere).toBeDefined(); // the seed spreads vendors thinly: some never sell in the biggest department
    const byVendor = await list({ vendor: elsewhere!.slug });
    expect(byVendor.total).toBe(0);
    expect(byVendor.vendors.at(-1)).toEqual({ value: elsewhere!.slug, label: elsewhere!.name, count: 0 });
    expect((await list({})).vendors.some((v) => v.value === elsewhere!.slug)).toBe(false);
    const byBrand = await list({ brand: "No Such Brand" });
    expect(byBrand.brands.at(-1)).toEqual({ value: "No Such Brand", label: "No Such Brand", count: 0 });
    const [leaf] = await queryRows<{ slug: string; name: string; n: number }>(
      db.db,
      sql`select c.slug, c.name, count(*)::int n from categories c join products p on p.category_id = c.id
        where c.parent_id in (select id from categories where parent_id = ${dept.id})
        group by c.slug, c.name order by n desc limit 1`,
    );
    if (leaf) {
      const bySub = await list({ sub: leaf.slug });
      expect(bySub.categories.find((c) => c.value === leaf.slug)).toEqual({
        value: leaf.slug,
        label: leaf.name,
        count: bySub.total,
      });
    }
  });

  it("filters by visible price range, stock and sale", async () => {
    const ranged = await list({ min: "10", max: "50" });
    expect(ranged.total).toBeGreaterThan(0);
    for (const c of ranged.cards) {
      expect(c.price_state).toBe("price");
      expect(c.price_cents!).toBeGreaterThanOrEqual(1000);
      expect(c.price_cents!).toBeLessThanOrEqual(5000);
    }
    const stock = await list({ stock: "1" });
    expect(stock.cards.every((c) => c.in_stock === "Y")).toBe(true);
    expect(stock.total).toBeLessThanOrEqual((await list({})).total);
    const sale = await list({ sale: "1" }, buyer);
    for (const c of sale.cards) if (c.price_state === "price") expect(c.discounted).toBe(true);
  });

  it("never filters or sorts on prices a visitor may not see", async () => {
    const ranged = await list({ min: "0.01", max: "100000" }, null);
    for (const c of ranged.cards) expect(c.price_state).toBe("price");
    const sorted = await list({ sort: "price_asc" }, null);
    const shown = sorted.cards.filter((c) => c.price_state === "price").map((c) => c.price_cents!);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it("sorts by price, newest, best selling and rating", async () => {
    const asc = (await list({ sort: "price_asc" })).cards
      .filter((c) => c.price_cents !== null)
      .map((c) => c.price_cents!);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list({ sort: "price_desc" })).cards
      .filter((c) => c.price_cents !== null)
      .map((c) => c.price_cents!);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sold = (await list({ sort: "best_selling" })).cards.map((c) => c.unit_sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    const rated = (await list({ sort: "rating" })).cards.map((c) => c.product_rating);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const newest = await list({ sort: "newest" });
    expect(newest.cards.length).toBeGreaterThan(0);
  });

  it("orders pages exactly as the database would, and sees a sell-out on the next request", async () => {
    const truth = await queryRows<{ id: number }>(
      db.db,
      sql`select p.id from products p where ${inDept()}
      order by p.unit_sold desc, p.id limit ${PER_PAGE} offset ${PER_PAGE}`,
    );
    expect((await list({ sort: "best_selling", page: "2" })).cards.map((c) => c.id)).toEqual(truth.map((r) => r.id));
    const newest = await queryRows<{ id: number }>(
      db.db,
      sql`select p.id from products p where ${inDept()} order by p.created_at desc, p.id desc limit 5`,
    );
    expect((await list({ sort: "newest" })).cards.slice(0, 5).map((c) => c.id)).toEqual(newest.map((r) => r.id));
    const stocked = await list({ stock: "1" });
    const first = stocked.cards.find((c) => c.type === "simple")!;
    await db.db.execute(sql`update products set quantity = 0 where id = ${first.id}`);
    const after = await list({ stock: "1" });
    expect(after.total).toBe(stocked.total - 1);
    expect(after.cards.map((c) => c.id)).not.toContain(first.id);
  });

  it("offers related products from the same category first, never the product itself", async () => {
    const [p] = await queryRows<{ id: number; category_id: number }>(
      db.db,
      sql`select p.id, p.category_id from products p
      where (select count(*) from products q where q.category_id = p.category_id) > 3 order by p.id limit 1`,
    );
    const related = await relatedProducts(p!.id, p!.category_id, null, 3);
    expect(related).toHaveLength(3);
    const same = await queryRows<{ id: number }>(
      db.db,
      sql`select id from products where category_id = ${p!.category_id} and id <> ${p!.id}
      order by unit_sold desc, id limit 3`,
    );
    expect(related.map((c) => c.id)).toEqual(same.map((r) => r.id));
  });

  it("ignores malformed parameters instead of failing", async () => {
    const odd = await list({ sub: "'; drop table products; --", min: "abc", sort: "nope", page: "-4" });
    expect(odd.total).toBe((await list({})).total);
  });

  it("lists departments with their categories", async () => {
    const deps = await departmentsWithCategories();
    expect(deps.length).toBeGreaterThanOrEqual(10);
    expect(deps.some((d) => d.children.length > 0)).toBe(true);
  });
});
