import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineJob, enqueue, startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { backends, createTestDb } from "../helpers/test-db";

const seen: string[] = [];
const attempts = new Map<string, number>();
const lastAttempt: string[] = [];

const echo = defineJob<{ text: string }>({
  name: "test-echo",
  pollingIntervalSeconds: 0.5,
  handler: async ({ text }) => void seen.push(text),
});
const flaky = defineJob<{ key: string; failTimes: number }>({
  name: "test-flaky",
  retryLimit: 2,
  retryDelaySeconds: 0,
  pollingIntervalSeconds: 0.5,
  handler: async ({ key, failTimes }, attempt) => {
    const n = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, n);
    if (attempt.isLastAttempt && n <= failTimes) lastAttempt.push(key);
    if (n <= failTimes) throw new Error(`attempt ${n} of ${key} fails`);
  },
});

async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(backends)("job queue (%s)", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;

  beforeAll(async () => {
    db = await createTestDb(backend);
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopJobWorker(2_000);
    await db?.dispose();
  });

  it("runs a job written in a committed transaction, and nothing from a rolled-back one", async () => {
    await db.db
      .transaction(async (tx) => {
        await enqueue(tx as never, echo, { text: `${backend}-rolled-back` });
        throw new Error("abort");
      })
      .catch(() => undefined);
    await db.db.transaction(async (tx) => {
      await enqueue(tx as never, echo, { text: `${backend}-committed` });
    });
    await until(() => seen.includes(`${backend}-committed`));
    await new Promise((r) => setTimeout(r, 800));
    expect(seen).not.toContain(`${backend}-rolled-back`);
    const rows = await db.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'test-echo'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it("delays a job by its start-after seconds, inside the caller's transaction", async () => {
    // pg-boss reuses one parameter as text, timestamp and interval: it must be bound once, as pg-boss binds it
    const id = await db.db.transaction((tx) =>
      enqueue(tx as never, echo, { text: `${backend}-later` }, { startAfterSeconds: 60 }),
    );
    const rows = (await db.db.execute(
      sql`select extract(epoch from start_after - now())::int as wait from pgboss.job where id = ${id}`,
    )) as unknown as { rows: { wait: number }[] };
    expect(rows.rows[0]!.wait).toBeGreaterThanOrEqual(55);
    expect(rows.rows[0]!.wait).toBeLessThanOrEqual(60);
  });

  it("retries a failing job and completes it once it succeeds", async () => {
    await enqueue(db.db, flaky, { key: `${backend}-twice`, failTimes: 2 });
    await until(() => attempts.get(`${backend}-twice`) === 3);
    expect(lastAttempt).not.toContain(`${backend}-twice`);
  });

  it("keeps a dead-letter copy after the last retry fails", async () => {
    await enqueue(db.db, flaky, { key: `${backend}-always`, failTimes: 99 });
    await until(async () => {
      const r = (await db.db.execute(
        sql`select data->>'key' as key from pgboss.job where name = 'test-flaky-dead'`,
      )) as unknown as { rows: { key: string }[] };
      return r.rows.some((x) => x.key === `${backend}-always`);
    });
    expect(attempts.get(`${backend}-always`)).toBe(3);
    expect(lastAttempt).toContain(`${backend}-always`);
  });
});
