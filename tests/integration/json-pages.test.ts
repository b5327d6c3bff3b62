import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { readJsonPages } from "@/db/json-pages";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { backends, createTestDb } from "../helpers/test-db";

describe.each(backends)("reading a table in JSON pages on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 60 });
  });
  afterAll(async () => db?.dispose());

  it("reads every row once, in id order, whatever the page size", async () => {
    const all = (await queryRows<{ id: number }>(db.db, sql`select id from products order by id`)).map((r) => r.id);
    for (const size of [7, 60, 1000]) {
      let pages = 0;
      const rows = await readJsonPages<[number, string]>(
        db.db,
        (after, limit) => {
          pages++;
          return sql`select json_agg(json_build_array(p.id, p.sku) order by p.id)::text as rows
          from (select id, sku from products where id > ${after} order by id limit ${limit}) p`;
        },
        (r) => r[0],
        size,
      );
      expect(rows.map((r) => r[0])).toEqual(all);
      expect(pages).toBe(Math.floor(all.length / size) + 1);
    }
  });
});
