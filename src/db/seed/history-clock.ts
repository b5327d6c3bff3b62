import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { JOB_SCHEMA } from "../job-schema";

/** The tables the history fills most (the catalog's were analysed when it was loaded). */
const ANALYZE = [
  "orders",
  "order_items",
  "order_status_history",
  "clinic_orders",
  "notifications",
  "shipments",
  "shipment_lines",
];

/** A timestamp column a rule reads back while the history runs. */
export type Stamp = readonly [table: string, column: string];

/**
 * The seed's history runs the app's own services (the order door, the vendor's fulfilment, requests,
 * chat, recalls) today, one action after another, each as if at a planned moment of the past year.
 * The services stamp what they write with the real clock; this clock remembers which stretch of real
 * time each action took and, at the end, moves every timestamp written in that stretch to the planned
 * moment (the action's own few milliseconds kept). Backdating a timestamp writes no order: the rows
 * are the services' own. Values the services computed from the planned moment (invoice dates, quote
 * expiries) lie outside every stretch and are left alone.
 *
 * Rules that read back the history's own timestamps while it runs (a location's monthly budget, a
 * purchaser's day limit, the monthly sample allowance) need them right at once: the action names
 * those columns and they move as soon as it is done.
 */
export class HistoryClock {
  /**
   * Where each action began in real time (the database's clock) and the moment it stands for; an
   * action's stretch lasts until the next one begins (nothing writes between them).
   */
  private spans: { from: string; at: Date }[] = [];

  constructor(private db: Db) {}

  /**
   * Runs `action` as if at `at`; the timestamps it writes move there when the history settles, and
   * at once for the `readNow` columns (those a later action's rules read back).
   */
  async at<T>(at: Date, action: () => Promise<T>, readNow: readonly Stamp[] = []): Promise<T> {
    const from = await this.realNow();
    this.spans.push({ from, at });
    try {
      return await action();
    } finally {
      for (const [table, column] of readNow) await this.shift(table, column, from, at);
    }
  }

  /** When the history began, in real time (null before its first action). */
  get began(): string | null {
    return this.spans[0]?.from ?? null;
  }

  /**
   * Moves every timestamp column of every table (found in the catalogue, so a table added later is
   * covered too) from the real stretches to their planned moments. The queue's jobs of the history
   * are dropped: its mail is marked sent when it was written and its live pushes are long past.
   */
  async settle(): Promise<void> {
    const began = this.began;
    if (!began) return;
    const end = await this.realNow();
    await this.db.execute(
      sql`update mail_outbox set sent_at = created_at where created_at >= ${began}::timestamptz and sent_at is null`,
    );
    await this.db.execute(sql`delete from ${sql.identifier(JOB_SCHEMA)}.job where created_on >= ${began}::timestamptz`);
    // one transaction: a pooled Postgres keeps the temporary table on one connection
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table history_spans
        (real_from timestamptz primary key, planned timestamptz not null) on commit drop`);
      for (let i = 0; i < this.spans.length; i += 500) {
        const rows = this.spans
          .slice(i, i + 500)
          .map((s) => sql`(${s.from}::timestamptz, ${s.at.toISOString()}::timestamptz)`);
        await tx.execute(sql`insert into history_spans values ${sql.join(rows, sql`, `)} on conflict do nothing`);
      }
      const columns = (await tx.execute(sql`select c.table_name as t, c.column_name as c
        from information_schema.columns c join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = 'public' and c.data_type = 'timestamp with time zone' and c.is_generated = 'NEVER'
        order by 1, 2`)) as unknown as { rows: { t: string; c: string }[] };
      for (const { t, c } of columns.rows) {
        const col = sql.identifier(c);
        await tx.execute(sql`update ${sql.identifier(t)} x set ${col} = (
            select s.planned + (x.${col} - s.real_from) from history_spans s
            where s.real_from <= x.${col} order by s.real_from desc limit 1)
          where x.${col} >= ${began}::timestamptz and x.${col} <= ${end}::timestamptz`);
      }
    });
    // PGlite has no autovacuum: the planner learns of the history's rows here
    for (const t of ANALYZE) await this.db.execute(sql`analyze ${sql.identifier(t)}`);
    this.spans = [];
  }

  /** Moves one column's values written since `from` (this action's: nothing else has run since). */
  private async shift(table: string, column: string, from: string, at: Date): Promise<void> {
    const col = sql.identifier(column);
    await this.db.execute(sql`update ${sql.identifier(table)}
        set ${col} = ${at.toISOString()}::timestamptz + (${col} - ${from}::timestamptz)
        where ${col} >= ${from}::timestamptz`);
  }

  /**
   * The database's clock, which stamps nearly everything the services write, as text to keep its
   * microseconds. (A few columns carry the JavaScript clock; on one machine the two agree.)
   */
  private async realNow(): Promise<string> {
    const res = (await this.db.execute(sql`select clock_timestamp()::text as now`)) as unknown as {
      rows: { now: string }[];
    };
    return res.rows[0]!.now;
  }
}
