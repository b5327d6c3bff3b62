import type { SQL } from "drizzle-orm";
import { queryRows, type Db } from "./client";

/** Rows per page when a whole table is read into memory. */
export const JSON_PAGE_ROWS = 5000;

/**
 * Reads a large table into memory as JSON text, a page of rows at a time in id order. Drivers
 * parse one string far faster than many rows, and between pages a single connection (PGlite) is
 * free for the requests waiting on it, so a rebuild never stalls the app for long.
 * `page(afterId, limit)` must answer `select json_agg(...)::text as rows` over at most `limit` rows
 * with ids above `afterId`, in id order.
 */
export async function readJsonPages<T>(
  db: Db,
  page: (afterId: number, limit: number) => SQL,
  idOf: (row: T) => number,
  limit = JSON_PAGE_ROWS,
): Promise<T[]> {
  const out: T[] = [];
  let after = 0;
  for (;;) {
    const rows = await readJsonPage<T>(db, page(after, limit));
    for (const row of rows) out.push(row);
    if (rows.length < limit) return out;
    after = idOf(rows[rows.length - 1]!);
  }
}

/**
 * One page: `query` answers `select json_agg(...)::text as rows`. The element type is the caller's
 * word for what its SQL builds, so callers derive it from the schema's column types.
 */
export async function readJsonPage<T>(db: Db, query: SQL): Promise<T[]> {
  const [r] = await queryRows<{ rows: string | null }>(db, query);
  return JSON.parse(r?.rows ?? "[]") as T[];
}
