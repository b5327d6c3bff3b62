import { getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";

const asParam = (value: unknown, column: PgColumn) =>
  value === undefined || value === null ? null : column.columnType === "PgJsonb" ? JSON.stringify(value) : value;

/**
 * Inserts many rows as one statement with one array parameter per column (`select * from unnest(…)`),
 * skipping rows whose keys exist. Drizzle's insert of 500 products × 40 columns builds 20,000
 * parameters, which took more of the seed's CPU than Postgres spent writing the rows.
 */
export async function insertUnnest<T extends PgTable>(db: Db, table: T, rows: T["$inferInsert"][]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([key]) => key in rows[0]!);
  const names = sql.join(
    columns.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(([key, c]) => {
      const values = rows.map((r) => asParam((r as Record<string, unknown>)[key], c));
      // "numeric(2, 1)" is cast as "numeric[]": the column applies its own precision
      return sql`${sql.param(values)}::${sql.raw(`${c.getSQLType().replace(/\(.*\)/, "")}[]`)}`;
    }),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays}) on conflict do nothing`);
}
