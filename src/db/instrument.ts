import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { gaugeOnScrape, observeQuery } from "../lib/metrics";
import { startChildSpan } from "../lib/tracing";

type AnyQuery = (...args: unknown[]) => unknown;

/** Times every statement a query function runs, whether called with a callback or for a promise. */
function timed(query: AnyQuery, span?: string): AnyQuery {
  return function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const endSpan = span ? startChildSpan(span, { "db.system": "postgresql", "db.name": "pglite" }) : null;
    const done = () => {
      observeQuery(performance.now() - started);
      endSpan?.();
    };
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (...res: unknown[]) => {
        done();
        return (last as AnyQuery)(...res);
      };
      return query.apply(this, args);
    }
    const out = query.apply(this, args);
    if (out && typeof (out as Promise<unknown>).then === "function") (out as Promise<unknown>).then(done, done);
    return out;
  };
}

/** Query durations of every pooled connection, and the pool's size, for the metrics listener. */
export function instrumentPool(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    const c = client as unknown as { query: AnyQuery };
    c.query = timed(c.query);
  });
  poolGauge(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
}

/**
 * PGlite has one connection; statements run through its client (a transaction's own are not timed).
 * node-postgres gets its spans from OpenTelemetry's instrumentation; PGlite's are made here.
 */
export function instrumentPglite(client: PGlite): void {
  const c = client as unknown as { query: AnyQuery; exec: AnyQuery };
  c.query = timed(c.query, "pglite query");
  c.exec = timed(c.exec, "pglite exec");
  poolGauge(() => ({ total: 1, idle: 1, waiting: 0 }));
}

const holder = globalThis as unknown as { __dvmPoolRead?: () => Record<string, number> };

function poolGauge(read: () => Record<string, number>): void {
  holder.__dvmPoolRead = read; // the process database opened last (tests open several)
  gaugeOnScrape("db_pool_connections", "Database connections by state (total, idle, waiting)", ["state"], (set) => {
    const now = holder.__dvmPoolRead?.() ?? {};
    for (const [state, n] of Object.entries(now)) set({ state }, n);
  });
}
