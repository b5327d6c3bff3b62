import "server-only";
import PgBoss from "pg-boss";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { getDbHandle, type DbHandle } from "@/db/client";
import { JOB_SCHEMA } from "@/db/job-schema";
import { log } from "@/lib/logger";
import { deadLetterName, queueOptions, registeredJobs, registeredSchedules } from "./define";
import { runJob } from "./run-job";

/**
 * A job still in hand when the worker's stop timed out finishes after the database closed; pg-boss records
 * its outcome without awaiting it, so a throw there is an unhandled rejection that can end the process.
 * The outcome is dropped instead: the job stays active, expires and runs again (every job is idempotent).
 * A result without rows reads as "0 affected" to pg-boss's completions, and any awaited reader fails loudly.
 */
const closedResult = (text: string) => {
  log("jobs").warn({ statement: text.slice(0, 60) }, "database closed: a job's outcome was not recorded");
  return {} as { rows: never[] };
};

/** pg-boss over the process's own PGlite client: one connection, so no second opener of the folder. */
function pgliteAdapter(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (client.closed) return closedResult(text);
      if (values?.length) return client.query(text, values, { rowMode: "object" });
      // parameterless text may hold several statements (the maintenance scripts)
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
  };
}

function poolAdapter(pool: pg.Pool): PgBoss.Db {
  return {
    executeSql: async (text: string, values?: unknown[]) =>
      pool.ending || pool.ended ? closedResult(text) : pool.query(text, values),
  };
}

/** How pg-boss reaches this process's database: its PGlite client, or its Postgres pool. */
export function jobDbFor(handle: DbHandle): PgBoss.Db {
  return handle.pglite ? pgliteAdapter(handle.pglite) : poolAdapter(handle.pool!);
}

type Running = { boss: PgBoss; workers: Map<string, string> };
const holder = globalThis as unknown as { __dvmJobWorker?: Promise<Running> };

/**
 * Starts the worker in this process (the server at start-up; tests call it themselves): every defined
 * job gets its queue, its dead-letter queue and a worker; schedules are registered once for all instances.
 */
export function startJobWorker(opts: { pollingIntervalSeconds?: number } = {}): Promise<Running> {
  holder.__dvmJobWorker ??= (async () => {
    const handle = await getDbHandle();
    const boss = new PgBoss({ db: jobDbFor(handle), schema: JOB_SCHEMA, schedule: true, supervise: true });
    boss.on("error", (err) => log("jobs").error({ err }, "queue error"));
    await boss.start();
    const workers = new Map<string, string>();
    for (const def of registeredJobs()) {
      await boss.createQueue(deadLetterName(def.name), { name: deadLetterName(def.name) });
      await boss.createQueue(def.name, queueOptions(def));
      await boss.updateQueue(def.name, queueOptions(def));
      const id = await boss.work<object>(
        def.name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: opts.pollingIntervalSeconds ?? def.pollingIntervalSeconds,
        },
        async ([job]) => {
          if (job) await runJob(def, job);
        },
      );
      workers.set(def.name, id);
    }
    for (const s of registeredSchedules()) await boss.schedule(s.job.name, s.cron, s.payload, { tz: "UTC" });
    // whoever closes the database (shutdown, a script) stops the worker first, so no job runs on a closed client
    const close = handle.close;
    handle.close = async () => {
      await stopJobWorker(3_000).catch((err: Error) => log("jobs").error({ err }, "stopping the worker failed"));
      await close();
    };
    return { boss, workers };
  })();
  return holder.__dvmJobWorker;
}

/** Stops fetching and waits (bounded) for the jobs in hand; the database stays open for the caller. */
export async function stopJobWorker(timeoutMs = 10_000): Promise<void> {
  const running = holder.__dvmJobWorker;
  if (!running) return;
  holder.__dvmJobWorker = undefined;
  const { boss } = await running;
  await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
}

/** A job just written in this process: wake its worker soon after the writer's commit instead of at its next poll. */
export function wakeWorker(name: string): void {
  const running = holder.__dvmJobWorker;
  if (!running) return;
  void running.then(({ boss, workers }) => {
    const id = workers.get(name);
    if (!id) return;
    for (const ms of [15, 150]) setTimeout(() => boss.notifyWorker(id), ms).unref?.();
  });
}
