import { and, asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  coupons,
  deaRegistrations,
  notifications,
  orderNotes,
  orderRefunds,
  orderStatusHistory,
  orders,
  products,
  user,
  vendors,
} from "@/db/schema";
import { GET as productsGet } from "@/app/api/admin/products/route";
import { POST as productPost } from "@/app/api/admin/products/[id]/route";
import { GET as moderationGet } from "@/app/api/admin/moderation/route";
import { GET as sellersGet } from "@/app/api/admin/sellers/route";
import { GET as sellerGet, POST as sellerPost } from "@/app/api/admin/sellers/[id]/route";
import { POST as credentialPost } from "@/app/api/admin/compliance/[kind]/[id]/route";
import { POST as verifyPost } from "@/app/api/admin/compliance/[kind]/[id]/verify/route";
import { GET as orderGet, POST as orderPost } from "@/app/api/admin/orders/[id]/route";
import { GET as historyGet, POST as announcePost } from "@/app/api/admin/announcements/route";
import { GET as previewGet } from "@/app/api/admin/announcements/preview/route";
import { PATCH as vendorProductPatch } from "@/app/api/vendor/v1/products/[id]/route";
import { POST as vendorShip } from "@/app/api/vendor/v1/orders/[id]/ship/route";
import { pendingDeaCount } from "@/features/compliance/server";
import { locationCredentials } from "@/features/compliance/server/location";
import { onChange, type Change } from "@/lib/change-bus";
import { backends, createTestDb } from "../helpers/test-db";
import { demoBuyerLocation, seedComplianceWorld, signInAll } from "../helpers/compliance-world";
import { placeTestOrder } from "../helpers/vendor-fixtures";
import { get, params, patchJson, postJson } from "../helpers/sessions";

describe.each(backends)("the operator's day in the console on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let c: Record<string, string>;
  let productId: number;
  let pendingDea: number;
  let verifiedDea: number;
  let openOrder: { id: number; orderNumber: string };
  let shippedOrder: { id: number; lineIds: number[] };

  const json = async (res: Response | Promise<Response>) => {
    const r = await res;
    return { status: r.status, body: (await r.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  /** Everything the new routes could change, row by row, to prove a refused call changed nothing. */
  async function snapshot() {
    const [p, v, d, o, h2, r, n, a, notes] = await Promise.all([
      h.db
        .select({ id: products.id, status: products.status, q: products.quantity })
        .from(products)
        .orderBy(asc(products.id)),
      h.db.select().from(vendors).orderBy(asc(vendors.id)),
      h.db.select().from(deaRegistrations).orderBy(asc(deaRegistrations.id)),
      h.db.select({ id: orders.id, status: orders.status }).from(orders).orderBy(asc(orders.id)),
      h.db.select({ n: count() }).from(orderStatusHistory),
      h.db.select({ n: count() }).from(orderRefunds),
      h.db.select({ n: count() }).from(orderNotes),
      h.db.select({ n: count() }).from(auditLog),
      h.db.select({ n: count() }).from(notifications),
    ]);
    return JSON.stringify({ p, v, d, o, h2, r, n, a, notes });
  }

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedComplianceWorld(h.db);
    c = await signInAll({
      operator: ["operator@dvm.demo", "DemoOperator#2026"],
      buyer: ["buyer@dvm.demo", "DemoBuyer#2026"],
      vendor: ["vendor@dvm.demo", "DemoVendor#2026"],
    });
    const [p] = await h.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.vendorId, 1), eq(products.status, "published")))
      .orderBy(asc(products.id))
      .limit(1);
    productId = p!.id;
    const location = await demoBuyerLocation(h.db);
    const [waiting, inForce] = await h.db
      .insert(deaRegistrations)
      .values([
        {
          locationId: location,
          addedBy: "demo-buyer",
          number: "AB1234563",
          schedules: ["CIII", "CIV"],
          state: "MO",
          expiresAt: new Date("2030-01-01T00:00:00Z"),
        },
        {
          locationId: location,
          addedBy: "demo-buyer",
          number: "AB7654325",
          schedules: ["CII", "CIII"],
          state: "MO",
          expiresAt: new Date("2029-01-01T00:00:00Z"),
          verifiedAt: new Date("2026-01-01T00:00:00Z"),
        },
      ])
      .returning({ id: deaRegistrations.id });
    pendingDea = waiting!.id;
    verifiedDea = inForce!.id;
    openOrder = await placeTestOrder(h.db, 1, [2, 1]);
    shippedOrder = await placeTestOrder(h.db, 1, [1, 1]);
  });
  afterAll(async () => h?.dispose());

  it("refuses a buyer and a vendor on every new route, with nothing changed", async () => {
    const calls = (cookie: string) => [
      () => productsGet(get("/api/admin/products?q=a", cookie)),
      () =>
        productPost(
          postJson(`/api/admin/products/${productId}`, { action: "takedown", reason: "Unsafe" }, cookie),
          params({ id: String(productId) }),
        ),
      () => moderationGet(get("/api/admin/moderation", cookie)),
      () => sellersGet(get("/api/admin/sellers?q=sand", cookie)),
      () => sellerGet(get("/api/admin/sellers/1", cookie), params({ id: "1" })),
      () => sellerPost(postJson("/api/admin/sellers/1", { reviewFirst: true }, cookie), params({ id: "1" })),
      () =>
        credentialPost(
          postJson(`/api/admin/compliance/dea/${verifiedDea}`, { decision: "revoke", reason: "Surrendered" }, cookie),
          params({ kind: "dea", id: String(verifiedDea) }),
        ),
      () => orderGet(get(`/api/admin/orders/${openOrder.id}`, cookie), params({ id: String(openOrder.id) })),
      () =>
        orderPost(
          postJson(`/api/admin/orders/${openOrder.id}`, { action: "cancel", reason: "Duplicate" }, cookie),
          params({ id: String(openOrder.id) }),
        ),
      () =>
        orderPost(
          postJson(`/api/admin/orders/${openOrder.id}`, { action: "refund", amount: 5, reason: "Damaged" }, cookie),
          params({ id: String(openOrder.id) }),
        ),
      () =>
        orderPost(
          postJson(`/api/admin/orders/${openOrder.id}`, { action: "note", note: "Called them" }, cookie),
          params({ id: String(openOrder.id) }),
        ),
      () => historyGet(get("/api/admin/announcements", cookie)),
      () => previewGet(get("/api/admin/announcements/preview?state=MO", cookie)),
    ];
    const before = await snapshot();
    for (const who of ["buyer", "vendor"] as const)
      for (const [i, call] of calls(c[who]!).entries()) expect((await call()).status, `${who} call ${i}`).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it("finds products by name, SKU or vendor, filters them and pages them", async () => {
    const [p] = await h.db.select({ sku: products.sku }).from(products).where(eq(products.id, productId));
    const bySku = await json(
      productsGet(get(`/api/admin/products?q=${encodeURIComponent(p!.sku.toLowerCase())}`, c.operator!)),
    );
    expect(bySku.body.data.map((r: { id: number }) => r.id)).toContain(productId);
    const [vendor] = await h.db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, 1));
    const byVendor = await json(
      productsGet(get(`/api/admin/products?q=${encodeURIComponent(vendor!.name)}`, c.operator!)),
    );
    const [own] = await h.db.select({ n: count() }).from(products).where(eq(products.vendorId, 1));
    expect(byVendor.body.total).toBeGreaterThanOrEqual(own!.n);
    expect(byVendor.body.data.length).toBeLessThanOrEqual(25);
    const filtered = await json(
      productsGet(get("/api/admin/products?vendor=1&status=published&class=none&page=2", c.operator!)),
    );
    expect(filtered.status).toBe(200);
    for (const r of filtered.body.data)
      expect(r).toMatchObject({ vendorId: 1, status: "published", regulatoryClass: "none" });
    const bad = await json(productsGet(get("/api/admin/products?status=gone", c.operator!)));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Status is one of/);
  });

  it("takes a listing down with a reason, keeps it down whatever the vendor sends, and restores it", async () => {
    const id = String(productId);
    const noReason = await json(
      productPost(
        postJson(`/api/admin/products/${id}`, { action: "takedown", reason: " " }, c.operator!),
        params({ id }),
      ),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("Give the vendor a reason (at least 3 characters).");
    const changes: Change[] = [];
    const off = onChange((ch) => void changes.push(ch));
    const down = await json(
      productPost(
        postJson(`/api/admin/products/${id}`, { action: "takedown", reason: "Counterfeit reports" }, c.operator!),
        params({ id }),
      ),
    );
    off();
    expect(down.status).toBe(200);
    expect(changes).toContainEqual({ kind: "product", ids: [productId] });
    const status = async () =>
      (await h.db.select({ s: products.status }).from(products).where(eq(products.id, productId)))[0]!.s;
    expect(await status()).toBe("taken_down");
    const again = await json(
      productPost(
        postJson(`/api/admin/products/${id}`, { action: "takedown", reason: "Twice" }, c.operator!),
        params({ id }),
      ),
    );
    expect(again.status).toBe(409);

    // the vendor asks to publish it: it stays down, and the vendor reads why
    const patch = await vendorProductPatch(
      patchJson(`/api/vendor/v1/products/${id}`, { status: "published" }, c.vendor!),
      params({ id }),
    );
    expect(patch.status).toBeLessThan(500);
    expect(await status()).toBe("taken_down");

    const up = await json(
      productPost(postJson(`/api/admin/products/${id}`, { action: "restore" }, c.operator!), params({ id })),
    );
    expect(up.body.data.status).toBe("published");
    expect(await status()).toBe("published");
    const twice = await json(
      productPost(postJson(`/api/admin/products/${id}`, { action: "restore" }, c.operator!), params({ id })),
    );
    expect(twice.status).toBe(409);
    const audit = await h.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "product"), eq(auditLog.targetId, id)))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      { action: "product.takedown", after: { status: "taken_down", reason: "Counterfeit reports" } },
      { action: "product.restore", after: { status: "published" } },
    ]);
  });

  it("marks a seller review first: its new listing waits in the queue the menu counts", async () => {
    const res = await json(
      sellerPost(postJson("/api/admin/sellers/1", { reviewFirst: true }, c.operator!), params({ id: "1" })),
    );
    expect(res.body.data.reviewFirst).toBe(true);
    expect((await h.db.select({ r: vendors.reviewFirst }).from(vendors).where(eq(vendors.id, 1)))[0]!.r).toBe(true);
    const before = (await json(moderationGet(get("/api/admin/moderation", c.operator!)))).body.total as number;
    // a change to a live listing of a review-first seller goes back to the queue
    const [live] = await h.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.vendorId, 1), eq(products.status, "published")))
      .limit(1);
    const id = String(live!.id);
    const renamed = await vendorProductPatch(
      patchJson(`/api/vendor/v1/products/${id}`, { name: "Renamed for review" }, c.vendor!),
      params({ id }),
    );
    expect(renamed.status).toBe(200);
    const queue = await json(moderationGet(get("/api/admin/moderation", c.operator!)));
    expect(queue.body.total).toBe(before + 1);
    expect(queue.body.data.map((p: { id: number }) => p.id)).toContain(live!.id);
    const audit = await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetType, "vendor"));
    expect(audit.map((a) => a.action)).toContain("vendor.review_first");
    await sellerPost(postJson("/api/admin/sellers/1", { reviewFirst: false }, c.operator!), params({ id: "1" }));
  });

  it("lists sellers with their own product counts, searched and filtered, and shows one seller whole", async () => {
    const list = await json(sellersGet(get("/api/admin/sellers?status=active&review=direct", c.operator!)));
    const counts = await h.db.select({ id: products.vendorId, n: count() }).from(products).groupBy(products.vendorId);
    const own = new Map(counts.map((r) => [r.id, r.n]));
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const v of list.body.data) expect(v.products).toBe(own.get(v.id) ?? 0);
    const [sandhill] = await h.db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, 1));
    const found = await json(
      sellersGet(get(`/api/admin/sellers?q=${encodeURIComponent(sandhill!.name.slice(0, 5))}`, c.operator!)),
    );
    expect(found.body.data.map((v: { id: number }) => v.id)).toContain(1);
    const detail = await json(sellerGet(get("/api/admin/sellers/1", c.operator!), params({ id: "1" })));
    expect(detail.body.data.products.total).toBe(own.get(1));
    expect(detail.body.data.team.map((m: { email: string }) => m.email)).toContain("vendor@dvm.demo");
    expect(detail.body.data.orders.total).toBeGreaterThanOrEqual(2);
    expect((await sellerGet(get("/api/admin/sellers/99999", c.operator!), params({ id: "99999" }))).status).toBe(404);
  });

  it("rejects a waiting DEA registration and revokes a verified one; the clinic is told and neither counts", async () => {
    const dea = await pendingDeaCount();
    const noReason = await json(
      credentialPost(
        postJson(`/api/admin/compliance/dea/${pendingDea}`, { decision: "reject" }, c.operator!),
        params({ kind: "dea", id: String(pendingDea) }),
      ),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("Give the clinic a reason.");
    const wrongWay = await json(
      credentialPost(
        postJson(`/api/admin/compliance/dea/${pendingDea}`, { decision: "revoke", reason: "Expired" }, c.operator!),
        params({ kind: "dea", id: String(pendingDea) }),
      ),
    );
    expect(wrongWay.status).toBe(409);
    expect(wrongWay.body.message).toMatch(/not verified yet: reject it instead/);
    const rejected = await json(
      credentialPost(
        postJson(
          `/api/admin/compliance/dea/${pendingDea}`,
          { decision: "reject", reason: "Number does not match the certificate" },
          c.operator!,
        ),
        params({ kind: "dea", id: String(pendingDea) }),
      ),
    );
    expect(rejected.status).toBe(200);
    expect(await pendingDeaCount()).toBe(dea - 1);
    const verifyLater = await verifyPost(
      postJson(`/api/admin/compliance/dea/${pendingDea}/verify`, {}, c.operator!),
      params({ kind: "dea", id: String(pendingDea) }),
    );
    expect(verifyLater.status).toBe(409);

    const location = await demoBuyerLocation(h.db);
    expect((await locationCredentials(h.db, location)).dea?.number).toBe("AB7654325");
    const revoked = await json(
      credentialPost(
        postJson(
          `/api/admin/compliance/dea/${verifiedDea}`,
          { decision: "revoke", reason: "Registration surrendered" },
          c.operator!,
        ),
        params({ kind: "dea", id: String(verifiedDea) }),
      ),
    );
    expect(revoked.status).toBe(200);
    const [row] = await h.db.select().from(deaRegistrations).where(eq(deaRegistrations.id, verifiedDea));
    expect(row).toMatchObject({ verifiedAt: null, reviewReason: "Registration surrendered" });
    expect(row!.revokedAt).not.toBeNull();
    expect((await locationCredentials(h.db, location)).dea).toBeNull();
    const told = await h.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, "demo-buyer"), eq(notifications.type, "account")));
    expect(told.map((n) => n.body)).toEqual(
      expect.arrayContaining([
        "Your DEA registration AB1234563 was not accepted: Number does not match the certificate",
        "Your DEA registration AB7654325 no longer counts for orders: Registration surrendered",
      ]),
    );
    const actions = await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetType, "clinic_location"));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["dea.reject", "dea.revoke"]));
  });

  it("shows an order with its ship-to, parcels and lots; refuses to cancel one that shipped; records refunds up to the total", async () => {
    const sid = String(shippedOrder.id);
    const shipped = await vendorShip(
      postJson(
        `/api/vendor/v1/orders/${sid}/ship`,
        {
          carrier: "UPS",
          tracking_number: "1Z999",
          lines: [{ line_id: shippedOrder.lineIds[0], quantity: 1, lot: "LOT-A123", expiry: "2030-01-31" }],
        },
        c.vendor!,
      ),
      params({ id: sid }),
    );
    expect(shipped.status).toBe(200);
    const detail = await json(orderGet(get(`/api/admin/orders/${sid}`, c.operator!), params({ id: sid })));
    expect(detail.body.data.shippingAddress).toMatchObject({ line1: "410 Main Street", state: "MO" });
    expect(detail.body.data.shipments).toMatchObject([
      { carrier: "UPS", tracking_number: "1Z999", lines: [{ quantity: 1, lot: "LOT-A123", expiry: "2030-01-31" }] },
    ]);
    const before = await snapshot();
    const cancel = await json(
      orderPost(
        postJson(`/api/admin/orders/${sid}`, { action: "cancel", reason: "Buyer asked" }, c.operator!),
        params({ id: sid }),
      ),
    );
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toMatch(/has shipped, so it cannot be cancelled/);
    const [{ total } = { total: 0 }] = await h.db
      .select({ total: orders.totalCents })
      .from(orders)
      .where(eq(orders.id, shippedOrder.id));
    const tooMuch = await json(
      orderPost(
        postJson(
          `/api/admin/orders/${sid}`,
          { action: "refund", amount: total / 100 + 0.01, reason: "Damaged" },
          c.operator!,
        ),
        params({ id: sid }),
      ),
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toMatch(/^At most \$/);
    const oddCents = await json(
      orderPost(
        postJson(`/api/admin/orders/${sid}`, { action: "refund", amount: "1.005", reason: "Damaged" }, c.operator!),
        params({ id: sid }),
      ),
    );
    expect(oddCents.status).toBe(400);
    expect(await snapshot()).toBe(before);

    const refund = await json(
      orderPost(
        postJson(
          `/api/admin/orders/${sid}`,
          { action: "refund", amount: "12.50", reason: "One box arrived crushed" },
          c.operator!,
        ),
        params({ id: sid }),
      ),
    );
    expect(refund.status).toBe(200);
    expect(
      await h.db
        .select({ a: orderRefunds.amountCents, r: orderRefunds.reason })
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, shippedOrder.id)),
    ).toEqual([{ a: 1250, r: "One box arrived crushed" }]);
    const steps = await h.db
      .select({ status: orderStatusHistory.status, note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, shippedOrder.id));
    expect(steps).toContainEqual({ status: "refunded", note: "Refunded $12.50: One box arrived crushed" });
    const rest = await json(
      orderPost(
        postJson(
          `/api/admin/orders/${sid}`,
          { action: "refund", amount: total / 100 - 12.5, reason: "Returned" },
          c.operator!,
        ),
        params({ id: sid }),
      ),
    );
    expect(rest.status).toBe(200);
    const full = await json(
      orderPost(
        postJson(`/api/admin/orders/${sid}`, { action: "refund", amount: 1, reason: "Again" }, c.operator!),
        params({ id: sid }),
      ),
    );
    expect(full.body.message).toBe("This order has been refunded in full already.");
    const audit = await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "order"), eq(auditLog.targetId, sid)));
    expect(audit.map((a) => a.action)).toEqual(["order.refund", "order.refund"]);
    // a refund that failed gave nothing back: its amount may be refunded again
    await h.db.execute(
      sql`update order_refunds set status = 'failed' where order_id = ${Number(sid)} and amount_cents = 1250`,
    );
    const again = await json(
      orderPost(
        postJson(`/api/admin/orders/${sid}`, { action: "refund", amount: "12.50", reason: "Retry" }, c.operator!),
        params({ id: sid }),
      ),
    );
    expect(again.status).toBe(200);
    // a card whose payment never arrived has nothing to refund, and nothing is written
    await h.db.execute(
      sql`update orders set payment_method = 'card', payment_status = 'awaiting' where id = ${Number(sid)}`,
    );
    const unpaid = await json(
      orderPost(
        postJson(`/api/admin/orders/${sid}`, { action: "refund", amount: 1, reason: "Goodwill" }, c.operator!),
        params({ id: sid }),
      ),
    );
    expect([unpaid.status, unpaid.body.message]).toEqual([
      409,
      "This card payment was never captured, so there is nothing to refund.",
    ]);
    await h.db.execute(
      sql`update orders set payment_method = 'invoice', payment_status = 'terms' where id = ${Number(sid)}`,
    );
  });

  it("cancels an open order with a reason: stock back, history, the buyer told; notes stay internal", async () => {
    const oid = String(openOrder.id);
    const stock = async () =>
      h.db
        .select({ id: products.id, q: products.quantity })
        .from(products)
        .where(eq(products.vendorId, 1))
        .orderBy(asc(products.id));
    const before = new Map((await stock()).map((r) => [r.id, r.q]));
    const note = await json(
      orderPost(
        postJson(
          `/api/admin/orders/${oid}`,
          { action: "note", note: "Buyer called: duplicate of another order" },
          c.operator!,
        ),
        params({ id: oid }),
      ),
    );
    expect(note.status).toBe(200);
    const emptyNote = await json(
      orderPost(postJson(`/api/admin/orders/${oid}`, { action: "note", note: "  " }, c.operator!), params({ id: oid })),
    );
    expect(emptyNote.body.message).toBe("Write the note.");
    const cancel = await json(
      orderPost(
        postJson(`/api/admin/orders/${oid}`, { action: "cancel", reason: "Duplicate order" }, c.operator!),
        params({ id: oid }),
      ),
    );
    expect(cancel.status).toBe(200);
    expect((await h.db.select({ s: orders.status }).from(orders).where(eq(orders.id, openOrder.id)))[0]!.s).toBe(
      "cancelled",
    );
    const lines = (await json(orderGet(get(`/api/admin/orders/${oid}`, c.operator!), params({ id: oid })))).body.data;
    const after = new Map((await stock()).map((r) => [r.id, r.q]));
    const moved = [...after].filter(([id, q]) => q !== before.get(id)).map(([id, q]) => q - before.get(id)!);
    expect(moved.sort()).toEqual([1, 2]); // the two lines' quantities came back
    expect(lines.timeline.at(-1)).toMatchObject({
      status: "cancelled",
      note: "Cancelled by the marketplace: Duplicate order",
    });
    expect(lines.notes).toMatchObject([{ note: "Buyer called: duplicate of another order", by: "operator@dvm.demo" }]);
    const told = await h.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.orderId, openOrder.id));
    expect(told.map((n) => n.body)).toContain(
      `Your order ${openOrder.orderNumber} was cancelled by the marketplace: Duplicate order`,
    );
    expect(told.map((n) => n.body).join(" ")).not.toMatch(/duplicate of another order/);
    const again = await json(
      orderPost(
        postJson(`/api/admin/orders/${oid}`, { action: "cancel", reason: "Twice" }, c.operator!),
        params({ id: oid }),
      ),
    );
    expect(again.status).toBe(409);
  });

  it("previews an announcement's buyers by state, MO and Missouri alike, sends to the same buyers, and lists it", async () => {
    await h.db.update(user).set({ state: "mo." }).where(eq(user.id, "demo-lowlevel"));
    const byCode = await json(previewGet(get("/api/admin/announcements/preview?state=MO", c.operator!)));
    const byName = await json(previewGet(get("/api/admin/announcements/preview?state=missouri", c.operator!)));
    expect(byCode.body.recipients).toBe(byName.body.recipients);
    expect(byCode.body.recipients).toBeGreaterThanOrEqual(2);
    expect(byCode.body.states).toEqual([{ state: "Missouri (MO)", buyers: byCode.body.recipients }]);
    const everyone = await json(previewGet(get("/api/admin/announcements/preview", c.operator!)));
    expect(everyone.body.states.map((s: { state: string }) => s.state)).toContain("Missouri (MO)");
    expect(everyone.body.states.reduce((s: number, x: { buyers: number }) => s + x.buyers, 0)).toBe(
      everyone.body.recipients,
    );
    const unknown = await json(previewGet(get("/api/admin/announcements/preview?state=Atlantis", c.operator!)));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('No US state is called "Atlantis": write its name or code, like Missouri or MO.');

    await h.db.insert(coupons).values({ vendorId: 1, code: "SPRING10", kind: "percent", value: 10 });
    const sent = await json(
      announcePost(postJson("/api/admin/announcements", { kind: "coupon", state: "MO" }, c.operator!)),
    );
    expect(sent.status).toBe(200);
    expect(sent.body.recipients).toBe(byCode.body.recipients);
    const reached = await h.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.type, "Coupons"));
    expect(reached.map((r) => r.userId)).toEqual(expect.arrayContaining(["demo-buyer", "demo-lowlevel"]));
    const history = await json(historyGet(get("/api/admin/announcements", c.operator!)));
    expect(history.body.data[0]).toMatchObject({
      kind: "coupon",
      recipients: byCode.body.recipients,
      audience: { state: "MO" },
      by: "operator@dvm.demo",
    });
  });
});
