import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as setItem } from "@/app/api/clinic/guides/[id]/items/route";
import { POST as createGuide } from "@/app/api/clinic/guides/route";
import { DELETE as deleteReorder } from "@/app/api/clinic/reorders/[id]/route";
import { POST as skipReorder } from "@/app/api/clinic/reorders/[id]/skip/route";
import { GET as listReorders, POST as createReorder } from "@/app/api/clinic/reorders/route";
import { runDueReorders } from "@/features/checkout/server/reorders";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { count, setStock } from "../helpers/cart-fixtures";

const del = (url: string, cookie: string) =>
  new Request(`http://localhost:3000${url}`, {
    method: "DELETE",
    headers: { cookie, origin: "http://localhost:3000" },
  });
// 2026-11-02 is a Monday; the reorders below run on Wednesdays
const at = (day: string) => new Date(`${day}T06:05:00Z`);

describe.each(backends)("scheduled reorders on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let product = 0;

  const guideWith = async (cookie: string, quantity: number) => {
    const made = await (await createGuide(postJson("/api/clinic/guides", { name: "Weekly" }, cookie))).json();
    const id = String(made.data.id);
    await setItem(postJson(`/api/clinic/guides/${id}/items`, { product_id: product, par_level: quantity }, cookie), {
      ...params({ id }),
    });
    return made.data.id as number;
  };
  const reorderOf = async (cookie: string, guide_id: number) => {
    const res = await createReorder(
      postJson("/api/clinic/reorders", { guide_id, every_weeks: 1, weekday: 3, starts_on: "2026-11-02" }, cookie),
    );
    expect(res.status).toBe(201);
    return (await res.json()).data as { id: number; next_run_on: string };
  };
  const ordersOf = (id: number) =>
    count(h.db, sql`select count(*)::int as n from orders where notes = ${`Scheduled reorder #${id}`}`);
  const stock = () => count(h.db, sql`select quantity as n from products where id = ${product}`);

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    // a cheap, uncontrolled product any level may buy: within the purchaser's $500 limit
    const [p] = await queryRows<{ id: number }>(
      h.db,
      sql`select p.id from products p where p.type <> 'variation' and p.regulatory_class = 'none' and p.level <= 5
        and p.see_price in ('login', 'without_login') and coalesce(p.price_cents, p.price_catalog_cents, 0) between 100 and 10000
        and not exists (select 1 from product_variations x where x.product_id = p.id) order by p.id limit 1`,
    );
    product = p!.id;
    await setStock(h.db, product, 50);
    c.purchaser = await sessionCookie("purchaser@dvm.demo", "DemoPurchaser#2026");
    c.requester = await sessionCookie("requester@dvm.demo", "DemoRequester#2026");
    c.other = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
  });
  afterAll(async () => h?.dispose());

  it("tells the buyer a day ahead, then places the order once even when two workers tick at the same moment", async () => {
    const r = await reorderOf(c.purchaser, await guideWith(c.purchaser, 2));
    // the real clock is past the start: the next run is a Wednesday
    expect(new Date(`${r.next_run_on}T00:00:00Z`).getUTCDay()).toBe(3);

    await Promise.all([runDueReorders(at("2026-11-03")), runDueReorders(at("2026-11-03"))]);
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from notifications where user_id = 'demo-clinic-purchaser' and message = 'reorder notify'`,
      ),
    ).toBe(1);
    expect(await ordersOf(r.id)).toBe(0);

    const before = await stock();
    const [a, b] = await Promise.all([runDueReorders(at("2026-11-04")), runDueReorders(at("2026-11-04"))]);
    expect([...a, ...b].filter((o) => o.reorderId === r.id).map((o) => o.action)).toEqual(["placed"]);
    expect(await ordersOf(r.id)).toBe(1);
    expect(await stock()).toBe(before - 2);
    // a later tick the same day does nothing either
    await runDueReorders(new Date("2026-11-04T23:05:00Z"));
    expect(await ordersOf(r.id)).toBe(1);
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from clinic_orders o join orders x on x.id = o.order_id
        where x.notes = ${`Scheduled reorder #${r.id}`} and o.organization_id = 'clinic-heartland'`,
      ),
    ).toBe(1);

    // skip once: the next Wednesday is skipped, the one after runs
    const skipped = await skipReorder(postJson(`/api/clinic/reorders/${r.id}/skip`, {}, c.purchaser), {
      ...params({ id: String(r.id) }),
    });
    expect(skipped.status).toBe(200);
    const listed = (await (await listReorders(get("/api/clinic/reorders", c.purchaser))).json()).data;
    const mine = listed.find((x: { id: number }) => x.id === r.id);
    expect(mine).toMatchObject({ skip_next: true });
    expect(Date.parse(mine.next_run_on) - Date.parse(mine.skipped_run_on)).toBe(7 * 86_400_000);
    await runDueReorders(at("2026-11-10")); // no reminder for a skipped run
    await runDueReorders(at("2026-11-11"));
    expect(await ordersOf(r.id)).toBe(1);
    await runDueReorders(at("2026-11-18"));
    expect(await ordersOf(r.id)).toBe(2);
  });

  it("sends a requester's reorder to the clinic's approvers instead of placing it", async () => {
    const r = await reorderOf(c.requester, await guideWith(c.requester, 1));
    const out = await runDueReorders(at("2026-11-25"));
    expect(out.find((o) => o.reorderId === r.id)?.action).toBe("held");
    expect(await ordersOf(r.id)).toBe(0);
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from clinic_approvals where requested_by = 'demo-clinic-requester' and status = 'pending'`,
      ),
    ).toBe(1);
  });

  it("keeps another clinic out: list, create from its guide, skip and delete refuse and change nothing", async () => {
    const guide = await guideWith(c.purchaser, 1);
    const r = await reorderOf(c.purchaser, guide);
    expect((await (await listReorders(get("/api/clinic/reorders", c.other))).json()).data).toEqual([]);
    const made = await createReorder(
      postJson("/api/clinic/reorders", { guide_id: guide, every_weeks: 1, weekday: 1 }, c.other),
    );
    expect(made.status).toBe(403);
    const [theirs] = await queryRows<{ id: number }>(
      h.db,
      sql`select l.id from clinic_locations l join member m on m.organization_id = l.organization_id
        where m.user_id = 'demo-buyer' limit 1`,
    );
    const elsewhere = await createReorder(
      postJson(
        "/api/clinic/reorders",
        { guide_id: guide, location_id: theirs!.id, every_weeks: 1, weekday: 1 },
        c.purchaser,
      ),
    );
    expect(elsewhere.status).toBe(403);
    const id = String(r.id);
    expect((await skipReorder(postJson(`/api/clinic/reorders/${id}/skip`, {}, c.other), params({ id }))).status).toBe(
      403,
    );
    expect((await deleteReorder(del(`/api/clinic/reorders/${id}`, c.other), params({ id }))).status).toBe(403);
    expect(
      await count(h.db, sql`select count(*)::int as n from clinic_reorders where id = ${r.id} and not skip_next`),
    ).toBe(1);
    const none = await createReorder(postJson("/api/clinic/reorders", { every_weeks: 1, weekday: 1 }, c.purchaser));
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe("Choose an order guide or a past order to repeat.");
    const weeks = await createReorder(
      postJson("/api/clinic/reorders", { guide_id: guide, every_weeks: 13, weekday: 1 }, c.purchaser),
    );
    expect((await weeks.json()).message).toBe("Repeat every 1 to 12 weeks.");
    expect(await count(h.db, sql`select count(*)::int as n from clinic_reorders`)).toBe(3);
    expect((await deleteReorder(del(`/api/clinic/reorders/${id}`, c.purchaser), params({ id }))).status).toBe(200);
    expect(await count(h.db, sql`select count(*)::int as n from clinic_reorders where id = ${r.id}`)).toBe(0);
  });
});
