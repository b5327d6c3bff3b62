import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import path from "node:path";
import pg from "pg";
import type { DbHandle } from "./client";
import { getConfig } from "../lib/config";
import { installJobSchema } from "./job-schema";
import { installRowWatch } from "./row-changes";

const migrationsFolder = path.resolve(getConfig().MIGRATIONS_DIR);

/** Applies committed migrations; safe to re-run and safe for several processes on Postgres. */
export async function migrateDb(handle: DbHandle): Promise<void> {
  if (handle.kind === "pglite") {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migratePglite(handle.db as any, { migrationsFolder });
    const pglite = handle.pglite!;
    const exec = async (text: string) => (await pglite.exec(text)).at(-1) ?? { rows: [] };
    await installJobSchema(exec);
    await installRowWatch(exec);
    return;
  }
  // One connection holds an advisory lock so app instances starting together never race.
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(7420001)");
    await migratePg(drizzlePg({ client }), { migrationsFolder });
    await installJobSchema((text) => client.query(text));
    await installRowWatch((text) => client.query(text));
  } finally {
    await client.query("select pg_advisory_unlock(7420001)").catch(() => undefined);
    await client.end();
  }
}
