import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedItemOverlap } from "@/db/seed/item-overlap";
import { createTestDb } from "../helpers/test-db";

// At 100k products a sibling's "<slug>-<vendor>" can already be a page's slug: the seed must skip that
// sibling, not fail (the bench and the large seeds run it).
describe("the same-item seed where a sibling's slug is taken", () => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    h = await createTestDb("pglite");
    await seedCatalog(h.db, { products: 300 });
    // every slug the logo vendor's siblings would take is somebody's already
    await h.db.execute(sql`insert into slug_registry (slug, kind, ref_id)
      select p.slug || '-' || v.slug, 'test', p.id from products p, vendors v
      where v.id = 1402 and p.id % 20 = 7 and p.vendor_id <> 1402 on conflict do nothing`);
  }, 120_000);
  afterAll(async () => h?.dispose());

  it("skips those siblings and lists the rest, one per vendor and item, every slug its own", async () => {
    await seedItemOverlap(h.db);
    const [{ logo, others }] = await queryRows<{ logo: number; others: number }>(
      h.db,
      sql`select count(*) filter (where vendor_id = 1402)::int as logo, count(*) filter (where vendor_id <> 1402)::int as others
        from products where id > 50000000`,
    );
    expect(logo).toBe(0);
    expect(others).toBeGreaterThan(0);
    const [{ twice }] = await queryRows<{ twice: number }>(
      h.db,
      sql`select count(*)::int as twice from (select item_id, vendor_id from products where item_id is not null
        group by item_id, vendor_id having count(*) > 1) x`,
    );
    expect(twice).toBe(0);
  });

  it("writes each listing's identifiers with the row, the same as the SQL that fills rows seeded before", async () => {
    const rows = await queryRows<{ id: number; same: boolean; manufacturer: string | null }>(
      h.db,
      sql`select id, manufacturer, (manufacturer, mpn, gtin, ndc, pack_size, pack_unit) is not distinct from (
          coalesce(specs->>'Manufacturer', nullif(brand, '')),
          upper(left(regexp_replace(brand, '[^A-Za-z]', '', 'g'), 4)) || '-' || lpad(id::text, greatest(6, length(id::text)), '0'),
          '00857' || lpad((id % 100000000)::text, 8, '0') || '0',
          nullif(regexp_replace(coalesce(specs->>'NDC', ''), '[^0-9]', '', 'g'), ''),
          coalesce(nullif(substring(specs->>'Pack Size' from '^[0-9]+'), '')::int, 1),
          coalesce(nullif(trim(regexp_replace(coalesce(specs->>'Pack Size', ''), '^[0-9]+\\s*/?\\s*', '')), ''), 'each')
        ) as same from products where id < 50000000`,
    );
    expect(rows.length).toBeGreaterThan(250);
    expect(rows.filter((r) => !r.same).map((r) => r.id)).toEqual([]);
    expect(rows.every((r) => r.manufacturer)).toBe(true);
  });
});
