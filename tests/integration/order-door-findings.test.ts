import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoCredentials } from "@/db/seed/demo-credentials";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as approve } from "@/app/api/clinic/approvals/[id]/approve/route";
import { GET as members, POST as invite } from "@/app/api/clinic/members/route";
import { POST as setItem } from "@/app/api/clinic/guides/[id]/items/route";
import { POST as createGuide } from "@/app/api/clinic/guides/route";
import { POST as createReorder } from "@/app/api/clinic/reorders/route";
import { runDueReorders } from "@/features/checkout/server/reorders";
import { SHIP_CONTROLLED_IN_PORTAL } from "@/features/compliance/server";
import { advanceOrderStatus } from "@/features/orders/server";
import { FORM_ALREADY_USED, ONE_FORM_ONE_VENDOR } from "@/features/compliance";
import { SHIP_TO_TEXT } from "@/features/checkout/ship-to";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock, type Buyable } from "../helpers/cart-fixtures";

// One test per finding of the side-road audit; each failed before its fix.
describe.each(backends)("side roads closed on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let items: Buyable[];
  let location = 0;
  let seq = 0;
  const key = () => `findings-${backend}-${++seq}-key`;
  const exec = (q: ReturnType<typeof sql>) => h.db.execute(q);
  const clearCart = () => exec(sql`delete from cart_items where location_id = ${location}`);
  const addLine = async (cookie: string, it: Buyable, quantity = 1) => {
    const res = await add(
      postJson("/api/add-cart-app", { type: "product", product_id: it.id, vendor_id: it.vendor_id, quantity }, cookie),
    );
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const setClass = (it: Buyable, cls: string) =>
    exec(sql`update products set regulatory_class = ${cls} where id = ${it.id}`);
  const ordersOf = (userId: string) =>
    count(h.db, sql`select count(*)::int as n from orders where user_id = ${userId}`);

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    await seedDemoCredentials(h.db);
    for (const who of ["purchaser", "requester", "owner", "manager"])
      c[who] = await sessionCookie(`${who}@dvm.demo`, `Demo${who[0]!.toUpperCase()}${who.slice(1)}#2026`);
    items = await buyableProducts(h.db, 4);
    for (const it of items) {
      await setStock(h.db, it.id, 500);
      await exec(
        sql`update products set price_cents = 10000, price_catalog_cents = null, price_discounted_cents = null where id = ${it.id}`,
      );
    }
    [{ id: location }] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from clinic_locations where organization_id = 'clinic-heartland' order by id limit 1`,
    );
    // controlled orders go straight through here, so the door's own checks are what is seen
    await exec(sql`delete from clinic_approval_rules where organization_id = 'clinic-heartland'`);
  });
  afterAll(async () => h?.dispose());

  it("1: a scheduled reorder leaves out the controlled line its location may not buy, and records the one it may", async () => {
    await setClass(items[0]!, "CIII");
    await setClass(items[1]!, "CII");
    const guide = await (await createGuide(postJson("/api/clinic/guides", { name: "Controlled" }, c.purchaser))).json();
    const id = String(guide.data.id);
    for (const it of [items[0]!, items[1]!])
      await setItem(postJson(`/api/clinic/guides/${id}/items`, { product_id: it.id, par_level: 1 }, c.purchaser), {
        ...params({ id }),
      });
    const body = { guide_id: guide.data.id, every_weeks: 1, weekday: 3, starts_on: "2026-11-02" };
    const r = (await (await createReorder(postJson("/api/clinic/reorders", body, c.purchaser))).json()).data;
    const out = (await runDueReorders(new Date(`${r.next_run_on}T06:05:00Z`))).find((o) => o.reorderId === r.id)!;
    expect(out.action).toBe("placed");
    expect(out.message).toMatch(/Left out: .*Schedule II items need a DEA 222 or CSOS order form/);
    const recorded = await queryRows<{ schedule: string; location_id: number }>(
      h.db,
      sql`select r.schedule, r.location_id from controlled_record r join orders o on o.id = r.order_id
        where o.notes = ${`Scheduled reorder #${r.id}`}`,
    );
    expect(recorded).toEqual([{ schedule: "CIII", location_id: location }]);
    await setClass(items[0]!, "none");
    await setClass(items[1]!, "none");
  });

  it("2: pending invitations are for managers only; a manager cannot mint another approver", async () => {
    const made = await invite(
      postJson("/api/clinic/members", { email: "tech2@example.com", role: "viewer" }, c.manager),
    );
    expect(made.status).toBe(201);
    const seen = async (cookie: string) => (await (await members(get("/api/clinic/members", cookie))).json()).data;
    expect((await seen(c.requester)).invitations).toEqual([]);
    expect((await seen(c.purchaser)).invitations).toEqual([]);
    expect((await seen(c.manager)).invitations.map((i: { email: string }) => i.email)).toContain("tech2@example.com");
    const before = await count(h.db, sql`select count(*)::int as n from invitation`);
    const mint = await invite(
      postJson("/api/clinic/members", { email: "me-again@example.com", role: "manager" }, c.manager),
    );
    expect(mint.status).toBe(403);
    expect((await mint.json()).message).toMatch(/Only the clinic's owner grants/);
    expect(await count(h.db, sql`select count(*)::int as n from invitation`)).toBe(before);
  });

  it("2: no approver approves an order they created, whatever the clinic's settings", async () => {
    await exec(
      sql`insert into clinic_approval_rules (organization_id, kind, amount_cents) values ('clinic-heartland', 'total_over', 100)`,
    );
    await clearCart();
    await addLine(c.manager, items[2]!);
    const held = await (await checkout(postJson("/api/checkout", { idempotency_key: key() }, c.manager))).json();
    expect(held.status).toBe("pending_approval");
    await exec(sql`update organization set self_approval = true where id = 'clinic-heartland'`);
    const id = String(held.approval_id);
    const self = await approve(postJson(`/api/clinic/approvals/${id}/approve`, {}, c.manager), params({ id }));
    expect(self.status).toBe(403);
    await exec(sql`update organization set self_approval = false where id = 'clinic-heartland'`);
    await exec(sql`delete from clinic_approval_rules where organization_id = 'clinic-heartland'`);
  });

  it("4: one DEA 222 form covers one order of one vendor, dated no later than today", async () => {
    await setClass(items[0]!, "CII");
    await setClass(items[1]!, "CII");
    const today = new Date().toISOString().slice(0, 10);
    const form = (number: string, date = today) => ({ order_form_number: number, order_form_date: date });
    const before = await ordersOf("demo-clinic-purchaser");
    await clearCart();
    await addLine(c.purchaser, items[0]!);
    const future = await checkout(
      postJson("/api/checkout", { idempotency_key: key(), ...form("222-900001", "2099-01-01") }, c.purchaser),
    );
    expect(future.status).toBe(403);
    expect((await future.json()).message).toMatch(/dated in the future/);
    const first = await checkout(
      postJson("/api/checkout", { idempotency_key: key(), ...form("222-900001") }, c.purchaser),
    );
    expect(first.status, await first.clone().text()).toBe(200);
    await addLine(c.purchaser, items[0]!);
    const again = await checkout(
      postJson("/api/checkout", { idempotency_key: key(), ...form("222 900001") }, c.purchaser),
    );
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(FORM_ALREADY_USED);
    await addLine(c.purchaser, items[1]!);
    const two = await checkout(
      postJson("/api/checkout", { idempotency_key: key(), ...form("222-900002") }, c.purchaser),
    );
    expect((await two.json()).message).toBe(ONE_FORM_ONE_VENDOR);
    expect(await ordersOf("demo-clinic-purchaser")).toBe(before + 1);
    await clearCart();
    await setClass(items[0]!, "none");
    await setClass(items[1]!, "none");
  });

  it("5: a group's order ships to the location it is for; controlled lines never to a member's own address", async () => {
    await clearCart();
    await addLine(c.purchaser, items[2]!);
    const placed = await (await checkout(postJson("/api/checkout", { idempotency_key: key() }, c.purchaser))).json();
    const [order] = await queryRows<{ line1: string }>(
      h.db,
      sql`select shipping_address->>'line1' as line1 from orders where id = ${placed.orders[0].id}`,
    );
    expect(order!.line1).toBe("1200 Oak Avenue");
    const [home] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from addresses where user_id = 'demo-clinic-purchaser' limit 1`,
    );
    await addLine(c.purchaser, items[2]!);
    const mine = await checkout(
      postJson("/api/checkout", { idempotency_key: key(), shipping_address_id: home!.id }, c.purchaser),
    );
    expect(mine.status).toBe(422);
    expect((await mine.json()).message).toBe(SHIP_TO_TEXT.notAllowed("Heartland North"));
    await exec(sql`update organization set ship_to_other_addresses = true where id = 'clinic-heartland'`);
    await setClass(items[2]!, "CIV");
    const controlled = await checkout(
      postJson("/api/checkout", { idempotency_key: key(), shipping_address_id: home!.id }, c.purchaser),
    );
    expect((await controlled.json()).message).toBe(SHIP_TO_TEXT.controlled("Heartland North"));
    await exec(sql`update organization set ship_to_other_addresses = false where id = 'clinic-heartland'`);
    await setClass(items[2]!, "none");
    await clearCart();
  });

  it("6: the operator's status command does not ship controlled lines around the lot and form checks", async () => {
    await setClass(items[2]!, "CIV");
    await clearCart();
    await addLine(c.purchaser, items[2]!);
    const placed = await (await checkout(postJson("/api/checkout", { idempotency_key: key() }, c.purchaser))).json();
    const id = placed.orders[0].id as number;
    await expect(advanceOrderStatus({ orderId: id, status: "shipped", trackingNumber: "1Z999" })).rejects.toThrow(
      SHIP_CONTROLLED_IN_PORTAL,
    );
    const [o] = await queryRows<{ status: string }>(h.db, sql`select status from orders where id = ${id}`);
    expect(o!.status).toBe("placed");
    await setClass(items[2]!, "none");
  });

  it("7: a cart split into parallel checkouts never places more than the purchaser's limit", async () => {
    // two vendors' lines of $300 each against a $500 limit, checked out one vendor at a time, at once
    await clearCart();
    await exec(sql`update clinic_orders set created_at = now() - interval '2 days'`);
    for (const it of [items[0]!, items[3]!]) {
      await exec(sql`update products set price_cents = 30000 where id = ${it.id}`);
      await addLine(c.purchaser, it);
    }
    const split = (it: Buyable) =>
      checkout(postJson("/api/checkout", { idempotency_key: key(), vendor_ids: [it.vendor_id] }, c.purchaser));
    const results = await Promise.all([split(items[0]!), split(items[3]!)]).then((rs) =>
      Promise.all(rs.map((r) => r.json())),
    );
    expect(results.map((r) => r.status ?? "placed").sort()).toEqual(["pending_approval", "placed"]);
    const [spent] = await queryRows<{ n: number }>(
      h.db,
      sql`select coalesce(sum(c.total_cents), 0)::int as n from clinic_orders c join orders o on o.id = c.order_id
        where o.user_id = 'demo-clinic-purchaser' and c.approval_id is null and c.created_at > now() - interval '1 day'`,
    );
    expect(spent!.n).toBeLessThanOrEqual(50_000);
  });

  it("no code but the door writes an order or its lines", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)) files.push(p);
      }
    };
    walk(join(process.cwd(), "src"));
    walk(join(process.cwd(), "scripts"));
    const writers = files.filter((f) =>
      /\.insert\((orders|orderItems)\)|insert into (orders|order_items)\b/i.test(readFileSync(f, "utf8")),
    );
    const callers = files.filter((f) => /\bwriteOrders\(/.test(readFileSync(f, "utf8")));
    const rel = (xs: string[]) => xs.map((f) => f.slice(process.cwd().length + 1)).sort();
    expect(rel(writers)).toEqual(["src/features/checkout/server/order-writes.ts"]);
    expect(rel(callers)).toEqual([
      "src/features/checkout/server/door.ts",
      "src/features/checkout/server/order-writes.ts",
    ]);
  });
});
