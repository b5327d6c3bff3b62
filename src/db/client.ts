import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import * as schema from "./schema";
import { getConfig } from "../lib/config";
import { log } from "../lib/logger";
import { instrumentPglite, instrumentPool } from "./instrument";
import { keepPglitePlans, namePgStatements } from "./named-statements";
import { keepRelationFileSizes } from "./pglite-file-sizes";
import { atRequestTime } from "../lib/request-time";
import { lockFolder } from "./folder-lock";

export type Schema = typeof schema;
// Both drivers share Drizzle's Postgres query builder; services only see this type.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
// What a function that joins its caller's work receives: an open transaction, or the process
// database when the caller has none (a transaction is a Db, so both fit).
export type Tx = Db;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  url?: string;
  /** The driver's own client, for libraries that speak SQL text (the job queue): one of the two is set. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** Closes what listens to this database (its own connections), then the database. */
  close: () => Promise<void>;
  /** Runs `fn` first when the handle closes (a listener's connection). */
  beforeClose: (fn: () => Promise<void>) => void;
}

/** The hooks `beforeClose` adds, run once by `close` before the driver closes. */
function closingHooks() {
  const hooks: (() => Promise<void>)[] = [];
  return {
    beforeClose: (fn: () => Promise<void>) => void hooks.push(fn),
    runHooks: async () => void (await Promise.allSettled(hooks.splice(0).map((fn) => fn()))),
  };
}

export function defaultDataDir(): string {
  return path.resolve(getConfig().PGLITE_DIR);
}

/**
 * Opens PGlite (in memory when dataDir is "memory://") or Postgres when a URL is given. `loadDataDir`
 * starts PGlite from a dumped data folder (the tests' migrated template) instead of an empty one.
 */
export async function openDb(opts: { url?: string; dataDir?: string; loadDataDir?: Blob } = {}): Promise<DbHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: getConfig().PG_POOL_MAX });
    // an idle connection dropped by the server (restart, failover) must not crash the process
    pool.on("error", (err) => log("db").error({ err }, "idle connection error"));
    if (getConfig().DB_NAMED_STATEMENTS) pool.on("connect", (client) => namePgStatements(client as never));
    instrumentPool(pool);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const { beforeClose, runHooks } = closingHooks();
    const close = async () => {
      await runHooks();
      await pool.end();
    };
    return { db, kind: "postgres", url: opts.url, pool, close, beforeClose };
  }
  const dataDir = opts.dataDir ?? defaultDataDir();
  if (!dataDir.startsWith("memory://")) mkdirSync(path.dirname(dataDir), { recursive: true });
  // one process per folder: a second opener refuses with the holder's pid (see folder-lock.ts)
  const release = dataDir.startsWith("memory://") ? () => undefined : lockFolder(path.resolve(dataDir));
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir, extensions: { pg_trgm, amcheck }, loadDataDir: opts.loadDataDir });
  } catch (err) {
    release();
    throw err;
  }
  if (getConfig().DB_NAMED_STATEMENTS) keepPglitePlans(client);
  keepRelationFileSizes(client);
  instrumentPglite(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const { beforeClose, runHooks } = closingHooks();
  const close = async () => {
    await runHooks();
    try {
      await client.close();
    } finally {
      release();
    }
  };
  return { db, kind: "pglite", pglite: client, close, beforeClose };
}

// One handle per process, kept on globalThis so dev hot reloads never open PGlite twice
// (a second opener, even in this process, would be refused by the folder lock).
const holder = globalThis as unknown as { __dvmDb?: Promise<DbHandle> };

// the build prerenders routes with no database: every read waits for a request
export async function getDbHandle(): Promise<DbHandle> {
  await atRequestTime();
  holder.__dvmDb ??= (async () => {
    const handle = await openDb({ url: getConfig().DATABASE_URL });
    const { migrateDb } = await import("./migrate");
    await migrateDb(handle);
    if (handle.kind === "pglite") {
      // a folder damaged by two writers (before the folder lock) is refused rather than served
      const { checkIntegrity } = await import("./integrity");
      await checkIntegrity(handle.db, defaultDataDir());
    }
    return handle;
  })();
  return holder.__dvmDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Tests and scripts install an already opened handle as the process database. */
export function installDbHandle(handle: DbHandle): void {
  holder.__dvmDb = Promise.resolve(handle);
}

/** Raw SQL rows from either driver (both answer with `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
