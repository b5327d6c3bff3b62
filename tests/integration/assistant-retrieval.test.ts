// Anna's retrieval on the search engine, then her own rules, on the seeded catalog.
import { and, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { products } from "@/db/schema";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { findByLabel, findProductIds } from "@/features/assistant/server/retrieval";
import { parseQuery } from "@/features/assistant/intent";
import { flushSearchLog, rebuildSearch } from "@/features/search/server";
import { backends, createTestDb } from "../helpers/test-db";

describe.each(backends)("Anna's retrieval on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 600 });
    await rebuildSearch();
  });
  afterAll(async () => {
    await flushSearchLog();
    await db?.dispose();
  });

  /** Items sold in several strengths: "Carprofen Chewable Tablets" in 25, 75 and 100 mg. */
  async function strengths() {
    const rows = await db.db
      .select({ id: products.id, name: products.name, strength: sql<string>`${products.specs}->>'Strength'` })
      .from(products)
      .where(and(isNotNull(sql`${products.specs}->>'Strength'`), sql`${products.name} ~ ' [0-9]+ mg'`))
      .orderBy(products.id);
    const byItem = new Map<string, typeof rows>();
    for (const r of rows) {
      const item = r.name.split(/ \d/)[0]!;
      byItem.set(item, [...(byItem.get(item) ?? []), r]);
    }
    return [...byItem].filter(([, list]) => new Set(list.map((r) => r.strength)).size >= 2);
  }

  it("puts the strength printed on a label first", async () => {
    const items = await strengths();
    expect(items.length).toBeGreaterThan(0);
    for (const [item, list] of items.slice(0, 5)) {
      const want = list[list.length - 1]!;
      const label = `${item} ${want.strength} - 180 count`;
      const [first] = await findByLabel(label, 5);
      const top = list.find((r) => r.id === first);
      expect(top?.strength ?? `not one of ${item}: ${first}`, label).toBe(want.strength);
    }
  });

  it("keeps to a price limit and never repeats a product", async () => {
    for (const q of ["gloves under $20", "vaccine for cats", "suture 3-0", "amox", "carprofne", "nsaid for dogs"]) {
      const ids = await findProductIds(parseQuery(q), 5);
      expect(new Set(ids).size, q).toBe(ids.length);
    }
    expect((await findProductIds(parseQuery("carprofne"), 5)).length).toBeGreaterThan(0);
    await flushSearchLog();
    const [logged] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from search_queries where source = 'assistant'`,
    );
    expect(logged!.n).toBeGreaterThan(0);
  });
});
