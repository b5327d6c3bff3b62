import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedDemoCredentials } from "@/db/seed/demo-credentials";
import { POST as add } from "@/app/api/add-cart-app/route";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as approvals } from "@/app/api/clinic/approvals/route";
import { POST as approve } from "@/app/api/clinic/approvals/[id]/approve/route";
import { POST as reject } from "@/app/api/clinic/approvals/[id]/reject/route";
import { GET as clinics } from "@/app/api/clinic/route";
import { POST as switchTo } from "@/app/api/clinic/switch/route";
import { GET as spending } from "@/app/api/clinic/spending/route";
import { GET as spendingCsv } from "@/app/api/clinic/spending/csv/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock, type Buyable } from "../helpers/cart-fixtures";

describe.each(backends)("clinic approvals on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let items: Buyable[];
  const orders = (userId: string) => count(h.db, sql`select count(*)::int as n from orders where user_id = ${userId}`);
  // a group clinic's orders ship to the location acted for; a one-person clinic may use its own address
  const shipTo = (a: number, userId: string) =>
    userId.startsWith("demo-clinic-") ? {} : { shipping_address_id: a, billing_address_id: a };
  const addressOf = async (userId: string) =>
    (await queryRows<{ id: number }>(h.db, sql`select id from addresses where user_id = ${userId} limit 1`))[0]!.id;

  async function fill(cookie: string, lines: { item: Buyable; quantity: number }[]) {
    for (const { item, quantity } of lines) {
      const res = await add(
        postJson(
          "/api/add-cart-app",
          { type: "product", product_id: item.id, vendor_id: item.vendor_id, quantity },
          cookie,
        ),
      );
      expect(res.status).toBe(200);
    }
  }
  async function checkOut(cookie: string, userId: string, key: string) {
    const a = await addressOf(userId);
    return checkout(postJson("/api/checkout", { idempotency_key: key, ...shipTo(a, userId) }, cookie));
  }

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 200 });
    await seedDemoUsers(h.db);
    await seedDemoCredentials(h.db);
    c.owner = await sessionCookie("owner@dvm.demo", "DemoOwner#2026");
    c.manager = await sessionCookie("manager@dvm.demo", "DemoManager#2026");
    c.purchaser = await sessionCookie("purchaser@dvm.demo", "DemoPurchaser#2026");
    c.requester = await sessionCookie("requester@dvm.demo", "DemoRequester#2026");
    c.buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    items = await buyableProducts(h.db, 3);
    for (const it of items) {
      await setStock(h.db, it.id, 50);
      // $400 each, no discount, so totals are known
      await h.db.execute(
        sql`update products set price_cents = 40000, price_catalog_cents = null, price_discounted_cents = null, regulatory_class = 'none' where id = ${it.id}`,
      );
    }
  });
  afterAll(async () => h?.dispose());

  it("every existing and demo buyer is a one-person clinic; the group has three locations", async () => {
    const mine = await (await clinics(get("/api/clinic", c.buyer))).json();
    expect(mine.data.clinics).toHaveLength(1);
    expect(mine.data.clinics[0]).toMatchObject({ role: "owner", name: "Riverbend Animal Hospital" });
    expect(mine.data.clinics[0].locations).toHaveLength(1);
    const group = await (await clinics(get("/api/clinic", c.purchaser))).json();
    expect(group.data.clinics[0].locations).toHaveLength(3);
    expect(await count(h.db, sql`select count(*)::int as n from member where user_id = 'demo-salesrep'`)).toBe(0);
  });

  it("the demo buyer checks out exactly as before", async () => {
    await fill(c.buyer, [{ item: items[0]!, quantity: 3 }]);
    const res = await checkOut(c.buyer, "demo-buyer", "buyer-plain-0001");
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.orders).toHaveLength(1);
    expect(
      await count(h.db, sql`select count(*)::int as n from clinic_orders where order_id = ${body.orders[0].id}`),
    ).toBe(1);
  });

  it("places a purchaser's order within the limit", async () => {
    await fill(c.purchaser, [{ item: items[0]!, quantity: 1 }]);
    const body = await (await checkOut(c.purchaser, "demo-clinic-purchaser", "purch-small-0001")).json();
    expect(body.orders).toHaveLength(1);
  });

  it("holds $800 over the purchaser's $500 limit; only another clinic approver may approve, once", async () => {
    const before = await orders("demo-clinic-purchaser");
    const stockBefore = await count(h.db, sql`select quantity as n from products where id = ${items[1]!.id}`);
    await fill(c.purchaser, [{ item: items[1]!, quantity: 2 }]);
    const res = await checkOut(c.purchaser, "demo-clinic-purchaser", "purch-big-00001");
    const held = await res.json();
    expect(held).toMatchObject({ success: true, status: "pending_approval" });
    expect(held.approval_id).toEqual(expect.any(Number));
    expect(held.reasons[0]).toContain("above your limit of $500.00");
    expect(await orders("demo-clinic-purchaser")).toBe(before);
    expect(await count(h.db, sql`select quantity as n from products where id = ${items[1]!.id}`)).toBe(stockBefore);
    expect(
      await count(h.db, sql`select count(*)::int as n from cart_items where user_id = 'demo-clinic-purchaser'`),
    ).toBe(0);
    // the approvers were told
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from notifications where user_id in ('demo-clinic-manager', 'demo-clinic-owner') and clickable_link = '/clinic/approvals'`,
      ),
    ).toBe(2);

    const list = await (await approvals(get("/api/clinic/approvals", c.manager))).json();
    expect(list.success).toBe(true);
    expect(list.data[0]).toMatchObject({
      id: held.approval_id,
      status: "pending",
      total: expect.any(Number),
      requested_by: "Priya Shah",
      location: "Heartland North",
    });
    expect(list.data[0].total).toBeGreaterThanOrEqual(800);

    const id = String(held.approval_id);
    const denied = async (cookie: string) =>
      (await approve(postJson(`/api/clinic/approvals/${id}/approve`, { comment: "" }, cookie), params({ id }))).status;
    expect(await denied(c.purchaser)).toBe(403);
    expect(await denied(c.requester)).toBe(403);
    expect(await denied(c.buyer)).toBe(403); // owner of another clinic
    expect(
      (await reject(postJson(`/api/clinic/approvals/${id}/reject`, { comment: "x" }, c.buyer), params({ id }))).status,
    ).toBe(403);
    expect(await orders("demo-clinic-purchaser")).toBe(before);

    const [a, b] = await Promise.all([
      approve(postJson(`/api/clinic/approvals/${id}/approve`, { comment: "Go ahead" }, c.manager), params({ id })),
      approve(postJson(`/api/clinic/approvals/${id}/approve`, { comment: "Go ahead" }, c.owner), params({ id })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await orders("demo-clinic-purchaser")).toBe(before + 1);
    expect(await count(h.db, sql`select quantity as n from products where id = ${items[1]!.id}`)).toBe(stockBefore - 2);
    expect(
      await count(h.db, sql`select count(*)::int as n from clinic_orders where approval_id = ${held.approval_id}`),
    ).toBe(1);
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from notifications where user_id = 'demo-clinic-purchaser' and message = 'approved'`,
      ),
    ).toBe(1);
  });

  it("holds a requester's cart; a rejection orders nothing and tells the requester", async () => {
    await fill(c.requester, [{ item: items[2]!, quantity: 1 }]);
    const held = await (await checkOut(c.requester, "demo-clinic-requester", "req-0000000001")).json();
    expect(held.status).toBe("pending_approval");
    const id = String(held.approval_id);
    const own = await (await approvals(get("/api/clinic/approvals", c.requester))).json();
    expect(own.data.map((x: { id: number }) => x.id)).toEqual([held.approval_id]);
    const res = await reject(
      postJson(`/api/clinic/approvals/${id}/reject`, { comment: "Not this month" }, c.manager),
      params({ id }),
    );
    expect(res.status).toBe(200);
    expect(await orders("demo-clinic-requester")).toBe(0);
    const [n] = await queryRows<{ body: string }>(
      h.db,
      sql`select body from notifications where user_id = 'demo-clinic-requester' and message = 'rejected'`,
    );
    expect(n!.body).toContain("Not this month");
    expect((await approve(postJson(`/api/clinic/approvals/${id}/approve`, {}, c.manager), params({ id }))).status).toBe(
      409,
    );
  });

  it("holds an approver's own order under a rule; its creator never approves it, another approver does", async () => {
    // a controlled item the clinic's DEA registration covers (Schedule II would also need an order form)
    await h.db.execute(sql`update products set regulatory_class = 'CIV' where id = ${items[2]!.id}`);
    await fill(c.manager, [{ item: items[2]!, quantity: 1 }]);
    const held = await (await checkOut(c.manager, "demo-clinic-manager", "mgr-ctrl-000001")).json();
    expect(held.status).toBe("pending_approval");
    expect(held.reasons).toEqual(["Items of class CIV need approval."]);
    const id = String(held.approval_id);
    const self = await approve(postJson(`/api/clinic/approvals/${id}/approve`, {}, c.manager), params({ id }));
    expect(self.status).toBe(403);
    expect((await self.json()).message).toBe("You cannot approve your own order; another approver must.");
    // the clinic's self-approval setting lets an approver's own order skip the hold, never approve a held one
    await h.db.execute(sql`update organization set self_approval = true where id = 'clinic-heartland'`);
    expect((await approve(postJson(`/api/clinic/approvals/${id}/approve`, {}, c.manager), params({ id }))).status).toBe(
      403,
    );
    await h.db.execute(sql`update organization set self_approval = false where id = 'clinic-heartland'`);
    expect((await approve(postJson(`/api/clinic/approvals/${id}/approve`, {}, c.owner), params({ id }))).status).toBe(
      200,
    );
    await h.db.execute(sql`update products set regulatory_class = 'none' where id = ${items[2]!.id}`);
  });

  it("switches only to the viewer's own clinics", async () => {
    const res = await switchTo(postJson("/api/clinic/switch", { clinic_id: "clinic-heartland" }, c.buyer));
    expect(res.status).toBe(403);
    const [loc] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from clinic_locations where organization_id = 'clinic-heartland' order by id desc limit 1`,
    );
    const ok = await switchTo(
      postJson("/api/clinic/switch", { clinic_id: "clinic-heartland", location_id: loc!.id }, c.purchaser),
    );
    expect(ok.status).toBe(200);
    const now = await (await clinics(get("/api/clinic", c.purchaser))).json();
    expect(now.data.active).toEqual({ clinic_id: "clinic-heartland", location_id: loc!.id });
    const mineOnly = await switchTo(
      postJson("/api/clinic/switch", { clinic_id: "clinic-heartland", location_id: 999999 }, c.purchaser),
    );
    expect(mineOnly.status).toBe(404);
  });

  it("reports spending per location, vendor and category, with a CSV export, per clinic", async () => {
    const res = await (await spending(get("/api/clinic/spending", c.manager))).json();
    expect(res.data.by_location.map((x: { name: string }) => x.name)).toContain("Heartland North");
    expect(res.data.by_month).toHaveLength(1);
    expect(res.data.budgets).toHaveLength(3);
    const csv = await spendingCsv(get("/api/clinic/spending/csv", c.manager));
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("month,location,vendor,category,amount_usd");
    expect(text).toContain("Heartland North");
    const other = await (await spendingCsv(get("/api/clinic/spending/csv", c.buyer))).text();
    expect(other).not.toContain("Heartland");
  });
});
