import "server-only";
import PgBoss from "pg-boss";
import { getDbHandle, type DbHandle, type Tx } from "@/db/client";
import { JOB_SCHEMA } from "@/db/job-schema";
import { deadLetterName, queueOptions, type JobDefinition } from "./define";
import { withRequestId } from "./run-job";
import { wakeWorker } from "./worker";

type DriverClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss's SQL, run on the caller's transaction connection: the job commits or rolls back with it.
 * It goes to the driver (PGlite's transaction or node-postgres' pooled client) with pg-boss's own `$n`
 * parameters, because pg-boss uses one parameter several times with different types (start-after is
 * read as text, as a timestamp and as an interval); re-binding each use as its own parameter breaks that.
 */
export function txAdapter(tx: Tx): PgBoss.Db {
  // Drizzle keeps the connection of a transaction (or the pool, outside one) on its session.
  const client = (tx as unknown as { session: { client: DriverClient } }).session.client;
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const res = await client.query(text, values);
      return { rows: res.rows };
    },
  };
}

// Used only to build and send jobs through an adapter; it never opens a connection or starts.
const holder = globalThis as unknown as { __dvmJobSender?: PgBoss; __dvmKnownQueues?: WeakMap<DbHandle, Set<string>> };

function sender(): PgBoss {
  holder.__dvmJobSender ??= new PgBoss({ db: { executeSql: async () => ({ rows: [] }) }, schema: JOB_SCHEMA });
  return holder.__dvmJobSender;
}

/** Creates the job's queue (and its dead-letter queue) in the transaction when no worker has yet. */
async function ensureQueue(db: PgBoss.Db, def: JobDefinition<object>): Promise<void> {
  // per database: tests install a fresh one per suite
  const handle = await getDbHandle();
  const byDb = (holder.__dvmKnownQueues ??= new WeakMap());
  const known = byDb.get(handle) ?? new Set<string>();
  byDb.set(handle, known);
  if (known.has(def.name)) return;
  const { rows } = await db.executeSql(`select 1 from ${JOB_SCHEMA}.queue where name = $1`, [def.name]);
  if (rows.length) {
    known.add(def.name); // committed by someone: it stays
    return;
  }
  const { name: _name, ...options } = queueOptions(def);
  void _name;
  await db.executeSql(`select ${JOB_SCHEMA}.create_queue($1, $2)`, [
    deadLetterName(def.name),
    JSON.stringify({ policy: "standard" }),
  ]);
  await db.executeSql(`select ${JOB_SCHEMA}.create_queue($1, $2)`, [
    def.name,
    JSON.stringify({ policy: "standard", ...options }),
  ]);
}

export type EnqueueOptions = { startAfterSeconds?: number; singletonKey?: string };

/**
 * Writes a job in the caller's transaction: it exists exactly when the caller's change commits, and a
 * worker delivers it after commit, with retries and backoff. Pass the process handle when there is no
 * transaction. Returns the job's id (null when a singleton key already has a pending job).
 */
export async function enqueue<P extends object>(
  tx: Tx,
  job: JobDefinition<P>,
  payload: P,
  opts: EnqueueOptions = {},
): Promise<string | null> {
  const db = txAdapter(tx);
  await ensureQueue(db, job as unknown as JobDefinition<object>);
  const id = await sender().send(job.name, withRequestId(payload), {
    db,
    retryLimit: job.retryLimit,
    retryDelay: job.retryDelaySeconds,
    retryBackoff: true,
    deadLetter: deadLetterName(job.name),
    ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
    ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
  });
  wakeWorker(job.name);
  return id;
}
