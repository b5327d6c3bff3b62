import { sql, type Column, type SQL } from "drizzle-orm";
import type { Db } from "./client";

/**
 * JSON built in SQL from schema columns, typed from those columns: a query that nests child rows
 * (a product's images, a provider's plans) stays one round trip, and renaming a column still fails
 * the typecheck at every object that reads it.
 */
export type JsonField = Column | SQL<unknown> | SQL.Aliased<unknown>;

type ColumnValue<C extends Column> = C["_"]["notNull"] extends true ? C["_"]["data"] : C["_"]["data"] | null;

// json_build_object writes a timestamp as text and a numeric as a JSON number, whatever the column's mode.
type AsJson<T, C = unknown> = C extends { _: { columnType: "PgNumeric" } }
  ? number | Extract<T, null>
  : T extends Date
    ? string
    : T;

export type JsonValue<F> = F extends Column
  ? AsJson<ColumnValue<F>, F>
  : F extends SQL.Aliased<infer T>
    ? T
    : F extends SQL<infer T>
      ? T
      : never;

export type JsonShape<S extends Record<string, JsonField>> = { [K in keyof S]: JsonValue<S[K]> };

/** `json_build_object('key', value, ...)`; keys are code, never input, so they are written as literals. */
export function jsonObject<S extends Record<string, JsonField>>(shape: S): SQL<JsonShape<S>> {
  const pairs = Object.entries(shape).map(([key, value]) => sql`${sql.raw(`'${key.replace(/'/g, "''")}'`)}, ${value}`);
  return sql<JsonShape<S>>`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The rows of a correlated subquery as a JSON array: `(select json_agg(item order by ...) from ...)`.
 * `rest` is the `from ... where ...` tail. Null when there are none, as json_agg answers; `jsonListOrEmpty`
 * answers `[]` instead.
 */
export function jsonList<T>(item: SQL<T>, rest: SQL, orderBy?: SQL): SQL<T[] | null> {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return sql<T[] | null>`(select json_agg(${item}${order}) ${rest})`;
}

export function jsonListOrEmpty<T>(item: SQL<T>, rest: SQL, orderBy?: SQL): SQL<T[]> {
  return sql<T[]>`coalesce(${jsonList(item, rest, orderBy)}, '[]'::json)`;
}

/**
 * A scalar subquery as a typed field: `(select ...)`. Wrapping matters: in a select from one table
 * Drizzle writes the columns of a field's own SQL without their table, which would turn a correlated
 * `inner.provider_id = outer.id` into `provider_id = id`; SQL nested one level keeps its table names.
 */
export function scalar<T>(query: SQL): SQL<T> {
  return sql<T>`(${query})`;
}

type FieldValue<F> = F extends SQL<infer T> ? T : F extends SQL.Aliased<infer T> ? T : never;

/**
 * One row of computed values with no table behind it (`select exists(...) as a, (select ...) as b`),
 * each typed by its `sql<T>` field; values come back as the driver reads them.
 */
export async function selectValues<S extends Record<string, SQL<unknown>>>(
  db: Db,
  shape: S,
): Promise<{ [K in keyof S]: FieldValue<S[K]> }> {
  const res = (await db.execute(valuesStatement(shape))) as unknown as { rows: { [K in keyof S]: FieldValue<S[K]> }[] };
  return res.rows[0]!;
}

export type ValuesRow<S> = { [K in keyof S]: FieldValue<S[K]> };

/** `select a as "a", b as "b"`: the statement `selectValues` runs. */
export function valuesStatement(shape: Record<string, SQL<unknown>>): SQL {
  const fields = Object.entries(shape).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`);
  return sql`select ${sql.join(fields, sql`, `)}`;
}
