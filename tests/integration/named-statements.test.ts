import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepPglitePlans, withParsers } from "@/db/named-statements";

let db: PGlite;
let plain: PGlite;

async function setUp(client: PGlite) {
  await client.exec(`
    create table item (id int primary key, name text not null, price numeric(10,2), added date);
    insert into item select g, 'item ' || g, g * 1.5, date '2026-01-01' + g from generate_series(1, 50) g;
  `);
}

const kept = async () =>
  (
    await db.query<{ n: number; generic: number }>(
      "select count(*)::int as n, coalesce(sum(generic_plans), 0)::int as generic from pg_prepared_statements",
    )
  ).rows[0]!;

beforeAll(async () => {
  db = await PGlite.create();
  plain = await PGlite.create();
  await setUp(db);
  await setUp(plain);
  keepPglitePlans(db, 3);
});
afterAll(async () => {
  await db.close();
  await plain.close();
});

describe("named statements on PGlite", () => {
  const text =
    "select id, name, price, added from item where id > $1 and ($2::text is null or name like $2) order by id";

  it("answers exactly as PGlite's own query does, in both row modes and with the caller's parsers", async () => {
    for (const options of [undefined, { rowMode: "array" as const }, { parsers: { 1082: (v: string) => `d:${v}` } }]) {
      for (const params of [
        [45, null],
        [1, "item 1%"],
      ]) {
        // the whole answer: rows, fields, command, row count and affected rows
        expect(await db.query(text, params, options)).toEqual(await plain.query(text, params, options));
      }
    }
    const write = "update item set name = name where id <= $1 returning id";
    expect(await db.query(write, [4])).toEqual(await plain.query(write, [4]));
    expect((await db.query(write, [4])).affectedRows).toBe(4);
  });

  it("reads the caller's parsers first and PGlite's own for every other type, without copying PGlite's", () => {
    const base: Record<number, (v: string) => unknown> = { 23: Number, 1082: (v) => v };
    const parsers = withParsers(base, { 1082: (v: string) => `d:${v}` });
    expect(parsers[1082]!("2026-01-01", 1082)).toBe("d:2026-01-01");
    expect(parsers[23]!("7", 23)).toBe(7);
    // a type PGlite adds to its map later (its array types) is read too, and PGlite's map is unchanged
    base[1007] = (v) => v.split(",");
    expect(parsers[1007]!("1,2", 1007)).toEqual(["1", "2"]);
    expect(base[1082]!("2026-01-01")).toBe("2026-01-01");
    expect(withParsers(base, undefined)).toBe(base);
  });

  it("keeps the statement and, after five runs, reuses a generic plan", async () => {
    for (let i = 0; i < 8; i++) await db.query("select name from item where id = $1", [i + 1]);
    expect((await kept()).generic).toBeGreaterThan(0);
  });

  it("keeps at most its limit, closing the least recently used", async () => {
    for (let i = 0; i < 6; i++) await db.query(`select ${i} as n from item where id = $1`, [1]);
    expect((await kept()).n).toBeLessThanOrEqual(3);
  });

  it("reports a failed statement with its text and lets the next one through", async () => {
    await expect(db.query("select nope from item where id = $1", [1])).rejects.toMatchObject({
      code: "42703",
      query: "select nope from item where id = $1",
    });
    await expect(db.query("insert into item (id, name) values ($1, $2)", [1, "again"])).rejects.toMatchObject({
      code: "23505",
    });
    expect((await db.query("select count(*)::int as n from item where id < $1", [100])).rows).toEqual([{ n: 50 }]);
  });

  it("waits for another caller's open transaction instead of running inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("insert into item (id, name) values (1000, 'inside')");
      await held;
      await tx.rollback();
    });
    const read = db.query<{ n: number }>("select count(*)::int as n from item where id = $1", [1000]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    // had the read run inside the transaction it would have seen the row the rollback removed
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it("leaves session and transaction statements on PGlite's own path", async () => {
    await db.query("set statement_timeout = 0");
    await db.query("begin");
    await db.query("rollback");
    expect((await kept()).n).toBeLessThanOrEqual(3);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("named statements on node-postgres", () => {
  it("prepares each statement once per connection and answers as before", async () => {
    const { default: pg } = await import("pg");
    const { namePgStatements } = await import("@/db/named-statements");
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    pool.on("connect", (client) => namePgStatements(client as never, 2));
    try {
      for (let i = 0; i < 8; i++) {
        const { rows } = await pool.query({ text: "select $1::int + 1 as n", rowMode: "array" } as never, [i]);
        expect(rows).toEqual([[i + 1]]);
      }
      for (let i = 0; i < 4; i++) await pool.query({ text: `select ${i} as n where $1::int > 0` } as never, [1]);
      const { rows } = await pool.query(
        "select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements order by statement",
      );
      // the first text is kept and reused; past the limit of two, new texts go unnamed
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.statement === "select $1::int + 1 as n")?.runs).toBe(8);
    } finally {
      await pool.end();
    }
  });
});
