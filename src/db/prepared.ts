import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import { getDb, type Db, type Tx } from "./client";
import { valuesStatement, type ValuesRow } from "./json";

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

/** A value a statement built once is given when it runs, under this name (`sql.placeholder`). */
export const placeholder = (name: string): Placeholder => sql.placeholder(name);
/** What a SQL builder takes for a value it may be built with once: the value, or its placeholder. */
export type Bound<T> = T | Placeholder;
/** SQL null, for a value a case of a statement does not read. */
export const nothing = () => sql<null>`null`;

const dialect = new PgDialect();

/**
 * One row of named values (`selectValues`) whose statement is built once per database handle and
 * variant, then run with its placeholders' values: the header's statement of every signed-in request
 * joins five features' SQL, and building it cost about as much as running it. A statement whose parts
 * differ by case (a buyer with a clinic or without, a page with a product or without) names the case
 * in `variant`; `build` is called once for each, with placeholders where the values go.
 */
export function preparedValues(name: string) {
  const kept = new WeakMap<Db, Map<string, PgPreparedQuery<PreparedQueryConfig>>>();
  return async <S extends Record<string, SQL<unknown>>>(
    variant: string,
    build: () => S,
    values: Record<string, unknown>,
  ): Promise<ValuesRow<S>> => {
    const db = await getDb();
    let variants = kept.get(db);
    if (!variants) kept.set(db, (variants = new Map()));
    let query = variants.get(variant);
    if (!query) {
      // a name per variant: node-postgres prepares a named statement once per connection
      const statement = dialect.sqlToQuery(valuesStatement(build()));
      query = db._.session.prepareQuery(statement, undefined, `${name}_${variants.size}`, false);
      variants.set(variant, query);
    }
    const res = (await query.execute(values)) as { rows: ValuesRow<S>[] };
    return res.rows[0]!;
  };
}
