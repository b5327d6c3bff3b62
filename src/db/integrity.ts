import { sql } from "drizzle-orm";
import type { Db } from "./client";

// The tables whose damage loses money or orders: what two writers on one folder broke first.
const CORE_TABLES = [
  "user",
  "session",
  "account",
  "products",
  "product_variations",
  "slug_registry",
  "cart_items",
  "checkouts",
  "orders",
  "order_items",
  "order_status_history",
  "coupons",
  "coupon_redemptions",
  "mail_outbox",
];

export class DatabaseIntegrityError extends Error {
  override name = "DatabaseIntegrityError";
}

type UniqueIndex = { tbl: string; idx: string; cols: string[] };
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Start-up check of an embedded database folder: every unique index of the core tables is verified
 * against the table itself (index scans off, so a damaged index cannot vouch for itself), and the
 * b-tree structure through amcheck where the extension is available. Throws a DatabaseIntegrityError
 * that says what is broken and how to recover; the server refuses to serve rather than build on it.
 */
export async function checkIntegrity(db: Db, folder: string): Promise<void> {
  const problems: string[] = [];
  await db.transaction(async (tx) => {
    const { rows: indexes } = (await tx.execute(sql`
      select c.relname as tbl, i.relname as idx, array_agg(a.attname::text order by k.ord) as cols
      from pg_index x
      join pg_class c on c.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      cross join lateral unnest(x.indkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where n.nspname = 'public' and x.indisunique and x.indexprs is null and x.indpred is null
        and c.relname in (${sql.join(
          CORE_TABLES.map((t) => sql`${t}`),
          sql`, `,
        )})
      group by c.relname, i.relname order by 1, 2`)) as unknown as { rows: UniqueIndex[] };
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    for (const { tbl, idx, cols } of indexes) {
      const list = cols.map(ident).join(", ");
      const notNull = cols.map((c) => `${ident(c)} is not null`).join(" and ");
      const { rows } = (await tx.execute(
        sql.raw(`select ${list} from ${ident(tbl)} where ${notNull} group by ${list} having count(*) > 1 limit 3`),
      )) as unknown as { rows: Record<string, unknown>[] };
      if (rows.length)
        problems.push(
          `${tbl}: duplicate ${cols.join(", ")} under unique index ${idx} (e.g. ${JSON.stringify(rows[0])})`,
        );
    }
  });
  await amcheck(db, problems);
  if (problems.length)
    throw new DatabaseIntegrityError(
      `The database folder ${folder} failed its start-up integrity check, so the server will not serve it:\n` +
        problems.map((p) => `  - ${p}`).join("\n") +
        "\nThis happens when two processes wrote to the folder at once. To recover: stop every process using it, " +
        `move it aside (mv ${folder} ${folder}.damaged), then restore a copy from before the damage into ${folder}, ` +
        "or start without it to create and seed a fresh database. Keep the damaged copy to read back what it holds.",
    );
}

/** B-tree structure of the core tables' indexes, where the amcheck extension loads (PGlite bundles it). */
async function amcheck(db: Db, problems: string[]): Promise<void> {
  try {
    await db.execute(sql`create extension if not exists amcheck`);
  } catch {
    return; // not available on this server: the unique checks above still ran
  }
  const { rows } = (await db.execute(sql`
    select i.relname as idx from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
    join pg_am am on am.oid = i.relam join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and am.amname = 'btree' and c.relname in (${sql.join(
      CORE_TABLES.map((t) => sql`${t}`),
      sql`, `,
    )})`)) as unknown as { rows: { idx: string }[] };
  for (const { idx } of rows) {
    try {
      await db.execute(sql`select bt_index_check(${ident(idx)}::regclass)`);
    } catch (err) {
      problems.push(`index ${idx} is damaged: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
