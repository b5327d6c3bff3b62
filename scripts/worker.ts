// `npm run worker`: a process that only runs jobs (mail, live pushes, webhooks, reorders, file
// releases), for a deployment whose web instances run with JOB_WORKER=off. Same database and Redis
// as the web instances; its metrics (job runs, queue depth, outbox) on METRICS_PORT like theirs.
// Stops on SIGTERM after the jobs in hand finish (bounded), then closes the database.
import { getDbHandle } from "@/db/client";
import { defineOutboxMetrics } from "@/features/mail/server";
import { defineQueueMetrics, startJobWorker } from "@/features/jobs/server";
import { getConfig } from "@/lib/config";
import { log } from "@/lib/logger";
import { listenForMetrics } from "@/server/metrics-listener";
import { loadJobSeams } from "@/server/job-seams";

const config = getConfig();
const logger = log("worker");
if (config.OTEL_EXPORTER_OTLP_ENDPOINT) await (await import("@/server/tracing")).startTracing(config);
// the same jobs as a web instance runs (src/instrumentation.ts loads the same seams)
await loadJobSeams();
defineOutboxMetrics();
defineQueueMetrics();
await startJobWorker();
const metrics = await listenForMetrics(config.METRICS_PORT, config.METRICS_HOST);
logger.info({ metrics: metrics ? `${config.METRICS_HOST}:${config.METRICS_PORT}` : "off" }, "job worker running");

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  metrics?.close();
  // closing the database stops the worker first (jobs in hand finish, bounded)
  await (await getDbHandle()).close();
  const { flushTracing } = await import("@/lib/tracing");
  await flushTracing();
  logger.info("job worker stopped");
  process.exit(0);
}
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void stop());
