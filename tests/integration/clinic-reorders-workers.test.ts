import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { JOB_SCHEMA } from "@/db/job-schema";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { POST as setItem } from "@/app/api/clinic/guides/[id]/items/route";
import { POST as createGuide } from "@/app/api/clinic/guides/route";
import { POST as createReorder } from "@/app/api/clinic/reorders/route";
import { reorderTickJob } from "@/features/checkout/server/reorders";
import { jobDbFor } from "@/features/jobs/server";
import { deadLetterName, queueOptions } from "@/features/jobs/server/define";
import { backends, createTestDb } from "../helpers/test-db";
import { params, postJson, sessionCookie } from "../helpers/sessions";
import { count, setStock } from "../helpers/cart-fixtures";

async function until(check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

// 2026-11-04 is a Wednesday, the reorder's weekday
const RUN_DAY = "2026-11-04";
const NAME = reorderTickJob.name;

describe.each(backends)("scheduled reorders across two job workers on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const bosses: PgBoss[] = [];
  const handledBy: string[] = [];
  let started = 0;
  let reorderId = 0;

  /**
   * A second app instance's worker: its own pg-boss on the same database (on Postgres its own pool,
   * on PGlite the one client the folder allows). Each tick waits until both workers hold one, so the
   * ticks run at the same moment.
   */
  async function worker(label: string): Promise<PgBoss> {
    const boss =
      h.kind === "postgres"
        ? new PgBoss({ connectionString: h.url!, schema: JOB_SCHEMA, max: 3, supervise: false, schedule: false })
        : new PgBoss({ db: jobDbFor(h), schema: JOB_SCHEMA, supervise: false, schedule: false });
    boss.on("error", (err) => console.error(`[${label}]`, err.message));
    await boss.start();
    // the queues as every instance's start-up makes them: the dead-letter queue first
    await boss.createQueue(deadLetterName(NAME), { name: deadLetterName(NAME) });
    await boss.createQueue(NAME, queueOptions(reorderTickJob));
    await boss.work<{ at?: string }>(NAME, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (!job) return;
      started++;
      await until(() => started >= 2, 10_000).catch(() => undefined);
      await reorderTickJob.handler(job.data, { id: job.id, retryCount: 0, retryLimit: 0, isLastAttempt: true });
      handledBy.push(label);
    });
    bosses.push(boss);
    return boss;
  }

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    const [p] = await queryRows<{ id: number }>(
      h.db,
      sql`select p.id from products p where p.type <> 'variation' and p.regulatory_class = 'none' and p.level <= 5
        and p.see_price in ('login', 'without_login') and coalesce(p.price_cents, p.price_catalog_cents, 0) between 100 and 10000
        and not exists (select 1 from product_variations x where x.product_id = p.id) order by p.id limit 1`,
    );
    await setStock(h.db, p!.id, 50);
    const cookie = await sessionCookie("purchaser@dvm.demo", "DemoPurchaser#2026");
    const guide = (await (await createGuide(postJson("/api/clinic/guides", { name: "Weekly" }, cookie))).json()).data
      .id as number;
    const id = String(guide);
    await setItem(
      postJson(`/api/clinic/guides/${id}/items`, { product_id: p!.id, par_level: 2 }, cookie),
      params({ id }),
    );
    const made = await createReorder(
      postJson(
        "/api/clinic/reorders",
        { guide_id: guide, every_weeks: 1, weekday: 3, starts_on: "2026-11-02" },
        cookie,
      ),
    );
    expect(made.status).toBe(201);
    reorderId = (await made.json()).data.id;
  });
  afterAll(async () => {
    for (const b of bosses) await b.stop({ graceful: true, wait: true, close: false, timeout: 3_000 });
    await h?.dispose();
  });

  it("registers the schedule once, and places the reorder once when both instances tick on its day", async () => {
    const a = await worker("a");
    const b = await worker("b");
    // both instances register the same cron at start-up: pg-boss keeps one schedule by name
    await a.schedule(NAME, "5 * * * *", {}, { tz: "UTC" });
    await b.schedule(NAME, "5 * * * *", {}, { tz: "UTC" });
    expect((await a.getSchedules()).filter((s) => s.name === NAME)).toHaveLength(1);

    // each instance's clock fires the day's tick (a fake clock: the reorder's run day), and a later hourly tick too
    await a.send(NAME, { at: `${RUN_DAY}T06:05:00Z` });
    await b.send(NAME, { at: `${RUN_DAY}T06:05:00Z` });
    await until(() => handledBy.length >= 2);
    await a.send(NAME, { at: `${RUN_DAY}T07:05:00Z` });
    await until(() => handledBy.length >= 3);
    // a handler returns before pg-boss records its job as completed: wait for the record, not the handler
    await until(async () => {
      const [open] = await queryRows<{ n: number }>(
        h.db,
        sql`select count(*)::int as n from pgboss.job where name = ${NAME} and state not in ('completed', 'failed')`,
      );
      return open!.n === 0;
    }, 10_000);

    // every tick completed at its first attempt: none stumbled over the other's run (a retry would hide it)
    expect(
      await queryRows(h.db, sql`select state, retry_count from pgboss.job where name = ${NAME} order by created_on`),
    ).toEqual([0, 1, 2].map(() => ({ state: "completed", retry_count: 0 })));
    // both workers ran a tick, and the schedule ran once that day
    expect(new Set(handledBy)).toEqual(new Set(["a", "b"]));
    expect(
      await count(h.db, sql`select count(*)::int as n from orders where notes = ${`Scheduled reorder #${reorderId}`}`),
    ).toBe(1);
    expect(
      await queryRows(
        h.db,
        sql`select on_date, action from clinic_reorder_runs where reorder_id = ${reorderId} order by id`,
      ),
    ).toEqual([{ on_date: RUN_DAY, action: "placed" }]);
  });
});
