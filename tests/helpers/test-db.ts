import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDb, installDbHandle, type DbHandle } from "@/db/client";
import { migrateDb } from "@/db/migrate";

/** Auth is built on the process database, so a new test database needs a new auth instance. */
function install(handle: DbHandle): void {
  installDbHandle(handle);
  delete (globalThis as { __dvmAuth?: unknown }).__dvmAuth;
}

export type TestBackend = "pglite" | "postgres";

/** The backends this run covers: PGlite always, Postgres when TEST_DATABASE_URL is set. */
export const backends: TestBackend[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated database installed as the process database. On Postgres each call
 * makes its own throwaway database so suites never see each other's rows.
 */
export async function createTestDb(
  backend: TestBackend = "pglite",
): Promise<DbHandle & { dispose: () => Promise<void> }> {
  if (backend === "pglite") {
    const handle = await openDb({ dataDir: "memory://", loadDataDir: await pgliteTemplate() });
    // the template holds every migration: this only checks there is nothing left to apply
    await migrateDb(handle);
    install(handle);
    return { ...handle, dispose: handle.close };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `dvm_t_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const template = await postgresTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await createFromTemplate(admin, name, template);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString() });
  install(handle);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // plain drop (no force): forcing it races the pool's own goodbye and surfaces a FATAL
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`drop database if exists ${name}`);
          break;
        } catch (err) {
          if (attempt >= 20) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await c.end();
    },
  };
}

// Migrating an empty database took 5-30 s per test database here (27 migrations and the job schema),
// and each test file makes one or two. The run migrates once per set of migrations instead: PGlite
// starts from a dumped data folder, Postgres copies a template database. The key is a hash of
// the migration files and the job schema, so a new migration makes a new template by itself.

const MIGRATIONS_DIR = path.resolve("drizzle");
const CACHE_DIR = path.resolve("node_modules/.cache/dvm-test-db");

function migrationsKey(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort())
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  hash.update(readFileSync(path.resolve("src/db/job-schema.ts")));
  hash.update(readFileSync(path.resolve("src/db/row-changes.ts")));
  return hash.digest("hex").slice(0, 16);
}

let templateBlob: Promise<Blob> | undefined;

/** The migrated PGlite data folder as a tarball, made by the first worker that needs it. */
function pgliteTemplate(): Promise<Blob> {
  templateBlob ??= (async () => {
    const file = path.join(CACHE_DIR, `pglite-${migrationsKey()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const handle = await openDb({ dataDir: "memory://" });
      await migrateDb(handle);
      const dump = await handle.pglite!.dumpDataDir("none");
      await handle.close();
      mkdirSync(CACHE_DIR, { recursive: true });
      // written aside and renamed: a worker reading at the same moment never sees half a file
      const aside = `${file}.${process.pid}`;
      writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
      renameSync(aside, file);
      return dump;
    }
  })();
  return templateBlob;
}

/** A migrated template database on the Postgres server, made once under an advisory lock. */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `dvm_tpl_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(7420002)");
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      const building = `${name}_new`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await openDb({ url: url.toString() });
      await migrateDb(handle);
      await handle.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query("select pg_advisory_unlock(7420002)").catch(() => undefined);
    await admin.end();
  }
  return name;
}

/** Copying a template refuses while another copy of it is starting: such a refusal is retried. */
async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (err) {
      if (attempt >= 50 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    }
  }
}
