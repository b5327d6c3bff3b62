// The in-memory type-ahead against the SQL search it stands in for, on the seeded catalog.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { clearSearchCache, searchCatalog, type SearchHit } from "@/features/search/server/search";
import { catalogFingerprint, searchIndex } from "@/features/search/server/type-ahead-index";
import { backends, createTestDb } from "../helpers/test-db";

const label = (h: SearchHit) => (h.kind === "product" ? `p${h.card.id}` : `s${h.id}`);

describe.each(backends)("type-ahead index on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 300 });
  });
  afterAll(async () => db?.dispose());
  beforeEach(() => clearSearchCache());

  /** The narrow search uses the index; the wide one (all-results page) is the SQL search. */
  const both = async (text: string) => ({
    typeAhead: await searchCatalog(text, null, { limit: 10 }),
    sql: await searchCatalog(text, null, { limit: 10, wide: true }),
  });

  it("agrees with the SQL search on exact names and SKUs, variation SKUs and SKU fragments", async () => {
    const [p] = await queryRows<{ name: string; sku: string }>(
      db.db,
      sql`select name, sku from products order by id limit 1`,
    );
    const [v] = await queryRows<{ sku: string }>(db.db, sql`select sku from product_variations order by id limit 1`);
    for (const text of [p!.name, p!.sku, p!.sku.toLowerCase(), v!.sku, p!.sku.slice(0, -1)]) {
      const r = await both(text);
      expect(r.typeAhead.length, text).toBeGreaterThan(0);
      expect(label(r.typeAhead[0]!), text).toBe(label(r.sql[0]!));
      expect(r.typeAhead[0]!.rank.band, text).toBe(r.sql[0]!.rank.band);
    }
  });

  it("finds what the SQL search finds for words, prefixes and typos", async () => {
    for (const text of ["amox", "vaccine", "vacine", "amoxicilin", "gloves", "suture", "feline"]) {
      const r = await both(text);
      const sqlTop = new Set(r.sql.slice(0, 10).map(label));
      const shared = r.typeAhead.filter((h) => sqlTop.has(label(h))).length;
      expect(r.typeAhead.length, text).toBeGreaterThan(0);
      expect(shared, `${text}: ${r.typeAhead.map(label)} vs ${[...sqlTop]}`).toBeGreaterThanOrEqual(
        Math.min(3, r.typeAhead.length),
      );
      // the same band order: no lower band ahead of a higher one
      const bands = r.typeAhead.map((h) => h.rank.band);
      expect(bands, text).toEqual([...bands].sort((a, b) => b - a));
    }
  });

  it("serves a price change once rebuilt, and the fingerprint tells a catalog change from a stock count", async () => {
    const before = await catalogFingerprint();
    await db.db.execute(sql`update products set quantity = quantity + 1 where id = (select min(id) from products)`);
    expect(await catalogFingerprint()).toBe(before); // stock counts alone do not rebuild the index
    const [p] = await queryRows<{ id: number; name: string }>(
      db.db,
      sql`select id, name from products
      where see_price = 'without_login' and price_discounted_cents is null order by id limit 1`,
    );
    await db.db.execute(
      sql`update products set price_cents = 123456, price_catalog_cents = 123456 where id = ${p!.id}`,
    );
    expect(await catalogFingerprint()).not.toBe(before);
    const hit = (await searchCatalog(p!.name, null, { limit: 10 })).find(
      (h) => h.kind === "product" && h.card.id === p!.id,
    );
    expect(hit?.kind === "product" && hit.card.price_cents).toBe(123456);
    expect((await searchIndex())!.productById.get(p!.id)!.price_cents).toBe(123456);
  });
});
