import "server-only";
import { log } from "@/lib/logger";
import { metrics } from "@/lib/metrics";
import { currentContext, runWithContext } from "@/lib/request-context";
import { withSpan } from "@/lib/tracing";
import type { JobDefinition } from "./define";

/** Where a job's payload carries the id of the request that wrote it (taken off before the handler sees it). */
export const REQUEST_ID_KEY = "__requestId";

/** The payload as written: the writer's request id rides along, so the job's lines join that request's. */
export function withRequestId<P extends object>(payload: P): P {
  const requestId = currentContext()?.requestId;
  return requestId ? { ...payload, [REQUEST_ID_KEY]: requestId } : payload;
}

type Fetched = { id: string; name: string; data: object; retryCount: number; retryLimit: number };

/**
 * One attempt of one job, in its own log context (job name, job id, the writer's request id), inside a
 * trace span when tracing is on, counted by outcome. A failure is logged and rethrown: the queue retries.
 */
export async function runJob(def: JobDefinition<object>, job: Fetched): Promise<void> {
  const { [REQUEST_ID_KEY]: requestId, ...payload } = job.data as Record<string, unknown>;
  const ctx = { job: def.name, jobId: job.id, requestId: typeof requestId === "string" ? requestId : undefined };
  const logger = log("jobs");
  const started = performance.now();
  await runWithContext(ctx, () =>
    withSpan(`job ${def.name}`, { "job.name": def.name, "job.id": job.id, "job.retry": job.retryCount }, async () => {
      try {
        await def.handler(payload, {
          id: job.id,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
          isLastAttempt: job.retryCount >= job.retryLimit,
        });
        metrics().jobRuns.inc({ job: def.name, outcome: "done" });
        logger.info({ attempt: job.retryCount + 1, ms: Math.round(performance.now() - started) }, "job done");
      } catch (err) {
        metrics().jobRuns.inc({ job: def.name, outcome: "failed" });
        const message = err instanceof Error ? err.message : String(err);
        logger.warn({ attempt: job.retryCount + 1, err: message }, "job failed");
        throw err;
      }
    }),
  );
}
