import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as checkout } from "@/app/api/checkout/route";
import { POST as add } from "@/app/api/add-cart-app/route";
import { GET as orderGet } from "@/app/api/orders/[orderId]/route";
import { POST as buyAgainRoute } from "@/app/api/orders/[orderId]/buy-again/route";
import { POST as track } from "@/app/api/track-order/route";
import { placeOrder } from "@/features/checkout/server/place-order";
import { placeOrderSchema } from "@/features/checkout/schemas";
import { ORDER_NUMBER_PATTERN } from "@/features/checkout/rules";
import { advanceOrderStatus } from "@/features/orders/server/lifecycle";
import type { Viewer } from "@/features/accounts/server/session";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { buyableProducts, count, setStock, type Buyable } from "../helpers/cart-fixtures";

/** N extra buyers straight in the database (checkout runs on the service, identity is the viewer). */
async function makeBuyers(db: Awaited<ReturnType<typeof createTestDb>>["db"], n: number): Promise<Viewer[]> {
  const out: Viewer[] = [];
  for (let i = 0; i < n; i++) {
    const id = `load-${i}`;
    await db.execute(sql`insert into "user" (id, name, email, email_verified, first_name, last_name, position, level, confirmed)
      values (${id}, 'Load Buyer', ${`${id}@dvm.test`}, true, 'Load', 'Buyer', 'Veterinarian', 5, 1) on conflict do nothing`);
    await db.execute(sql`insert into addresses (user_id, full_name, line1, city, state, zip) select ${id}, 'Load Buyer', '1 Test Way', 'Springfield', 'MO', '65806'
      where not exists (select 1 from addresses where user_id = ${id})`);
    out.push({
      id,
      email: `${id}@dvm.test`,
      firstName: "Load",
      lastName: "Buyer",
      position: "Veterinarian",
      level: 5,
      coins: 0,
      confirmed: 1,
      state: null,
      country: null,
      profileImage: null,
      isSalesRep: false,
    });
  }
  return out;
}

describe.each(backends)("checkout reliability on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let other: string;
  let items: Buyable[];
  let addressId: number;
  let buyers: Viewer[];
  const addressOf = async (userId: string) =>
    (await queryRows<{ id: number }>(h.db, sql`select id from addresses where user_id = ${userId} limit 1`))[0]!.id;
  const body = (key: string, extra: Record<string, unknown> = {}) => ({
    idempotency_key: key,
    shipping_address_id: addressId,
    billing_address_id: addressId,
    payment_method: "invoice",
    ...extra,
  });
  const addLine = (it: Buyable, quantity = 1, cookie = buyer) =>
    add(
      postJson("/api/add-cart-app", { type: "product", product_id: it.id, vendor_id: it.vendor_id, quantity }, cookie),
    );
  const orderCount = () => count(h.db, sql`select count(*)::int as n from orders`);

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 300 });
    await seedDemoUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    other = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    items = await buyableProducts(h.db, 4);
    addressId = await addressOf("demo-buyer");
    buyers = await makeBuyers(h.db, 50);
  });
  beforeEach(async () => {
    await h.db.execute(sql`delete from cart_items`);
    for (const it of items) await setStock(h.db, it.id, 50);
  });
  afterAll(async () => h?.dispose());

  it("places one order per vendor, recomputes prices and ignores tampered totals", async () => {
    for (const it of items.slice(0, 3)) expect((await addLine(it, 2)).status).toBe(200);
    const res = await checkout(
      postJson(
        "/api/checkout",
        body("key-multi-0001", {
          total: 0.01,
          price: 0,
          items: [{ id: 1, price: 0 }],
          po_number: "PO-77",
          notes: "Back door",
        }),
        buyer,
      ),
    );
    expect(res.status).toBe(200);
    const out = await res.json();
    expect(out.orders).toHaveLength(3);
    const [db] = await queryRows<{ n: number }>(
      h.db,
      sql`select sum(total_cents)::int as n from orders where checkout_id = ${out.checkout_id}`,
    );
    expect(Math.round(out.total * 100)).toBe(db!.n);
    expect(out.total).toBeGreaterThan(1);
    const [line] = await queryRows<{ unit: number; price: number | null; catalog: number | null; disc: number | null }>(
      h.db,
      sql`select i.unit_price_cents as unit, p.price_cents as price, p.price_catalog_cents as catalog, p.price_discounted_cents as disc
      from order_items i join products p on p.id = i.product_id where i.product_id = ${items[0]!.id}`,
    );
    expect([line!.price, line!.catalog, line!.disc]).toContain(line!.unit);
    expect(await count(h.db, sql`select count(*)::int as n from cart_items where user_id = 'demo-buyer'`)).toBe(0);
    expect(
      await count(h.db, sql`select count(*)::int as n from products where id = ${items[0]!.id} and quantity = 48`),
    ).toBe(1);
    expect(out.payment).toMatchObject({ method: "invoice", terms: "Net 30" });
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from notifications where user_id = 'demo-buyer' and type = 'order'`,
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from mail_outbox where "to" = 'buyer@dvm.demo' and subject like ${`%${out.orders[0].order_number}%`}`,
      ),
    ).toBe(1);
  });

  it("carries the buyer's saved print logo onto the order line for the vendor", async () => {
    const it0 = items[1]!;
    await h.db.execute(sql`insert into customization_logos (user_id, product_id, vendor_id, file_name, dpi, bytes)
      values ('demo-buyer', ${it0.id}, ${it0.vendor_id}, 'logo-0123456789abcdef0123456789abcdef.png', 300, 250000)
      on conflict (user_id, product_id) do update set file_name = excluded.file_name`);
    expect((await addLine(it0)).status).toBe(200);
    expect((await addLine(items[2]!)).status).toBe(200);
    const out = await (await checkout(postJson("/api/checkout", body("key-logo-0001"), buyer))).json();
    const lines = await queryRows<{ product_id: number; logo_file: string | null }>(
      h.db,
      sql`select i.product_id, i.logo_file from order_items i
      join orders o on o.id = i.order_id where o.checkout_id = ${out.checkout_id} order by i.product_id`,
    );
    expect(lines.find((l) => l.product_id === it0.id)?.logo_file).toBe("logo-0123456789abcdef0123456789abcdef.png");
    expect(lines.find((l) => l.product_id === items[2]!.id)?.logo_file).toBeNull();
  });

  it("the same idempotency key twice gives one order and the same response", async () => {
    await addLine(items[0]!);
    const before = await orderCount();
    const first = await (await checkout(postJson("/api/checkout", body("key-same-0001"), buyer))).json();
    await addLine(items[0]!);
    const second = await (await checkout(postJson("/api/checkout", body("key-same-0001"), buyer))).json();
    expect(second).toEqual(first);
    expect(await orderCount()).toBe(before + 1);
    const [both] = await Promise.all([
      checkout(postJson("/api/checkout", body("key-race-0001"), buyer)),
      checkout(postJson("/api/checkout", body("key-race-0001"), buyer)),
    ]);
    expect(both.status).toBe(200);
    expect(await orderCount()).toBe(before + 2);
  });

  it("a failure midway leaves no partial order and the cart intact", async () => {
    for (const it of items.slice(0, 2)) await addLine(it, 3);
    const before = await orderCount();
    const viewer = buyersViewer();
    await expect(
      placeOrder(viewer, placeOrderSchema.parse(body("key-fail-0001")), {
        afterOrdersWritten: () => {
          throw new Error("injected");
        },
      }),
    ).rejects.toThrow("injected");
    expect(await orderCount()).toBe(before);
    expect(await count(h.db, sql`select count(*)::int as n from cart_items where user_id = 'demo-buyer'`)).toBe(2);
    expect(
      await count(h.db, sql`select count(*)::int as n from products where id = ${items[0]!.id} and quantity = 50`),
    ).toBe(1);
    expect(
      await count(h.db, sql`select count(*)::int as n from checkouts where idempotency_key = 'key-fail-0001'`),
    ).toBe(0);
    const ok = await checkout(postJson("/api/checkout", body("key-fail-0001"), buyer));
    expect(ok.status).toBe(200);
  });

  it("40 concurrent orders for an item with 20 in stock → exactly 20 orders, never negative stock", async () => {
    const it0 = items[3]!;
    await setStock(h.db, it0.id, 20);
    const forty = buyers.slice(0, 40);
    await h.db.execute(
      sql`insert into cart_items (user_id, product_id, vendor_id, quantity) select u, ${it0.id}, ${it0.vendor_id}, 1 from unnest(${`{${forty.map((b) => b.id).join(",")}}`}::text[]) as u`,
    );
    const results = await Promise.allSettled(
      forty.map(async (v) =>
        placeOrder(
          v,
          placeOrderSchema.parse({
            ...body(`c40-${v.id}-key`),
            shipping_address_id: await addressOf(v.id),
            billing_address_id: await addressOf(v.id),
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled").length;
    expect(ok).toBe(20);
    // order numbers are random per checkout: the format's look, unique, and not a sequence to walk
    const numbers = results.flatMap((r) =>
      r.status === "fulfilled" && "orders" in r.value ? r.value.orders.map((o) => o.order_number) : [],
    );
    for (const n of numbers) expect(n).toMatch(ORDER_NUMBER_PATTERN);
    expect(new Set(numbers.map((n) => n.split("-")[2])).size).toBe(numbers.length);
    for (const r of results)
      if (r.status === "rejected") expect(String(r.reason.message)).toMatch(/out of stock|left in stock/);
    expect(await count(h.db, sql`select quantity as n from products where id = ${it0.id}`)).toBe(0);
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from order_items where product_id = ${it0.id} and order_id in (select id from orders where user_id like 'load-%')`,
      ),
    ).toBe(20);
  });

  it("50 parallel checkouts with a single-use coupon → exactly one discount", async () => {
    const it0 = items[2]!;
    await setStock(h.db, it0.id, 500);
    await h.db.execute(
      sql`insert into coupons (vendor_id, code, kind, value, min_order_cents, total_limit, per_buyer_limit) values (${it0.vendor_id}, 'ONCE-ONLY', 'percent', 10, 0, 1, 1)`,
    );
    await h.db.execute(sql`delete from cart_items`);
    await h.db.execute(
      sql`insert into cart_items (user_id, product_id, vendor_id, quantity) select u, ${it0.id}, ${it0.vendor_id}, 1 from unnest(${`{${buyers.map((b) => b.id).join(",")}}`}::text[]) as u`,
    );
    const results = await Promise.allSettled(
      buyers.map(async (v) =>
        placeOrder(
          v,
          placeOrderSchema.parse({
            ...body(`cpn-${v.id}-key`),
            shipping_address_id: await addressOf(v.id),
            billing_address_id: await addressOf(v.id),
            coupons: { [it0.vendor_id]: "once-only" },
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected")
        expect(String(r.reason.message)).toContain("This coupon has reached its usage limit.");
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from orders where discount_cents > 0 and coupon_id = (select id from coupons where code = 'ONCE-ONLY')`,
      ),
    ).toBe(1);
    expect(await count(h.db, sql`select used_count as n from coupons where code = 'ONCE-ONLY'`)).toBe(1);
  });

  it("refuses coupons with clear messages", async () => {
    const it0 = items[0]!;
    await addLine(it0, 1);
    await h.db.execute(sql`insert into coupons (vendor_id, code, kind, value, min_order_cents, expires_at) values
      (${it0.vendor_id}, 'OLD-ONE', 'amount', 500, 0, now() - interval '1 day'), (${it0.vendor_id}, 'BIG-MIN', 'amount', 500, 99999999, null),
      (${items[1]!.vendor_id}, 'OTHER-V', 'percent', 5, 0, null)`);
    const msg = async (code: string) =>
      (
        await (
          await checkout(
            postJson("/api/checkout", body(`k-${code}-xyz`, { coupons: { [it0.vendor_id]: code } }), buyer),
          )
        ).json()
      ).message;
    expect(await msg("NOPE-NOPE")).toContain("This coupon code is not valid.");
    expect(await msg("OLD-ONE")).toContain("This coupon has expired.");
    expect(await msg("BIG-MIN")).toContain("This coupon needs a minimum order of");
    expect(await msg("OTHER-V")).toContain("This coupon does not apply to this vendor's items.");
    expect(await count(h.db, sql`select count(*)::int as n from cart_items where user_id = 'demo-buyer'`)).toBe(1);
  });

  it("orders: 403 for another user, tracking by number and email, lifecycle with notifications, buy again", async () => {
    await addLine(items[1]!, 2);
    const placed = await (await checkout(postJson("/api/checkout", body("key-life-0001"), buyer))).json();
    const order = placed.orders[0];
    expect((await orderGet(get(`/api/orders/${order.id}`, other), params({ orderId: String(order.id) }))).status).toBe(
      403,
    );
    expect((await orderGet(get(`/api/orders/${order.id}`), params({ orderId: String(order.id) }))).status).toBe(401);
    expect(
      (
        await buyAgainRoute(
          postJson(`/api/orders/${order.id}/buy-again`, {}, other),
          params({ orderId: String(order.id) }),
        )
      ).status,
    ).toBe(403);
    const tracked = await track(
      postJson("/api/track-order", { order_number: order.order_number, email: "BUYER@dvm.demo" }),
    );
    const guest = (await tracked.json()).order;
    expect(guest.order_number).toBe(order.order_number);
    // a guest sees where the order is, never what it holds or where it goes
    expect(Object.keys(guest).sort()).toEqual(["history", "id", "order_number", "status", "tracking_number"]);
    expect(JSON.stringify(guest)).not.toMatch(/line1|phone|po_number|items|total/);
    expect(
      (await track(postJson("/api/track-order", { order_number: order.order_number, email: "lowlevel@dvm.demo" })))
        .status,
    ).toBe(404);
    expect((await track(postJson("/api/track-order", { order_number: "", email: "x" }))).status).toBe(400);

    await expect(advanceOrderStatus({ orderId: order.id, status: "shipped", trackingNumber: "1Z" })).rejects.toThrow(
      "cannot become shipped",
    );
    await advanceOrderStatus({ orderId: order.id, status: "confirmed" });
    await expect(advanceOrderStatus({ orderId: order.id, status: "shipped" })).rejects.toThrow("tracking number");
    await advanceOrderStatus({ orderNumber: order.order_number, status: "shipped", trackingNumber: "1Z999" });
    await advanceOrderStatus({ orderId: order.id, status: "delivered" });
    const detail = (
      await (await orderGet(get(`/api/orders/${order.id}`, buyer), params({ orderId: String(order.id) }))).json()
    ).order;
    expect(detail.history.map((x: { status: string }) => x.status)).toEqual([
      "placed",
      "confirmed",
      "shipped",
      "delivered",
    ]);
    expect(detail.tracking_number).toBe("1Z999");
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from notifications where order_id = ${order.id} and type = 'order' and clickable_link = ${`/user/order-details/${order.id}`}`,
      ),
    ).toBe(4);

    const again = await (
      await buyAgainRoute(
        postJson(`/api/orders/${order.id}/buy-again`, {}, buyer),
        params({ orderId: String(order.id) }),
      )
    ).json();
    expect(again).toMatchObject({ success: true, skipped: [] });
    expect(
      await count(
        h.db,
        sql`select quantity as n from cart_items where user_id = 'demo-buyer' and product_id = ${items[1]!.id}`,
      ),
    ).toBe(2);
    await setStock(h.db, items[1]!.id, 0);
    await h.db.execute(sql`delete from cart_items`);
    const none = await (
      await buyAgainRoute(
        postJson(`/api/orders/${order.id}/buy-again`, {}, buyer),
        params({ orderId: String(order.id) }),
      )
    ).json();
    expect(none.skipped[0].reason).toBe("This item is out of stock.");
  });

  it("cancelling an order puts its stock back and tells the buyer", async () => {
    await addLine(items[2]!, 4);
    const placed = await (await checkout(postJson("/api/checkout", body("key-cancel-01"), buyer))).json();
    expect(await count(h.db, sql`select quantity as n from products where id = ${items[2]!.id}`)).toBe(46);
    const res = await advanceOrderStatus({
      orderId: placed.orders[0].id,
      status: "cancelled",
      note: "Buyer asked",
    });
    expect(res).toMatchObject({ status: "cancelled", from: "placed" });
    expect(await count(h.db, sql`select quantity as n from products where id = ${items[2]!.id}`)).toBe(50);
    expect(
      await count(
        h.db,
        sql`select count(*)::int as n from notifications where order_id = ${placed.orders[0].id} and alert_type = 'error'`,
      ),
    ).toBe(1);
    await expect(advanceOrderStatus({ orderId: placed.orders[0].id, status: "confirmed" })).rejects.toThrow(
      "cannot become confirmed",
    );
  });

  it("bad input is 400 with nothing written; signed out 401; another user's address 403/404", async () => {
    await addLine(items[0]!);
    const before = await orderCount();
    expect((await checkout(postJson("/api/checkout", { shipping_address_id: addressId }, buyer))).status).toBe(400);
    expect((await checkout(postJson("/api/checkout", body("short"), buyer))).status).toBe(400);
    expect((await checkout(postJson("/api/checkout", body("key-anon-0001")))).status).toBe(401);
    const foreign = await addressOf("demo-lowlevel");
    expect(
      (await checkout(postJson("/api/checkout", { ...body("key-addr-0001"), shipping_address_id: foreign }, buyer)))
        .status,
    ).toBe(404);
    expect(await orderCount()).toBe(before);
  });

  function buyersViewer(): Viewer {
    return {
      id: "demo-buyer",
      email: "buyer@dvm.demo",
      firstName: "Dana",
      lastName: "Whitfield",
      position: "Veterinarian",
      level: 5,
      coins: 0,
      confirmed: 1,
      state: null,
      country: null,
      profileImage: null,
      isSalesRep: false,
    };
  }
});
