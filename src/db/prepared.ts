import { getDb, type Db, type Tx } from "./client";

type Runnable<R> = { execute: (values?: Record<string, unknown>) => Promise<R> };

/**
 * A query built once per database handle, then run with its placeholders' values. Building a Drizzle
 * query afresh (its SQL text, parameters and result mapping) costs about as much as PGlite takes to run
 * a simple one; the reads every signed-in request makes are built once instead (docs/benchmarks.md).
 * A transaction builds the query as usual: a prepared query belongs to the handle it was built on.
 */
export function preparedRead<R>(
  build: (db: Tx) => Runnable<R> & { prepare: (name: string) => Runnable<R> },
  name: string,
) {
  const kept = new WeakMap<Db, Runnable<R>>();
  return async (tx: Tx, values: Record<string, unknown>): Promise<R> => {
    const db = await getDb();
    if (tx !== db) return build(tx).execute(values);
    let query = kept.get(db);
    if (!query) {
      query = build(db).prepare(name);
      kept.set(db, query);
    }
    return query.execute(values);
  };
}
