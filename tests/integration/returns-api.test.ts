import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlledRecord, mailOutbox, notifications, orderRefunds, orderReturns, vendors } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { GET as buyerOrder } from "@/app/api/orders/[orderId]/route";
import { POST as askReturn } from "@/app/api/orders/[orderId]/returns/route";
import { GET as list } from "@/app/api/vendor/v1/returns/route";
import { POST as approve } from "@/app/api/vendor/v1/returns/[id]/approve/route";
import { POST as reject } from "@/app/api/vendor/v1/returns/[id]/reject/route";
import { POST as receive } from "@/app/api/vendor/v1/returns/[id]/receive/route";
import { GET as statement } from "@/app/api/vendor/v1/statements/[month]/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";
import { deliveredOrder, makeScheduleII, returnWrites } from "../helpers/returns-fixtures";
import { placeTestOrder } from "../helpers/vendor-fixtures";

describe.each(backends)("returns (RMA) on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let otherBuyer: string;
  let owner: string;
  let staff: string;
  let otherVendor: string;

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 600 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    otherBuyer = await sessionCookie("lowlevel@dvm.demo", "DemoLevel1#2026");
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    staff = await sessionCookie("vendorstaff@dvm.demo", "DemoStaff#2026");
    otherVendor = await sessionCookie("logovendor@dvm.demo", "DemoLogo#2026");
  });
  afterAll(async () => h?.dispose());

  const ask = (orderId: number, body: unknown, cookie = buyer) =>
    askReturn(postJson(`/api/orders/${orderId}/returns`, body, cookie), params({ orderId: String(orderId) }));
  const step = (route: typeof approve, id: number, name: string, body: unknown, cookie = owner) =>
    route(postJson(`/api/vendor/v1/returns/${id}/${name}`, body, cookie), params({ id: String(id) }));

  it("the order lists its lines by id with what may go back; one unit returned gets an RMA and tells the vendor", async () => {
    const o = await deliveredOrder(h.db, 1);
    const seen = await (await buyerOrder(get(`/api/orders/${o.id}`, buyer), params({ orderId: String(o.id) }))).json();
    expect(seen.order.lines.map((l: { id: number; returnable: number }) => [l.id, l.returnable])).toEqual([
      [o.lineIds[0], 3],
      [o.lineIds[1], 1],
    ]);
    expect(seen.order.returns).toMatchObject({ can_return: true, refusal: null, window_days: 30, returns: [] });
    const res = await ask(o.id, { lines: [{ line_id: o.lineIds[0], quantity: 1, reason: "damaged" }] });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, id: expect.any(Number), status: "requested" });
    expect(body.rma_number).toMatch(/^RMA-T-1-.+-1$/);
    const after = await (await buyerOrder(get(`/api/orders/${o.id}`, buyer), params({ orderId: String(o.id) }))).json();
    expect(after.order.lines[0].returnable).toBe(2);
    expect(after.order.returns.returns[0]).toMatchObject({ rma_number: body.rma_number, status: "requested" });
    const told = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, "vendor@dvm.demo"));
    expect(told.some((m) => m.subject.includes(body.rma_number))).toBe(true);
  });

  it("bad input, another buyer's order, an order not delivered or past the window: a sentence and nothing written", async () => {
    const o = await deliveredOrder(h.db, 1);
    const line = o.lineIds[0]!;
    const before = await returnWrites(h.db);
    const cases: [unknown, number, RegExp][] = [
      [{ lines: [{ line_id: line, quantity: 4, reason: "damaged" }] }, 400, /^Only 3 of .+ can be returned, not 4\.$/],
      [{ lines: [{ line_id: line, quantity: 1, reason: "meh" }] }, 400, /^Choose a reason for/],
      [{ lines: [{ line_id: 999999, quantity: 1, reason: "damaged" }] }, 400, /is not part of this order/],
      [{ lines: [] }, 400, /Choose at least one line/],
      [{ lines: [{ line_id: line, quantity: 0, reason: "damaged" }] }, 400, /^The quantity must be greater than 0\.$/],
    ];
    for (const [body, status, message] of cases) {
      const res = await ask(o.id, body);
      expect(res.status).toBe(status);
      expect((await res.json()).message).toMatch(message);
    }
    const good = { lines: [{ line_id: line, quantity: 1, reason: "damaged" }] };
    const theirs = await ask(o.id, good, otherBuyer);
    expect([theirs.status, (await theirs.json()).message]).toEqual([404, "This order does not exist."]);
    const open = await placeTestOrder(h.db, 1);
    const notYet = await ask(open.id, { lines: [{ line_id: open.lineIds[0], quantity: 1, reason: "damaged" }] });
    expect([notYet.status, (await notYet.json()).message]).toEqual([
      409,
      "Only a delivered order can be returned; this one is not delivered yet.",
    ]);
    const old = await deliveredOrder(h.db, 1, { daysAgo: 31 });
    const late = await ask(old.id, { lines: [{ line_id: old.lineIds[0], quantity: 1, reason: "damaged" }] });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toMatch(/^The return window of 30 days closed on \d{4}-\d{2}-\d{2}\.$/);
    // the vendor's own window decides: 45 days lets the same order back in
    await h.db.update(vendors).set({ returnWindowDays: 0 }).where(eq(vendors.id, 1));
    const none = await ask(o.id, good);
    expect((await none.json()).message).toBe("This seller does not accept returns.");
    await h.db.update(vendors).set({ returnWindowDays: 30 }).where(eq(vendors.id, 1));
    expect(await returnWrites(h.db)).toEqual(before);
  });

  it("a Schedule II line needs the clinic's DEA 222 form; receiving it records the return under that form", async () => {
    const o = await deliveredOrder(h.db, 1, { qty: [2, 1] });
    await makeScheduleII(h.db, o.id, o.lineIds[0]!);
    const lines = [{ line_id: o.lineIds[0], quantity: 1, reason: "expired" }];
    const before = await returnWrites(h.db);
    const refused = await ask(o.id, { lines });
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toMatch(/Schedule II item needs the DEA 222 form from your clinic/);
    expect(await returnWrites(h.db)).toEqual(before);
    const ok = await (await ask(o.id, { lines, dea_form: "222-RET-77" })).json();
    expect((await step(approve, ok.id, "approve", {})).status).toBe(200);
    const approved = await (await list(get(`/api/vendor/v1/returns?q=${ok.rma_number}`, owner))).json();
    expect(approved.data[0]).toMatchObject({ dea_form: "222-RET-77" });
    expect(approved.data[0].label_note).toMatch(/DEA 222 form in the parcel/);
    expect((await step(receive, ok.id, "receive", {})).status).toBe(200);
    const rec = await h.db
      .select()
      .from(controlledRecord)
      .where(and(eq(controlledRecord.orderId, o.id), eq(controlledRecord.event, "returned")));
    expect(rec.map((r) => [r.orderItemId, r.quantity, r.orderForm, r.schedule])).toEqual([
      [o.lineIds[0], 1, "222-RET-77", "CII"],
    ]);
  });

  it("the vendor lists, approves and receives: a credit note for invoice terms, the buyer told at each step", async () => {
    // $10 × 3 + $12.50 × 1 = $42.50, a $4.25 coupon, $1.62 tax
    const o = await deliveredOrder(h.db, 1, { discountCents: 425, taxCents: 162 });
    const { id, rma_number } = await (
      await ask(o.id, { lines: [{ line_id: o.lineIds[0], quantity: 1, reason: "wrong_item" }] })
    ).json();
    const listed = await (await list(get("/api/vendor/v1/returns?status=requested", owner))).json();
    const mine = listed.data.find((r: { id: number }) => r.id === id);
    expect(mine).toMatchObject({ order_id: o.id, order_number: o.orderNumber, rma_number, status: "requested" });
    expect(mine.lines).toEqual([
      expect.objectContaining({
        line_id: o.lineIds[0],
        quantity: 1,
        reason: "wrong_item",
        reason_label: "Wrong item sent",
      }),
    ]);
    expect((await step(receive, id, "receive", {})).status).toBe(409);
    const ok = await (
      await step(approve, id, "approve", { label_note: "Use the prepaid UPS label we e-mailed." })
    ).json();
    expect(ok).toMatchObject({ status: "approved", label_note: "Use the prepaid UPS label we e-mailed." });
    // staff may approve but not receive (the refund is money)
    expect((await step(receive, id, "receive", {}, staff)).status).toBe(403);
    const got = await (await step(receive, id, "receive", {})).json();
    // net 900 (a $1 share of the coupon), tax 162 × 900 / 3825 → 38, commission 10 % of 900
    expect(got.refund).toMatchObject({
      amount: 9.38,
      tax: 0.38,
      commission_reversed: 0.9,
      credit_note_number: rma_number.replace("RMA-", "CN-"),
      status: "succeeded",
    });
    const [row] = await h.db.select().from(orderRefunds).where(eq(orderRefunds.returnId, id));
    expect(row).toMatchObject({
      kind: "return",
      amountCents: 938,
      taxCents: 38,
      commissionReversedCents: 90,
      status: "succeeded",
    });
    expect(row!.settledAt).not.toBeNull();
    const toBuyer = await h.db.select().from(notifications).where(eq(notifications.orderId, o.id));
    expect(toBuyer.map((n) => n.body)).toEqual([
      expect.stringMatching(/approved your return .+ Use the prepaid UPS label/),
      expect.stringMatching(/received your return .+ credit note CN-.+ of \$9\.38/),
    ]);
    const seen = await (await buyerOrder(get(`/api/orders/${o.id}`, buyer), params({ orderId: String(o.id) }))).json();
    expect(seen.order.returns.returns[0]).toMatchObject({ status: "received", refund: { amount: 9.38 } });
    expect((await step(receive, id, "receive", {})).status).toBe(409);
    // the vendor's statement for this month lists the credit: goods given up, commission back
    const month = new Date().toISOString().slice(0, 7);
    const st = await (await statement(get(`/api/vendor/v1/statements/${month}`, owner), params({ month }))).json();
    const credit = st.data.refunds.rows.find(
      (r: { creditNoteNumber: string }) => r.creditNoteNumber === got.refund.credit_note_number,
    );
    expect(credit).toMatchObject({
      orderNumber: o.orderNumber,
      goodsCents: 900,
      taxCents: 38,
      commissionReversedCents: 90,
      payoutEffectCents: -810,
    });
    expect(st.data.payoutAfterRefundsCents).toBe(st.data.totals.payoutCents + st.data.refunds.totals.payoutEffectCents);
  });

  it("a card order's refund is written pending, with no credit note, for the payments side to settle", async () => {
    const o = await deliveredOrder(h.db, 1, { payment: "card" });
    const { id } = await (
      await ask(o.id, { lines: [{ line_id: o.lineIds[1], quantity: 1, reason: "defective" }] })
    ).json();
    await step(approve, id, "approve", {});
    const got = await (await step(receive, id, "receive", {})).json();
    expect(got.refund).toMatchObject({ amount: 12.5, status: "pending", credit_note_number: null });
    const [row] = await h.db.select().from(orderRefunds).where(eq(orderRefunds.returnId, id));
    expect(row).toMatchObject({ status: "pending", creditNoteNumber: null, settledAt: null, providerRef: null });
  });

  it("reject needs a reason; the units come back to returnable; another vendor's return is 404 and unchanged", async () => {
    const o = await deliveredOrder(h.db, 1);
    const { id } = await (
      await ask(o.id, { lines: [{ line_id: o.lineIds[0], quantity: 3, reason: "no_longer_needed" }] })
    ).json();
    const before = await returnWrites(h.db);
    for (const [route, name] of [
      [approve, "approve"],
      [reject, "reject"],
      [receive, "receive"],
    ] as const)
      expect((await step(route, id, name, { reason: "Not ours" }, otherVendor)).status).toBe(404);
    expect((await step(approve, id, "approve", {}, buyer)).status).toBe(403);
    const theirList = await (await list(get("/api/vendor/v1/returns", otherVendor))).json();
    expect(theirList.data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await list(get("/api/vendor/v1/returns"))).status).toBe(401);
    expect((await list(get("/api/vendor/v1/returns?status=lost", owner))).status).toBe(400);
    const empty = await step(reject, id, "reject", { reason: " " });
    expect([empty.status, (await empty.json()).message]).toEqual([400, "A reason is required: the buyer reads it."]);
    expect(await returnWrites(h.db)).toEqual(before);
    expect((await step(reject, id, "reject", { reason: "Opened boxes cannot be resold." })).status).toBe(200);
    const [r] = await h.db.select().from(orderReturns).where(eq(orderReturns.id, id));
    expect(r).toMatchObject({ status: "rejected", rejectReason: "Opened boxes cannot be resold." });
    const seen = await (await buyerOrder(get(`/api/orders/${o.id}`, buyer), params({ orderId: String(o.id) }))).json();
    expect(seen.order.lines[0].returnable).toBe(3);
    expect((await step(approve, id, "approve", {})).status).toBe(409);
  });
});
