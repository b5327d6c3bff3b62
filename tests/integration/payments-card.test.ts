import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { POST as add } from "@/app/api/add-cart-app/route";
import { GET as orderRoute } from "@/app/api/orders/[orderId]/route";
import { GET as invoicePdf } from "@/app/api/orders/[orderId]/invoice/route";
import { pdfText } from "../helpers/pdf-text";
import { POST as payRoute } from "@/app/api/orders/[orderId]/pay/route";
import type { Viewer } from "@/features/accounts/server/session";
import { placeOrderSchema } from "@/features/checkout/schemas";
import { placeOrder, type CheckoutResponse } from "@/features/checkout/server/place-order";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { advanceOrderStatus } from "@/features/orders/server";
import { cancelOrder } from "@/features/payments/server";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
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

describe.each(backends)("card payments through the provider's test server (%s)", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let world: Awaited<ReturnType<typeof startPaymentsWorld>>;
  let cookie: string;
  let items: Buyable[];
  let addressId: number;
  let n = 0;

  async function checkout(method: "card" | "invoice", products = items): Promise<CheckoutResponse> {
    await h.db.execute(sql`delete from cart_items`);
    for (const it of products) {
      await setStock(h.db, it.id, 50);
      const res = await add(
        postJson(
          "/api/add-cart-app",
          { type: "product", product_id: it.id, vendor_id: it.vendor_id, quantity: 2 },
          cookie,
        ),
      );
      expect(res.status).toBe(200);
    }
    const out = await placeOrder(
      viewer,
      placeOrderSchema.parse({
        idempotency_key: `${backend}-${method}-${++n}`,
        shipping_address_id: addressId,
        billing_address_id: addressId,
        payment_method: method,
      }),
    );
    return out as CheckoutResponse;
  }

  async function invoiceRuns(orderId: number): Promise<string[]> {
    const res = await invoicePdf(get(`/api/orders/${orderId}/invoice`, cookie), params({ orderId: String(orderId) }));
    expect(res.status).toBe(200);
    return pdfText(Buffer.from(await res.arrayBuffer()));
  }

  async function payable(checkoutId: number) {
    await until(async () => (await paymentOf(h.db, checkoutId))?.status === "requires_payment");
  }

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 60 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    world = await startPaymentsWorld();
    cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    items = await buyableProducts(h.db, 2);
    addressId = (
      await queryRows<{ id: number }>(h.db, sql`select id from addresses where user_id = 'demo-buyer' limit 1`)
    )[0]!.id;
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
  }, 120_000);
  beforeEach(() => world.stripe.holdEvents(false));
  afterAll(async () => {
    await stopJobWorker(2_000);
    await world?.close();
    await h?.dispose();
  });

  it("one PaymentIntent for the whole checkout; orders wait for the webhook, then are paid", async () => {
    const out = await checkout("card");
    expect(out.orders).toHaveLength(2);
    expect(out.payment).toMatchObject({ method: "card", status: "awaiting_payment" });
    for (const o of out.orders) expect((await orderPayment(h.db, o.id)).payment_status).toBe("awaiting");
    await payable(out.checkout_id);
    const p = await paymentOf(h.db, out.checkout_id);
    const intent = world.stripe.get(p!.provider_ref!)!;
    expect(intent).toMatchObject({
      amount: Math.round(out.total * 100),
      transfer_group: `checkout_${out.checkout_id}`,
    });
    expect(world.stripe.requests.find((r) => r.path === "/v1/payment_intents")?.idempotencyKey).toBe(
      `payment-${p!.id}-intent`,
    );

    // the vendor (or anyone) cannot confirm or ship an order whose payment has not arrived
    await expect(advanceOrderStatus({ orderId: out.orders[0]!.id, status: "confirmed" })).rejects.toThrow(
      /awaiting the buyer's card payment/,
    );
    expect((await orderPayment(h.db, out.orders[0]!.id)).status).toBe("placed");

    const res = await payRoute(
      postJson(`/api/orders/${out.orders[0]!.id}/pay`, {}, cookie),
      params({ orderId: String(out.orders[0]!.id) }),
    );
    expect(res.status).toBe(200);
    await until(async () => (await orderPayment(h.db, out.orders[1]!.id)).payment_status === "paid");
    expect(await paymentOf(h.db, out.checkout_id)).toMatchObject({
      status: "succeeded",
      captured_cents: Math.round(out.total * 100),
    });
    expect(
      world.stripe.objects("payment_intent").filter((pi) => pi.transfer_group === `checkout_${out.checkout_id}`),
    ).toHaveLength(1);
    await advanceOrderStatus({ orderId: out.orders[0]!.id, status: "confirmed" });

    // the order's page lists its lines with ids and the money events
    const detail = await orderRoute(
      get(`/api/orders/${out.orders[0]!.id}`, cookie),
      params({ orderId: String(out.orders[0]!.id) }),
    );
    const body = (await detail.json()) as {
      order: { lines: { id: number }[]; payment_label: string; money_events: { kind: string; amount: number }[] };
    };
    expect(body.order.lines.every((l) => Number.isInteger(l.id))).toBe(true);
    expect(body.order.payment_label).toBe("Paid");
    expect(body.order.money_events.map((e) => e.kind)).toEqual(["authorised", "captured"]);
    expect(body.order.money_events[1]!.amount).toBe(out.orders[0]!.total);

    // the invoice shows the card payment and nothing left to pay
    const runs = await invoiceRuns(out.orders[0]!.id);
    expect(runs.some((r) => /^Paid by card \d{4}-\d{2}-\d{2}$/.test(r))).toBe(true);
    expect(runs[runs.indexOf("Balance due") + 1]).toBe("$0.00");
  }, 60_000);

  it("a webhook with a bad signature is refused and stores nothing; a repeated event is applied once", async () => {
    const before = await count(h.db, sql`select count(*)::int as n from payment_events`);
    const bad = await fetch(world.hookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=deadbeef" },
      body: JSON.stringify({
        id: "evt_forged",
        object: "event",
        type: "payment_intent.succeeded",
        data: { object: {} },
      }),
    });
    expect(bad.status).toBe(400);
    expect(await count(h.db, sql`select count(*)::int as n from payment_events`)).toBe(before);

    const succeeded = world.stripe.events.find((e) => e.type === "payment_intent.succeeded")!;
    const notes = () =>
      count(h.db, sql`select count(*)::int as n from notifications where body like 'Payment received%'`);
    const seen = await notes();
    expect(await world.stripe.deliver(succeeded)).toBe(200);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await notes()).toBe(seen);
    expect(await count(h.db, sql`select count(*)::int as n from payment_events where id = ${succeeded.id}`)).toBe(1);
  }, 30_000);

  it("a payment_failed event arriving after the success changes nothing", async () => {
    const out = await checkout("card", items.slice(0, 1));
    await payable(out.checkout_id);
    world.stripe.holdEvents(true);
    await payRoute(
      postJson(`/api/orders/${out.orders[0]!.id}/pay`, {}, cookie),
      params({ orderId: String(out.orders[0]!.id) }),
    );
    await until(() =>
      world.stripe.events.some(
        (e) =>
          e.type === "payment_intent.succeeded" &&
          world.stripe.get(String(e.object.id))?.metadata &&
          e.object.transfer_group === `checkout_${out.checkout_id}`,
      ),
    );
    const held = world.stripe.takeHeld().filter((e) => e.object.transfer_group === `checkout_${out.checkout_id}`);
    const ok = held.find((e) => e.type === "payment_intent.succeeded")!;
    const failed = { ...ok, id: `${ok.id}_late_failure`, type: "payment_intent.payment_failed", status: null };
    await world.stripe.deliver(ok);
    await world.stripe.deliver(failed);
    await until(
      async () =>
        (await count(
          h.db,
          sql`select count(*)::int as n from payment_events where id = ${failed.id} and processed_at is not null`,
        )) === 1,
    );
    expect((await orderPayment(h.db, out.orders[0]!.id)).payment_status).toBe("paid");
    expect((await paymentOf(h.db, out.checkout_id))!.status).toBe("succeeded");
  }, 60_000);

  it("cancelling a paid card order refunds it once through the job; an unpaid one is voided", async () => {
    const paid = await checkout("card", items.slice(0, 1));
    await payable(paid.checkout_id);
    await payRoute(
      postJson(`/api/orders/${paid.orders[0]!.id}/pay`, {}, cookie),
      params({ orderId: String(paid.orders[0]!.id) }),
    );
    await until(async () => (await orderPayment(h.db, paid.orders[0]!.id)).payment_status === "paid");
    const res = await cancelOrder(
      { actor: "operator", email: "operator@dvm.demo" },
      paid.orders[0]!.id,
      "Duplicate order",
    );
    expect(res.refund).toMatchObject({ amount: paid.total, status: "pending" });
    await until(
      async () =>
        (
          await queryRows<{ status: string }>(h.db, sql`select status from order_refunds where id = ${res.refund!.id}`)
        )[0]?.status === "succeeded",
    );
    const refunds = world.stripe
      .objects("refund")
      .filter((r) => r.metadata && (r.metadata as { refund_id?: string }).refund_id === String(res.refund!.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(Math.round(paid.total * 100));

    const unpaid = await checkout("card", items.slice(0, 1));
    await payable(unpaid.checkout_id);
    const v = await cancelOrder({ actor: "buyer", userId: viewer.id, email: viewer.email }, unpaid.orders[0]!.id, "");
    expect(v).toMatchObject({ status: "cancelled", payment: "voided", refund: null });
    await until(async () => (await paymentOf(h.db, unpaid.checkout_id))!.status === "cancelled");
    expect(world.stripe.get((await paymentOf(h.db, unpaid.checkout_id))!.provider_ref!)!.status).toBe("canceled");
  }, 60_000);

  it("the buyer cancels an invoice order before confirmation and it is credited at once", async () => {
    const out = await checkout("invoice", items.slice(0, 1));
    const res = await cancelOrder({ actor: "buyer", userId: viewer.id, email: viewer.email }, out.orders[0]!.id, "");
    expect(res.refund).toMatchObject({ amount: out.total, status: "succeeded" });
    expect(res.message).toMatch(/credited to the invoice/);
    const runs = await invoiceRuns(out.orders[0]!.id);
    const credit = runs.findIndex((r) => /^Credit \d{4}-\d{2}-\d{2}$/.test(r));
    expect(runs[credit + 1]).toBe(`-$${out.total.toFixed(2)}`);
    expect(runs[runs.indexOf("Balance due") + 1]).toBe("$0.00");
    // every portal user of the vendor hears of it
    const members = await count(
      h.db,
      sql`select count(*)::int as n from vendor_members where vendor_id = ${out.orders[0]!.vendor_id}`,
    );
    expect(members).toBeGreaterThan(0);
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from notifications n join vendor_members m on m.user_id = n.user_id
          where n.order_id = ${out.orders[0]!.id} and n.body like '%cancelled by the buyer%'`,
      ),
    ).toBe(members);
    // a second cancel is refused and writes nothing
    await expect(
      cancelOrder({ actor: "buyer", userId: viewer.id, email: viewer.email }, out.orders[0]!.id, ""),
    ).rejects.toThrow(/already cancelled/);
    expect(
      await count(h.db, sql`select count(*)::int as n from order_refunds where order_id = ${out.orders[0]!.id}`),
    ).toBe(1);
  }, 60_000);

  it("a service provider's card order tells the provider's people, never the vendor with the same id", async () => {
    const [plan] = await queryRows<{ plan_id: number; service_id: number }>(
      h.db,
      sql`select p.id as plan_id, s.id as service_id from service_plans p join services s on s.id = p.service_id
        where s.provider_id = 1 and s.published order by p.id limit 1`,
    );
    await h.db.execute(sql`delete from cart_items`);
    const added = await add(
      postJson(
        "/api/add-cart-app",
        { type: "service", plan_id: plan!.plan_id, service_id: plan!.service_id, vendor_id: 1, number_of_license: 1 },
        cookie,
      ),
    );
    expect(added.status).toBe(200);
    const out = (await placeOrder(
      viewer,
      placeOrderSchema.parse({
        idempotency_key: `${backend}-service-card`,
        shipping_address_id: addressId,
        billing_address_id: addressId,
        payment_method: "card",
      }),
    )) as CheckoutResponse;
    const orderId = out.orders[0]!.id;
    await payable(out.checkout_id);
    const res = await payRoute(
      postJson(`/api/orders/${orderId}/pay`, {}, cookie),
      params({ orderId: String(orderId) }),
    );
    expect(res.status).toBe(200);
    await until(async () => (await orderPayment(h.db, orderId)).payment_status === "paid");
    const told = await queryRows<{ user_id: string }>(
      h.db,
      sql`select user_id from notifications where order_id = ${orderId} and body like '%is paid%' order by user_id`,
    );
    expect(told.map((t) => t.user_id)).toEqual(["demo-provider-owner"]);
  }, 60_000);
});
