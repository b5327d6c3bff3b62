import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type DbHandle } from "@/db/client";
import { checkIntegrity } from "@/db/integrity";
import { migrateDb } from "@/db/migrate";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";

describe("start-up integrity check of a PGlite database", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({ dataDir: "memory://" });
    await migrateDb(handle);
    await seedCatalog(handle.db, { products: 300 });
    await seedDemoUsers(handle.db);
  });
  afterAll(async () => handle?.close());

  it("passes a sound database", async () => {
    const started = Date.now();
    await checkIntegrity(handle.db, "data/pglite");
    expect(Date.now() - started).toBeLessThan(10_000);
    const { rows } = (await handle.db.execute(
      sql`select count(*)::int as n from pg_extension where extname = 'amcheck'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1); // the b-tree structure checks ran too
  });

  it("refuses duplicate keys under a unique index (what two writers on one folder left), saying how to recover", async () => {
    // what the damage looks like: rows the unique index should have refused are in the table
    await handle.db.execute(
      sql`update pg_index set indisunique = false where indexrelid = 'checkouts_key_idx'::regclass`,
    );
    await handle.db.execute(
      sql`insert into checkouts (user_id, idempotency_key) values ('demo-buyer', 'twice'), ('demo-buyer', 'twice')`,
    );
    await handle.db.execute(
      sql`update pg_index set indisunique = true where indexrelid = 'checkouts_key_idx'::regclass`,
    );
    const err = await checkIntegrity(handle.db, "data/pglite").catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).name).toBe("DatabaseIntegrityError");
    expect((err as Error).message).toContain(
      "checkouts: duplicate user_id, idempotency_key under unique index checkouts_key_idx",
    );
    expect((err as Error).message).toContain("mv data/pglite data/pglite.damaged");
  });
});
