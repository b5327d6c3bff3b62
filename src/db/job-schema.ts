import PgBoss from "pg-boss";

/** The job queue's tables live in their own schema, owned by pg-boss (it migrates them on later versions). */
export const JOB_SCHEMA = "pgboss";

/**
 * Installs the queue's tables with the other migrations, so a transaction can write a job before any
 * worker has started (on PGlite a worker starting inside an open transaction would wait on it forever).
 * `run` executes parameterless, possibly multi-statement SQL text on a connection the caller owns.
 */
export async function installJobSchema(run: (text: string) => Promise<{ rows: unknown[] }>): Promise<void> {
  const { rows } = await run(`select to_regclass('${JOB_SCHEMA}.version') is not null as ok`);
  if ((rows[0] as { ok?: boolean } | undefined)?.ok) return;
  await run(PgBoss.getConstructionPlans(JOB_SCHEMA));
}
