import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { queryRows } from "../client";

/**
 * A large load into empty tables on Postgres: the tables' secondary indexes (not those behind a
 * primary key or a unique constraint, which the load's conflict checks use) are dropped first and
 * built once at the end from their own definitions, which is several times faster than maintaining
 * them row by row (the GIN indexes of search above all). They are rebuilt even when the load fails.
 */
export async function withIndexesBuiltAfter<T>(
  db: Db,
  tables: string[],
  load: () => Promise<T>,
  log: (msg: string) => void = () => undefined,
): Promise<T> {
  const indexes = await queryRows<{ name: string; def: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as def from pg_indexes i
        where i.schemaname = 'public' and i.tablename in ${sql.raw(`(${tables.map((t) => `'${t}'`).join(", ")})`)}
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index if exists "${name}"`));
  try {
    return await load();
  } finally {
    const started = Date.now();
    // one connection, so the memory setting applies to every build
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const { def } of indexes) await tx.execute(sql.raw(def));
    });
    log(`  ${indexes.length} indexes built in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
}

/** Runs `work` for each item with at most `depth` in flight: the next batch is made while one is written. */
export function pipeline(depth: number) {
  const inflight = new Set<Promise<void>>();
  let failed: unknown = null;
  return {
    async push(work: () => Promise<void>): Promise<void> {
      if (failed) throw failed;
      const p: Promise<void> = work().then(
        () => void inflight.delete(p),
        (err: unknown) => {
          inflight.delete(p);
          failed ??= err;
        },
      );
      inflight.add(p);
      while (inflight.size >= depth) await Promise.race(inflight);
      if (failed) throw failed;
    },
    async drain(): Promise<void> {
      await Promise.all(inflight);
      if (failed) throw failed;
    },
  };
}
