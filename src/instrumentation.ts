// Next runs register() once when the server starts (and `npm run dev`), before the first request:
// tracing starts first when configured (so the database driver and HTTP are instrumented before
// use), then the database opens (folder lock, migrations, integrity check) and the job worker starts
// unless this instance runs without it (JOB_WORKER=off). The app has no edge runtime, so this always
// runs in Node. Loading the job seams (server/job-seams.ts) defines the jobs.
export async function register(): Promise<void> {
  const { getConfig } = await import("@/lib/config");
  const config = getConfig();
  // nothing of OpenTelemetry is loaded without an endpoint
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) await (await import("@/server/tracing")).startTracing(config);
  const { log } = await import("@/lib/logger");
  const { defineOutboxMetrics } = await import("@/features/mail/server");
  const { defineLiveMetrics } = await import("@/features/notifications/server");
  await (await import("@/server/job-seams")).loadJobSeams();
  const { defineQueueMetrics, startJobWorker } = await import("@/features/jobs/server");
  const { defineSearchMetrics, warmSearch } = await import("@/features/search/server");
  defineOutboxMetrics();
  defineLiveMetrics();
  defineQueueMetrics();
  defineSearchMetrics();
  try {
    if (config.JOB_WORKER) await startJobWorker();
    else await (await import("@/features/shell/server")).checkDatabase(); // a web instance: open and check the database only
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    // a folder held by another process or damaged: refuse to serve, with the message that says why
    if (e.name === "FolderLockedError" || e.name === "DatabaseIntegrityError") {
      log("server").fatal(e.message);
      process.exit(1);
    }
    // otherwise the app still serves; jobs wait in the database until a worker runs
    log("jobs").error({ err: e }, "the worker did not start");
  }
  // the search index is built behind the first requests rather than by the first search
  warmSearch();
}
