import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { POST as add } from "@/app/api/add-cart-app/route";
import type { Viewer } from "@/features/accounts/server/session";
import { placeOrderSchema } from "@/features/checkout/schemas";
import { placeOrder, type CheckoutResponse } from "@/features/checkout/server/place-order";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { cancelOrder, payWithTestCard, refundSweepJob } from "@/features/payments/server";
import { payoutSweepJob, retryFailedPayout, transferJob } from "@/features/vendor-portal/server";
import { cancelLine, shipOrder, type VendorContext } from "@/features/vendor-portal/server/routes";
import { monthlyStatement } from "@/features/vendor-portal/server/statements";
import { advanceOrderStatus } from "@/features/orders/server";
import { backends, createTestDb } from "../helpers/test-db";
import { params, postJson, sessionCookie } from "../helpers/sessions";
import { POST as retryRoute } from "@/app/api/admin/payouts/[id]/retry/route";
import { buyableProducts, count, setStock, type Buyable } from "../helpers/cart-fixtures";
import { until } from "../helpers/smtp-server";
import { orderPayment, paymentOf, startPaymentsWorld } from "../helpers/payments-world";

const viewer: Viewer = {
  id: "demo-buyer",
  email: "buyer@dvm.demo",
  firstName: "Demo",
  lastName: "Buyer",
  position: "Veterinarian",
  level: 5,
  coins: 0,
  confirmed: 1,
  state: null,
  country: null,
  profileImage: null,
  isSalesRep: false,
};
const seller = (vendorId: number): VendorContext => ({
  userId: null,
  keyId: 1,
  vendorId,
  serviceProviderId: null,
  sellerName: "Vendor",
  sellerSlug: "vendor",
  role: "owner",
});

describe.each(backends)("payouts and the reconciliation of card money (%s)", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let world: Awaited<ReturnType<typeof startPaymentsWorld>>;
  let cookie: string;
  let items: Buyable[];
  let addressId: number;
  let n = 0;

  async function paidCheckout(products: Buyable[], qty = 2): Promise<CheckoutResponse> {
    await h.db.execute(sql`delete from cart_items`);
    for (const it of products) {
      await setStock(h.db, it.id, 50);
      await add(
        postJson(
          "/api/add-cart-app",
          { type: "product", product_id: it.id, vendor_id: it.vendor_id, quantity: qty },
          cookie,
        ),
      );
    }
    const out = (await placeOrder(
      viewer,
      placeOrderSchema.parse({
        idempotency_key: `${backend}-p-${++n}`,
        shipping_address_id: addressId,
        payment_method: "card",
      }),
    )) as CheckoutResponse;
    await until(async () => (await paymentOf(h.db, out.checkout_id))?.status === "requires_payment");
    await payWithTestCard(viewer.id, out.orders[0]!.id);
    await until(async () => (await orderPayment(h.db, out.orders[0]!.id)).payment_status === "paid");
    return out;
  }

  /** The returns side writes a pending card refund of a return; the sweep settles it at the provider. */
  async function returnRefunded(orderId: number, cents: number, commissionReversed: number, reason: string) {
    await h.db
      .execute(sql`insert into order_refunds (order_id, kind, amount_cents, tax_cents, commission_reversed_cents, reason, actor_email)
      values (${orderId}, 'return', ${cents}, 0, ${commissionReversed}, ${reason}, 'vendor@dvm.demo')`);
    // a negative age reaches the row just written
    await refundSweepJob.handler(
      { olderThanSeconds: -1 },
      { id: "t", retryCount: 0, retryLimit: 0, isLastAttempt: true },
    );
    await until(
      async () =>
        (await count(
          h.db,
          sql`select count(*)::int as n from order_refunds where order_id = ${orderId} and status = 'succeeded'
            and amount_cents = ${cents}`,
        )) === 1,
    );
  }

  const ship = (o: { id: number; vendor_id: number }) =>
    shipOrder(seller(o.vendor_id), o.id, { carrier: "UPS", tracking_number: `1Z${o.id}` });
  const payoutStatus = async (orderId: number, kind = "transfer") =>
    (
      await queryRows<{ status: string; net_cents: number; provider_ref: string | null }>(
        h.db,
        sql`select p.status, p.net_cents, p.provider_ref from payouts p join payout_orders po on po.payout_id = p.id
          where po.order_id = ${orderId} and p.kind = ${kind} order by p.id desc limit 1`,
      )
    )[0];

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 60 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    items = await buyableProducts(h.db, 2);
    const accounts = items.map((i) => `acct_test_vendor_${i.vendor_id}`);
    for (const i of items)
      await h.db.execute(sql`insert into vendor_payout_accounts (vendor_id, account_id, status)
        values (${i.vendor_id}, ${`acct_test_vendor_${i.vendor_id}`}, 'enabled')
        on conflict (vendor_id) do update set account_id = excluded.account_id, status = 'enabled'`);
    world = await startPaymentsWorld({ accounts });
    cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    addressId = (
      await queryRows<{ id: number }>(h.db, sql`select id from addresses where user_id = 'demo-buyer' limit 1`)
    )[0]!.id;
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
  }, 120_000);
  afterAll(async () => {
    await stopJobWorker(2_000);
    await world?.close();
    await h?.dispose();
  });

  it("shipping a card-paid order transfers the vendor's share net of commission, with the checkout's transfer group", async () => {
    const out = await paidCheckout(items);
    for (const o of out.orders) await ship(o);
    for (const o of out.orders) await until(async () => (await payoutStatus(o.id))?.status === "paid");
    const [{ bps }] = await queryRows<{ bps: number }>(
      h.db,
      sql`select commission_bps as bps from vendors where id = ${out.orders[0]!.vendor_id}`,
    );
    const o = out.orders[0]!;
    const goods = Math.round(o.subtotal * 100) - Math.round(o.discount * 100);
    const expected = Math.round((o.total - o.tax) * 100) - Math.floor((goods * bps + 5_000) / 10_000);
    const p = await payoutStatus(o.id);
    expect(p!.net_cents).toBe(expected);
    const transfer = world.stripe.get(p!.provider_ref!)!;
    expect(transfer).toMatchObject({
      amount: expected,
      transfer_group: `checkout_${out.checkout_id}`,
      destination: `acct_test_vendor_${o.vendor_id}`,
    });
  }, 90_000);

  it("a refund given after the payout is taken back by an adjustment (a transfer reversal)", async () => {
    const out = await paidCheckout(items.slice(0, 1));
    const o = out.orders[0]!;
    await ship(o);
    await until(async () => (await payoutStatus(o.id))?.status === "paid");
    await returnRefunded(o.id, 1000, 100, "Damaged on arrival");
    await payoutSweepJob.handler({}, { id: "t", retryCount: 0, retryLimit: 0, isLastAttempt: true });
    await until(async () => (await payoutStatus(o.id, "adjustment"))?.status === "paid");
    expect((await payoutStatus(o.id, "adjustment"))!.net_cents).toBe(-900);
    // a second sweep finds nothing more to take back
    await payoutSweepJob.handler({}, { id: "t", retryCount: 0, retryLimit: 0, isLastAttempt: true });
    expect(await count(h.db, sql`select count(*)::int as n from payout_orders where order_id = ${o.id}`)).toBe(2);
  }, 90_000);

  it("a cancelled line is refunded to the card; a cancelled paid order is refunded whole and never paid out", async () => {
    const part = await paidCheckout(items.slice(0, 1));
    const [line] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from order_items where order_id = ${part.orders[0]!.id}`,
    );
    // a second line so the order survives the cancellation
    await h.db
      .execute(sql`insert into order_items (order_id, product_id, name, unit_price_cents, quantity, line_total_cents)
      select order_id, product_id, name, unit_price_cents, 1, unit_price_cents from order_items where id = ${line!.id}`);
    await h.db.execute(
      sql`update orders set subtotal_cents = subtotal_cents + (select unit_price_cents from order_items where id = ${line!.id}) where id = ${part.orders[0]!.id}`,
    );
    await cancelLine(seller(part.orders[0]!.vendor_id), part.orders[0]!.id, line!.id, "Back-ordered");
    await until(
      async () =>
        (await count(
          h.db,
          sql`select count(*)::int as n from order_refunds where order_id = ${part.orders[0]!.id} and status = 'succeeded'`,
        )) === 1,
    );

    const whole = await paidCheckout(items.slice(1, 2));
    await cancelOrder({ actor: "operator", email: "operator@dvm.demo" }, whole.orders[0]!.id, "Buyer asked by phone");
    await until(
      async () =>
        (await count(
          h.db,
          sql`select count(*)::int as n from order_refunds where order_id = ${whole.orders[0]!.id} and status = 'succeeded'`,
        )) === 1,
    );
    await payoutSweepJob.handler({}, { id: "t", retryCount: 0, retryLimit: 0, isLastAttempt: true });
    expect(
      await count(h.db, sql`select count(*)::int as n from payout_orders where order_id = ${whole.orders[0]!.id}`),
    ).toBe(0);
    await ship(part.orders[0]!);
    await until(async () => (await payoutStatus(part.orders[0]!.id))?.status === "paid");
  }, 90_000);

  it("a delivered card order is settled by its payout and never owed again on the month's statement", async () => {
    const out = await paidCheckout(items.slice(0, 1));
    const o = out.orders[0]!;
    await ship(o);
    await until(async () => (await payoutStatus(o.id))?.status === "paid");
    await advanceOrderStatus({ orderId: o.id, status: "delivered" });
    const month = new Date().toISOString().slice(0, 7);
    const s = await monthlyStatement(seller(o.vendor_id), month);
    expect(s.rows.map((r) => r.orderNumber)).not.toContain(o.order_number);
    expect(s.refunds.rows.map((r) => r.orderNumber)).not.toContain(o.order_number);
  }, 90_000);

  it("a failed payout is sent again from the console with a new request to the provider, once", async () => {
    const vendorId = items[0]!.vendor_id;
    const account = `acct_test_vendor_${vendorId}`;
    await h.db.execute(
      sql`update vendor_payout_accounts set account_id = 'acct_missing' where vendor_id = ${vendorId}`,
    );
    const out = await paidCheckout(items.slice(0, 1));
    await ship(out.orders[0]!);
    await until(async () => (await payoutStatus(out.orders[0]!.id))?.status === "failed");
    const [{ id }] = await queryRows<{ id: number }>(
      h.db,
      sql`select p.id from payouts p join payout_orders po on po.payout_id = p.id
        where po.order_id = ${out.orders[0]!.id} and p.kind = 'transfer'`,
    );
    await h.db.execute(sql`update vendor_payout_accounts set account_id = ${account} where vendor_id = ${vendorId}`);
    const operator = await sessionCookie("operator@dvm.demo", "DemoOperator#2026");
    const retry = () =>
      retryRoute(postJson(`/api/admin/payouts/${id}/retry`, {}, operator), params({ id: String(id) }));
    const res = await retry();
    expect(res.status, await res.clone().text()).toBe(200);
    await until(async () => (await payoutStatus(out.orders[0]!.id))?.status === "paid");
    expect(world.stripe.requests.filter((r) => r.path === "/v1/transfers").map((r) => r.idempotencyKey)).toEqual(
      expect.arrayContaining([`payout-${id}`, `payout-${id}-retry-1`]),
    );
    const again = await retry();
    expect([again.status, (await again.json()).message]).toEqual([
      409,
      "Only a failed payout can be sent again; this one is paid.",
    ]);
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from audit_log where action = 'payout.retry' and target_id = ${id}`,
      ),
    ).toBe(1);
  }, 90_000);

  it("a refund given while the order's transfer waits for onboarding is taken back once that transfer went", async () => {
    const vendorId = items[1]!.vendor_id;
    await h.db.execute(sql`update vendor_payout_accounts set status = 'onboarding' where vendor_id = ${vendorId}`);
    const out = await paidCheckout(items.slice(1, 2));
    const o = out.orders[0]!;
    await ship(o);
    await until(async () => (await payoutStatus(o.id))?.status === "pending");
    await returnRefunded(o.id, 500, 50, "One box short");
    await payoutSweepJob.handler({}, { id: "t", retryCount: 0, retryLimit: 0, isLastAttempt: true });
    const payoutOf = async (kind: string) =>
      (
        await queryRows<{ id: number }>(
          h.db,
          sql`select p.id from payouts p join payout_orders po on po.payout_id = p.id
            where po.order_id = ${o.id} and p.kind = ${kind}`,
        )
      )[0]!.id;
    const attempt = { id: "t", retryCount: 0, retryLimit: 0, isLastAttempt: true };
    await h.db.execute(sql`update vendor_payout_accounts set status = 'enabled' where vendor_id = ${vendorId}`);
    // the reversal comes first: its transfer has not gone, so it waits instead of failing
    await transferJob.handler({ payoutId: await payoutOf("adjustment") }, attempt);
    expect((await payoutStatus(o.id, "adjustment"))!.status).toBe("pending");
    await transferJob.handler({ payoutId: await payoutOf("transfer") }, attempt);
    expect((await payoutStatus(o.id))!.status).toBe("paid");
    await transferJob.handler({ payoutId: await payoutOf("adjustment") }, attempt);
    expect(await payoutStatus(o.id, "adjustment")).toMatchObject({ status: "paid", net_cents: -450 });
  }, 90_000);

  it("a failed transfer sent again carries the refunds given meanwhile", async () => {
    const vendorId = items[1]!.vendor_id;
    await h.db.execute(
      sql`update vendor_payout_accounts set account_id = 'acct_missing' where vendor_id = ${vendorId}`,
    );
    const out = await paidCheckout(items.slice(1, 2));
    const o = out.orders[0]!;
    await ship(o);
    await until(async () => (await payoutStatus(o.id))?.status === "failed");
    const before = (await payoutStatus(o.id))!.net_cents;
    await h.db.execute(
      sql`update vendor_payout_accounts set account_id = ${`acct_test_vendor_${vendorId}`} where vendor_id = ${vendorId}`,
    );
    await returnRefunded(o.id, 500, 50, "One box short");
    const [{ id }] = await queryRows<{ id: number }>(
      h.db,
      sql`select p.id from payouts p join payout_orders po on po.payout_id = p.id where po.order_id = ${o.id}`,
    );
    await h.db.transaction((tx) => retryFailedPayout(tx, id));
    await until(async () => (await payoutStatus(o.id))?.status === "paid");
    expect((await payoutStatus(o.id))!.net_cents).toBe(before - 450);
  }, 90_000);

  it("reconciles: per vendor, net payouts + commission = captured − refunded (the vendor's share, without the tax we remit)", async () => {
    const rows = await queryRows<{
      vendor_id: number;
      captured: number;
      refunded: number;
      net: number;
      commission: number;
    }>(
      h.db,
      sql`select v.vendor_id,
          (select coalesce(sum(o.total_cents - o.tax_cents), 0) from orders o where o.vendor_id = v.vendor_id and o.payment_method = 'card' and o.payment_status = 'paid')::int as captured,
          (select coalesce(sum(r.amount_cents - r.tax_cents), 0) from order_refunds r join orders o on o.id = r.order_id
             where o.vendor_id = v.vendor_id and o.payment_method = 'card' and r.status = 'succeeded')::int as refunded,
          (select coalesce(sum(p.net_cents), 0) from payouts p where p.vendor_id = v.vendor_id and p.status = 'paid')::int as net,
          (select coalesce(sum(p.commission_cents), 0) from payouts p where p.vendor_id = v.vendor_id and p.status = 'paid')::int as commission
        from (select distinct vendor_id from orders where payment_method = 'card') v`,
    );
    expect(rows.length).toBe(2);
    for (const r of rows)
      expect({ vendor: r.vendor_id, sum: r.net + r.commission }).toEqual({
        vendor: r.vendor_id,
        sum: r.captured - r.refunded,
      });
    // and the provider's own books agree: money in less money back = what vendors got + commission + tax kept
    const capturedAtProvider = world.stripe
      .objects("payment_intent")
      .reduce((s, pi) => s + Number(pi.amount_received), 0);
    const refundedAtProvider = world.stripe.objects("refund").reduce((s, r) => s + Number(r.amount), 0);
    const transferred = world.stripe
      .objects("transfer")
      .reduce((s, t) => s + Number(t.amount) - Number(t.amount_reversed), 0);
    const [tax] = await queryRows<{ kept: number }>(
      h.db,
      sql`select ((select coalesce(sum(tax_cents), 0) from orders where payment_method = 'card' and payment_status = 'paid')
        - (select coalesce(sum(r.tax_cents), 0) from order_refunds r join orders o on o.id = r.order_id where o.payment_method = 'card' and r.status = 'succeeded'))::int as kept`,
    );
    const commission = rows.reduce((s, r) => s + r.commission, 0);
    expect(transferred).toBe(rows.reduce((s, r) => s + r.net, 0));
    expect(capturedAtProvider - refundedAtProvider).toBe(transferred + commission + Number(tax!.kept));
  }, 30_000);
});
