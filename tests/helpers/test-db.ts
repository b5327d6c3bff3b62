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
    const handle = await openDb({ dataDir: "memory://" });
    await migrateDb(handle);
    install(handle);
    return { ...handle, dispose: handle.close };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `dvm_t_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ url: url.toString() });
  await migrateDb(handle);
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
