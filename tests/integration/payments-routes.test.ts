import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { POST as buyerCancel } from "@/app/api/orders/[orderId]/cancel/route";
import { GET as payView, POST as pay } from "@/app/api/orders/[orderId]/pay/route";
import { POST as vendorCancel } from "@/app/api/vendor/v1/orders/[id]/cancel/route";
import { GET as payoutsRoute } from "@/app/api/vendor/v1/payouts/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { orderState, placeTestOrder } from "../helpers/vendor-fixtures";
import { count } from "../helpers/cart-fixtures";

describe.each(backends)("money routes: identity from the session, clear refusals, nothing changed (%s)", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let other: string;
  let vendor: string;
  let staff: string;
  let own: { id: number };
  let foreign: { id: number };
  const refunds = () => count(h.db, sql`select count(*)::int as n from order_refunds`);

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    other = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    vendor = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    own = await placeTestOrder(h.db, 1);
    const [v] = await queryRows<{ id: number }>(
      h.db,
      sql`select vendor_id as id from products where vendor_id <> 1 and type = 'simple' group by vendor_id having count(*) >= 2 limit 1`,
    );
    foreign = await placeTestOrder(h.db, v!.id);
    // another vendor's payout, which vendor 1 must never see
    await h.db
      .execute(sql`insert into payouts (vendor_id, period, gross_cents, commission_cents, refunds_cents, net_cents)
      values (${v!.id}, '2026-11-01', 1000, 100, 0, 900)`);
    await h.db
      .execute(sql`insert into payouts (vendor_id, period, gross_cents, commission_cents, refunds_cents, net_cents, status)
      values (1, '2026-11-02', 2500, 250, 300, 1950, 'paid')`);
  }, 120_000);
  afterAll(async () => h?.dispose());

  const id = (o: { id: number }) => params({ orderId: String(o.id) });

  it("signed out: 401 everywhere", async () => {
    expect((await buyerCancel(postJson(`/api/orders/${own.id}/cancel`, {}), id(own))).status).toBe(401);
    expect((await pay(postJson(`/api/orders/${own.id}/pay`, {}), id(own))).status).toBe(401);
    expect((await payView(get(`/api/orders/${own.id}/pay`), id(own))).status).toBe(401);
    expect((await payoutsRoute(get("/api/vendor/v1/payouts"))).status).toBe(401);
  });

  it("another buyer's order: 403 and nothing changes", async () => {
    const before = [await orderState(h.db, own.id), await refunds()];
    const res = await buyerCancel(postJson(`/api/orders/${own.id}/cancel`, {}, other), id(own));
    expect(res.status).toBe(403);
    expect((await pay(postJson(`/api/orders/${own.id}/pay`, {}, other), id(own))).status).toBe(403);
    expect((await payView(get(`/api/orders/${own.id}/pay`, other), id(own))).status).toBe(403);
    expect([await orderState(h.db, own.id), await refunds()]).toEqual(before);
  });

  it("another vendor's order is not found for this vendor, and a missing reason is refused in words", async () => {
    const before = await orderState(h.db, foreign.id);
    const res = await vendorCancel(
      postJson(`/api/vendor/v1/orders/${foreign.id}/cancel`, { reason: "No stock" }, vendor),
      params({ id: String(foreign.id) }),
    );
    expect(res.status).toBe(404);
    expect(await orderState(h.db, foreign.id)).toEqual(before);
    const bad = await vendorCancel(
      postJson(`/api/vendor/v1/orders/${own.id}/cancel`, { reason: " " }, vendor),
      params({ id: String(own.id) }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/say why/);
    expect((await orderState(h.db, own.id)).status).toBe("placed");
  });

  it("card payment of an invoice order is not found; test confirmation is refused without a test key", async () => {
    const view = await payView(get(`/api/orders/${own.id}/pay`, buyer), id(own));
    expect(view.status).toBe(404);
    delete process.env.STRIPE_SECRET_KEY;
    reloadConfig();
    expect((await pay(postJson(`/api/orders/${own.id}/pay`, {}, buyer), id(own))).status).toBe(403);
    const hook = await webhook(
      new Request("http://localhost:3000/api/webhooks/stripe", { method: "POST", body: "{}" }),
    );
    expect(hook.status).toBe(404);
  });

  it("payouts: owners see only their shop's, with gross − commission − refunds = net; staff are refused", async () => {
    expect((await payoutsRoute(get("/api/vendor/v1/payouts", staff))).status).toBe(403);
    const res = await payoutsRoute(get("/api/vendor/v1/payouts", vendor));
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      data: {
        period: string;
        gross: number;
        commission: number;
        refunds: number;
        net: number;
        status: string;
        orders: unknown[];
      }[];
      account: { account_id: string; status: string };
    };
    expect(body.data.map((p) => p.period)).toEqual(["2026-11-02"]);
    const p = body.data[0]!;
    expect(p).toMatchObject({ gross: 25, commission: 2.5, refunds: 3, net: 19.5, status: "paid", orders: [] });
    expect(Math.round((p.gross - p.commission - p.refunds) * 100)).toBe(Math.round(p.net * 100));
    expect(body.account).toEqual({ account_id: "acct_demoSandhill01", status: "enabled" });
    const bad = await payoutsRoute(get("/api/vendor/v1/payouts?status=lost", vendor));
    expect(bad.status).toBe(400);
  });

  it("the buyer cancels their own order before the vendor confirms; the vendor is told", async () => {
    const res = await buyerCancel(
      postJson(`/api/orders/${own.id}/cancel`, { reason: "Ordered twice" }, buyer),
      id(own),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "cancelled", refund: { status: "succeeded" } });
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from notifications where user_id = 'demo-vendor-owner' and order_id = ${own.id}`,
      ),
    ).toBe(1);
  });
});
