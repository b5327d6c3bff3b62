import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { JOB_SCHEMA } from "@/db/job-schema";
import { gaugeOnScrape } from "@/lib/metrics";
import { registeredJobs } from "./define";

/**
 * Jobs waiting to run (new or waiting for a retry), per job, read from the queue when Prometheus
 * scrapes. Every instance reports it (the queue is shared), whether or not it runs the worker.
 */
export function defineQueueMetrics(): void {
  gaugeOnScrape("job_queue_depth", "Jobs waiting to run (created or retrying), by job", ["job"], async (set) => {
    const rows = await queryRows<{ name: string; n: number }>(
      await getDb(),
      sql.raw(
        `select name, count(*)::int as n from ${JOB_SCHEMA}.job where state in ('created', 'retry') group by name`,
      ),
    );
    const counts = new Map(rows.map((r) => [r.name, Number(r.n)]));
    for (const def of registeredJobs()) set({ job: def.name }, counts.get(def.name) ?? 0);
  });
}
