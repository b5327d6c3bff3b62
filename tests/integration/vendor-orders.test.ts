import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, orderLineCancellations, orderRefunds, orders } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as list } from "@/app/api/vendor/v1/orders/route";
import { GET as detail } from "@/app/api/vendor/v1/orders/[id]/route";
import { POST as accept } from "@/app/api/vendor/v1/orders/[id]/accept/route";
import { POST as ship } from "@/app/api/vendor/v1/orders/[id]/ship/route";
import { POST as cancelLine } from "@/app/api/vendor/v1/orders/[id]/cancel-line/route";
import { POST as deliver } from "@/app/api/vendor/v1/orders/[id]/deliver/route";
import { GET as slip } from "@/app/api/vendor/v1/orders/[id]/packing-slip/route";
import { GET as buyerOrder } from "@/app/api/orders/[orderId]/route";
import { POST as addToCart } from "@/app/api/add-cart-app/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { orderState, placeTestOrder } from "../helpers/vendor-fixtures";

describe.each(backends)("vendor orders and fulfilment on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let owner: string;
  let staff: string;
  let logoOwner: string;
  let buyer: string;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 600 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    logoOwner = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
  });
  afterAll(async () => h?.dispose());

  it("signed out 401, buyer 403; a vendor lists only its own orders, filtered and searched", async () => {
    const mine = await placeTestOrder(h.db, 1);
    const theirs = await placeTestOrder(h.db, 1402);
    expect((await list(get("/api/vendor/v1/orders"))).status).toBe(401);
    expect((await list(get("/api/vendor/v1/orders", buyer))).status).toBe(403);
    const res = await list(get("/api/vendor/v1/orders?status=placed", owner));
    const body = await res.json();
    expect(res.status).toBe(200);
    const ids = body.data.map((o: { id: number }) => o.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(body.data[0]).toMatchObject({ buyer: { clinic_name: "Riverbend Animal Hospital" } });
    expect(body.data[0].lines[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), sku: expect.any(String), quantity: expect.any(Number) }),
    );
    const searched = await (await list(get(`/api/vendor/v1/orders?q=${mine.orderNumber}`, owner))).json();
    expect(searched.data.map((o: { id: number }) => o.id)).toEqual([mine.id]);
    expect((await list(get("/api/vendor/v1/orders?status=lost", owner))).status).toBe(400);
  });

  it("every order route refuses another vendor's order with 404 and changes nothing", async () => {
    const theirs = await placeTestOrder(h.db, 1402);
    const before = await orderState(h.db, theirs.id);
    const p = params({ id: String(theirs.id) });
    const url = `/api/vendor/v1/orders/${theirs.id}`;
    expect((await detail(get(url, owner), p)).status).toBe(404);
    expect((await slip(get(`${url}/packing-slip`, owner), p)).status).toBe(404);
    expect((await accept(postJson(`${url}/accept`, {}, owner), p)).status).toBe(404);
    expect((await ship(postJson(`${url}/ship`, { carrier: "UPS", tracking_number: "1Z" }, owner), p)).status).toBe(404);
    const cancel = postJson(`${url}/cancel-line`, { line_id: theirs.lineIds[0], reason: "x" }, owner);
    expect((await cancelLine(cancel, p)).status).toBe(404);
    expect((await deliver(postJson(`${url}/deliver`, {}, owner), p)).status).toBe(404);
    for (const [route, path] of [
      [accept, "accept"],
      [deliver, "deliver"],
    ] as const)
      expect((await route(postJson(`${url}/${path}`, {}, buyer), p)).status).toBe(403);
    expect(await orderState(h.db, theirs.id)).toEqual(before);
    // the owner of that vendor does see it
    expect((await detail(get(url, logoOwner), p)).status).toBe(200);
  });

  it("accept, partial shipment with lot and expiry, the rest, delivered: history, notifications, buyer view", async () => {
    const o = await placeTestOrder(h.db, 1, [3, 2]);
    const p = params({ id: String(o.id) });
    const url = `/api/vendor/v1/orders/${o.id}`;
    expect(await (await accept(postJson(`${url}/accept`, {}, staff), p)).json()).toEqual({
      success: true,
      status: "confirmed",
    });
    const bad = await ship(
      postJson(
        `${url}/ship`,
        {
          carrier: "UPS",
          tracking_number: "1Z1",
          lines: [{ line_id: o.lineIds[0], quantity: 1, expiry: "2020-01-01" }],
        },
        staff,
      ),
      p,
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/has already passed/);
    const tooMany = await ship(
      postJson(
        `${url}/ship`,
        { carrier: "UPS", tracking_number: "1Z1", lines: [{ line_id: o.lineIds[0], quantity: 9 }] },
        staff,
      ),
      p,
    );
    expect((await tooMany.json()).message).toBe(`Line ${o.lineIds[0]}: only 3 left to ship, not 9.`);
    expect((await orderState(h.db, o.id)).shipments).toBe(0);

    const part = await ship(
      postJson(
        `${url}/ship`,
        {
          carrier: "UPS",
          tracking_number: "1ZPART",
          lines: [{ line_id: o.lineIds[0], quantity: 3, lot: "LOT-42", expiry: "2030-06-30" }],
        },
        staff,
      ),
      p,
    );
    expect(await part.json()).toMatchObject({ success: true, status: "confirmed" });
    // both sides read "partly shipped", not "confirmed", while the rest waits
    const partly = await (
      await buyerOrder(get(`/api/orders/${o.id}`, buyer), params({ orderId: String(o.id) }))
    ).json();
    expect([partly.order.status, partly.order.shown_status]).toEqual(["confirmed", "partly_shipped"]);
    expect((await (await detail(get(url, owner), p)).json()).order.shownStatus).toBe("partly_shipped");
    const listed = await (await list(get("/api/vendor/v1/orders", owner))).json();
    expect(listed.data.find((x: { id: number }) => x.id === o.id).shown_status).toBe("partly_shipped");
    const rest = await ship(postJson(`${url}/ship`, { carrier: "FedEx", tracking_number: "FX-REST" }, owner), p);
    expect(await rest.json()).toMatchObject({ success: true, status: "shipped" });

    const seen = await (await buyerOrder(get(`/api/orders/${o.id}`, buyer), params({ orderId: String(o.id) }))).json();
    expect(seen.order.status).toBe("shipped");
    expect(seen.order.shipments).toEqual([
      expect.objectContaining({
        carrier: "UPS",
        tracking_number: "1ZPART",
        lines: [expect.objectContaining({ quantity: 3, lot: "LOT-42", expiry: "2030-06-30" })],
      }),
      expect.objectContaining({ carrier: "FedEx", tracking_number: "FX-REST" }),
    ]);
    expect((await deliver(postJson(`${url}/deliver`, {}, owner), p)).status).toBe(200);
    const notes = await h.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.orderId, o.id), eq(notifications.type, "order")));
    expect(notes.map((n) => n.body)).toEqual([
      expect.stringContaining("confirmed"),
      expect.stringContaining("Part of your order"),
      expect.stringContaining("has shipped (tracking FX-REST)"),
      expect.stringContaining("delivered"),
    ]);
    const d = await (await detail(get(url, owner), p)).json();
    // each parcel is a step of the history, with what went and by which tracking number
    expect(d.order.history.map((x: { status: string; note: string | null }) => [x.status, x.note])).toEqual([
      ["placed", null], // the test fixture writes the placed step without a note
      ["confirmed", "Accepted by the vendor"],
      ["partly_shipped", "3 units by UPS 1ZPART"],
      ["shipped", "2 units by FedEx FX-REST"],
      ["delivered", null],
    ]);
    expect(d.order.shownStatus).toBe("delivered");
    const pdf = await slip(get(`${url}/packing-slip`, owner), p);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe("%PDF");
  });

  it("cancels a line with a reason and credits the invoice its share; the last line cancels the order", async () => {
    const o = await placeTestOrder(h.db, 1, [1, 1]);
    // goods $10.00 + $12.50, a $4.50 coupon and $1.80 of tax: an invoice-terms order of $19.80
    await h.db.update(orders).set({ discountCents: 450, taxCents: 180, totalCents: 1980 }).where(eq(orders.id, o.id));
    const p = params({ id: String(o.id) });
    const url = `/api/vendor/v1/orders/${o.id}/cancel-line`;
    expect((await cancelLine(postJson(url, { line_id: o.lineIds[0], reason: " " }, owner), p)).status).toBe(400);
    const first = await cancelLine(postJson(url, { line_id: o.lineIds[0], reason: "Discontinued" }, owner), p);
    expect(await first.json()).toEqual({ success: true, status: "placed" });
    expect((await cancelLine(postJson(url, { line_id: o.lineIds[0], reason: "again" }, owner), p)).status).toBe(409);
    const last = await cancelLine(postJson(url, { line_id: o.lineIds[1], reason: "Out of stock" }, owner), p);
    expect(await last.json()).toEqual({ success: true, status: "cancelled" });
    const rows = await h.db.select().from(orderLineCancellations);
    expect(rows.filter((r) => o.lineIds.includes(r.orderItemId)).map((r) => r.reason)).toEqual([
      "Discontinued",
      "Out of stock",
    ]);
    const [row] = await h.db.select({ status: orders.status }).from(orders).where(eq(orders.id, o.id));
    expect(row.status).toBe("cancelled");
    // the first line: $10.00 less its $2.00 of the coupon, plus its $0.80 of tax; the last: everything left
    const credits = await h.db
      .select({ kind: orderRefunds.kind, status: orderRefunds.status, cents: orderRefunds.amountCents })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, o.id))
      .orderBy(orderRefunds.id);
    expect(credits).toEqual([
      { kind: "cancellation", status: "succeeded", cents: 880 },
      { kind: "cancellation", status: "succeeded", cents: 1100 },
    ]);
  });

  it("a vendor user never buys", async () => {
    const body = { type: "product", customer_id: "demo-vendor-owner", product_id: 1, vendor_id: 1, quantity: 1 };
    const res = await addToCart(postJson("/api/add-cart-app", body, owner));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/vendor portal/);
  });
});
