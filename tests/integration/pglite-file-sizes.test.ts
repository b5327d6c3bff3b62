import { PGlite } from "@electric-sql/pglite";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { keepRelationFileSizes } from "@/db/pglite-file-sizes";
import { openDb } from "@/db/client";

// A folder on disk: PGlite's file system on Node is the one that pays a system call per seek.
let dir: string;
let db: PGlite;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "dvm-sizes-"));
  db = await PGlite.create({ dataDir: dir });
  keepRelationFileSizes(db);
  keepRelationFileSizes(db); // a second call changes nothing
  await db.exec(`create table t (id int primary key, pad text not null)`);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const one = async <T>(q: string) => (await db.query<T>(q)).rows[0]!;

/**
 * What Postgres believes of the table (its row count by a scan of every block it thinks there is, and
 * the pages ANALYZE counts by seeking to the file's end) against the file on disk.
 */
async function agrees(rows: number) {
  for (const scan of ["indexscan", "bitmapscan", "indexonlyscan"]) await db.exec(`set enable_${scan} = off`);
  expect((await one<{ n: number }>("select count(*)::int as n from t")).n).toBe(rows);
  await db.exec("analyze t");
  const { file, pages } = await one<{ file: string; pages: number }>(
    "select pg_relation_filepath('t') as file, relpages as pages from pg_class where relname = 't'",
  );
  expect(pages).toBe(statSync(path.join(dir, file)).size / 8192);
  await db.exec("reset all");
}

/** fstat calls made by running `statement` 20 times. */
async function fstatCalls(statement: () => Promise<unknown>) {
  // the module object PGlite itself requires (the test runner hands `import` its own copy)
  const fstat = vi.spyOn(createRequire(import.meta.url)("node:fs") as typeof import("node:fs"), "fstatSync");
  try {
    for (let i = 0; i < 20; i++) await statement();
    return fstat.mock.calls.length;
  } finally {
    fstat.mockRestore();
  }
}

describe("relation file sizes on PGlite", () => {
  it("a table that grows, shrinks under VACUUM, is truncated and grows again is read whole each time", async () => {
    await db.exec(`insert into t select g, repeat('x', 500) from generate_series(1, 3000) g`);
    await agrees(3000);
    await db.exec(`insert into t select g, repeat('y', 500) from generate_series(3001, 4000) g`);
    await agrees(4000);
    // VACUUM truncates the emptied end of the file
    await db.exec(`delete from t where id > 100`);
    await db.exec(`vacuum t`);
    await agrees(100);
    await db.exec(`truncate t`); // a new file under a new name
    await agrees(0);
    await db.exec(`insert into t select g, repeat('z', 500) from generate_series(1, 2000) g`);
    await agrees(2000);
    // a rewrite (a new file) and a transaction that is rolled back after growing it
    await db.exec(`vacuum full t`);
    await agrees(2000);
    await db.transaction(async (tx) => {
      await tx.exec(`insert into t select g, repeat('w', 500) from generate_series(2001, 3000) g`);
      await tx.rollback();
    });
    await agrees(2000);
  });

  it("reading the same table again asks the file system for its size once, not on every statement", async () => {
    const calls = await fstatCalls(() => db.query("select count(*) from t where pad like 'z%'"));
    expect(calls).toBeLessThan(5); // 60 without kept sizes: three seeks a statement
  });

  it("the app's own database on a folder keeps them", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "dvm-sizes-app-"));
    const handle = await openDb({ dataDir: folder });
    try {
      await handle.pglite!.exec(`create table u (id int primary key); insert into u select generate_series(1, 500)`);
      expect(await fstatCalls(() => handle.pglite!.query("select count(*) from u"))).toBeLessThan(5);
    } finally {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
