import client, { type Counter, type Gauge, type Histogram, type Registry } from "prom-client";

/**
 * The process's Prometheus metrics (served by the metrics listener, src/server/metrics-listener.ts,
 * never on the public port). One set per process on globalThis: the front server and Next's bundles
 * load this module apart and must count into the same registry. Features add gauges read at scrape
 * time with `gaugeOnScrape` (the outbox, the job queue, the search index).
 */
function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    requests: new client.Counter({
      name: "http_requests_total",
      help: "Requests answered, by route pattern, method and status",
      labelNames: ["route", "method", "status"] as const,
      registers: [registry],
    }),
    requestSeconds: new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its last byte, by route pattern, method and status",
      labelNames: ["route", "method", "status"] as const,
      buckets: seconds,
      registers: [registry],
    }),
    querySeconds: new client.Histogram({
      name: "db_query_duration_seconds",
      help: "Database statement durations",
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers: [registry],
    }),
    cacheHits: new client.Counter({
      name: "cache_hits_total",
      help: "Reads answered from an in-process cache, per cache",
      labelNames: ["cache"] as const,
      registers: [registry],
    }),
    cacheMisses: new client.Counter({
      name: "cache_misses_total",
      help: "Reads an in-process cache had to load, per cache",
      labelNames: ["cache"] as const,
      registers: [registry],
    }),
    jobRuns: new client.Counter({
      name: "job_runs_total",
      help: "Job attempts run by this process, by job and outcome",
      labelNames: ["job", "outcome"] as const,
      registers: [registry],
    }),
  };
}

type Metrics = ReturnType<typeof create>;
const holder = globalThis as unknown as { __dvmMetrics?: Metrics };

export function metrics(): Metrics {
  holder.__dvmMetrics ??= create();
  return holder.__dvmMetrics;
}

export function metricsRegistry(): Registry {
  return metrics().registry;
}

/** One cache read: a hit or a miss, counted under the cache's name. */
export function countCache(cache: string, hit: boolean): void {
  (hit ? metrics().cacheHits : metrics().cacheMisses).inc({ cache });
}

export function observeQuery(ms: number): void {
  metrics().querySeconds.observe(ms / 1000);
}

/**
 * A gauge whose values are read when Prometheus scrapes (a count in the database, a size in memory).
 * Defined once per name; a second definition (another bundle loading the feature) keeps the first.
 */
export function gaugeOnScrape<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  read: (set: (labels: Partial<Record<L, string>>, value: number) => void) => Promise<void> | void,
): void {
  const registry = metricsRegistry();
  if (registry.getSingleMetric(name)) return;
  new client.Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect(this: Gauge<L>) {
      this.reset();
      try {
        await read((labels, value) => this.set(labels as Record<L, string>, value));
      } catch {
        // a scrape while the database is away shows the family empty rather than failing the whole scrape
      }
    },
  });
}

export type { Counter, Histogram };
