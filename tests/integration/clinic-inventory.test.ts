import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cartItems,
  clinicApprovalRules,
  clinicMemberLocations,
  controlledRecord,
  deaRegistrations,
  inventoryLedger,
  inventoryStock,
  member,
  notifications,
  recallNotices,
} from "@/db/schema";
import { queryRows } from "@/db/client";
import { GET as getOrder } from "@/app/api/orders/[orderId]/route";
import { POST as receive } from "@/app/api/clinic/shipments/[id]/receive/route";
import { GET as list } from "@/app/api/clinic/inventory/route";
import { GET as csv } from "@/app/api/clinic/inventory/csv/route";
import { GET as history } from "@/app/api/clinic/inventory/[id]/history/route";
import { POST as adjust } from "@/app/api/clinic/inventory/adjust/route";
import { PUT as putPar } from "@/app/api/clinic/inventory/par/route";
import { GET as belowPar } from "@/app/api/clinic/inventory/below-par/route";
import { POST as belowParCart } from "@/app/api/clinic/inventory/below-par/cart/route";
import fc from "fast-check";
import { viewerById } from "@/features/accounts/server";
import { ledgerTotals, type LedgerReason } from "@/features/inventory/rules";
import { adjustStock } from "@/features/inventory/server/adjust";
import { GET as spending } from "@/app/api/clinic/spending/route";
import { GET as spendingCsv } from "@/app/api/clinic/spending/csv/route";
import { POST as importRecalls } from "@/app/api/admin/recalls/import/route";
import { POST as quarantine } from "@/app/api/clinic/inventory/recalls/[id]/quarantine/route";
import { GET as recallList } from "@/app/api/compliance/recalls/route";
import { autoReceiveDue, dueForAutoReceive, receiveShipment } from "@/features/inventory/server/receive";
import { AppError } from "@/lib/errors";
import { runExpiryAlerts } from "@/features/inventory/server/expiry";
import { backends, createTestDb } from "../helpers/test-db";
import { seedComplianceWorld, signInAll } from "../helpers/compliance-world";
import { dayFrom, locationNamed, plainProduct, shippedOrder, stockState } from "../helpers/inventory-fixtures";
import { get, params, postJson } from "../helpers/sessions";

const GROUP = "clinic-heartland";
const put = (url: string, body: unknown, cookie?: string) =>
  new Request(`http://localhost:3000${url}`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe.each(backends)("a clinic's stock on hand on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let north = 0;
  let south = 0;
  let buyerLoc = 0;
  const product = { id: 0, name: "", sku: "" };
  let order: Awaited<ReturnType<typeof shippedOrder>>;
  let lotId = 0;
  const now = new Date();

  const receiveAs = (who: string, shipmentId: number, body?: unknown) =>
    receive(
      body === undefined
        ? new Request(`http://localhost:3000/api/clinic/shipments/${shipmentId}/receive`, {
            method: "POST",
            headers: { origin: "http://localhost:3000", cookie: c[who]! },
          })
        : postJson(`/api/clinic/shipments/${shipmentId}/receive`, body, c[who]),
      params({ id: String(shipmentId) }),
    );
  const adjustAs = (who: string, body: unknown) => adjust(postJson("/api/clinic/inventory/adjust", body, c[who]));
  const lotsAt = async (who: string, locationId: number, query = "") => {
    const res = await list(get(`/api/clinic/inventory?location_id=${locationId}${query}`, c[who]));
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedComplianceWorld(h.db);
    Object.assign(
      c,
      await signInAll({
        buyer: ["buyer@dvm.demo", "DemoBuyer#2026"],
        owner: ["owner@dvm.demo", "DemoOwner#2026"],
        manager: ["manager@dvm.demo", "DemoManager#2026"],
        purchaser: ["purchaser@dvm.demo", "DemoPurchaser#2026"],
        requester: ["requester@dvm.demo", "DemoRequester#2026"],
        operator: ["operator@dvm.demo", "DemoOperator#2026"],
      }),
    );
    north = await locationNamed(h.db, GROUP, "Heartland North");
    south = await locationNamed(h.db, GROUP, "Heartland South");
    buyerLoc = await locationNamed(h.db, "clinic-demo-buyer");
    // the requester works at Heartland South only: North's stock is not theirs to see
    const [m] = await h.db
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.userId, "demo-clinic-requester"), eq(member.organizationId, GROUP)));
    await h.db.insert(clinicMemberLocations).values({ memberId: m!.id, locationId: south });
    await h.db.delete(clinicApprovalRules).where(eq(clinicApprovalRules.organizationId, GROUP));
    Object.assign(product, await plainProduct(h.db));
    order = await shippedOrder(h.db, {
      userId: "demo-clinic-purchaser",
      organizationId: GROUP,
      locationId: north,
      lines: [{ productId: product.id, quantity: 5, unitCents: 1200, lot: "LT45A", expiry: dayFrom(now, 45) }],
    });
  });
  afterAll(async () => h?.dispose());

  it("the order lists its shipments with id, lines, lots and expiry, not yet received", async () => {
    const res = await getOrder(get(`/api/orders/${order.id}`, c.purchaser), params({ orderId: String(order.id) }));
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.order.shipments).toEqual([
      expect.objectContaining({
        id: order.shipmentId,
        receipt: null,
        lines: [
          expect.objectContaining({ line_id: order.lineIds[0], quantity: 5, lot: "LT45A", expiry: dayFrom(now, 45) }),
        ],
      }),
    ]);
  });

  it("another clinic's member and a member not at the location get 404 receiving, and nothing changes", async () => {
    const before = await stockState(h.db);
    for (const who of ["buyer", "requester"]) {
      const res = await receiveAs(who, order.shipmentId);
      expect(res.status, who).toBe(404);
    }
    expect((await receiveAs("purchaser", 999_999)).status).toBe(404);
    expect(await stockState(h.db)).toEqual(before);
  });

  it("a short line needs a note; received lines become stock at the order's location by product and lot", async () => {
    const short = await receiveAs("purchaser", order.shipmentId, {
      lines: [{ line_id: order.lineIds[0], quantity: 4 }],
    });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toMatch(/say what happened to the missing units/);
    const ok = await receiveAs("purchaser", order.shipmentId, {
      lines: [{ line_id: order.lineIds[0], quantity: 4, note: "One vial cracked" }],
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await receiveAs("purchaser", order.shipmentId)).status).toBe(409);
    const { body } = await lotsAt("purchaser", north);
    expect(body.data).toEqual([
      expect.objectContaining({
        location_id: north,
        product_id: product.id,
        name: product.name,
        sku: product.sku,
        lot: "LT45A",
        expiry: dayFrom(now, 45),
        quantity: 4,
        par_level: null,
        value: 48,
        expiring_within: 60,
      }),
    ]);
    lotId = body.data[0].id;
    const shown = await (
      await getOrder(get(`/api/orders/${order.id}`, c.purchaser), params({ orderId: String(order.id) }))
    ).json();
    expect(shown.order.shipments[0].receipt).toMatchObject({
      automatic: false,
      lines: [{ line_id: order.lineIds[0], quantity: 4, note: "One vial cracked" }],
    });
  });

  it("a lot 45 days from expiry tells the location's members once, of 60 days (not 90), and the job repeats nothing", async () => {
    const told = () =>
      h.db
        .select({ userId: notifications.userId, body: notifications.body })
        .from(notifications)
        .where(sql`${notifications.body} like ${`%lot LT45A%`}`);
    const first = await told();
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((n) => n.body.includes("within 60 days"))).toBe(true);
    // every member who works at North, and not the requester who works at South only
    expect(first.map((n) => n.userId)).toEqual(expect.arrayContaining(["demo-clinic-owner", "demo-clinic-purchaser"]));
    expect(first.map((n) => n.userId)).not.toContain("demo-clinic-requester");
    await runExpiryAlerts(now);
    await runExpiryAlerts(now);
    expect(await told()).toHaveLength(first.length);
    // 16 days on, the lot is within 30 days: one more notice each
    await runExpiryAlerts(new Date(now.getTime() + 16 * 86_400_000));
    const later = await told();
    expect(later.length).toBe(first.length * 2);
    expect(later.filter((n) => n.body.includes("within 30 days"))).toHaveLength(first.length);
  });

  it("every inventory route answers 404 to another clinic's member and to a member not at the location", async () => {
    const before = await stockState(h.db);
    for (const who of ["buyer", "requester"]) {
      expect((await lotsAt(who, north)).status, who).toBe(404);
      expect((await csv(get(`/api/clinic/inventory/csv?location_id=${north}`, c[who]))).status, who).toBe(404);
      const hist = await history(get(`/api/clinic/inventory/${lotId}/history`, c[who]), params({ id: String(lotId) }));
      expect(hist.status, who).toBe(404);
      expect((await adjustAs(who, { inventory_id: lotId, quantity: -1, reason: "used" })).status, who).toBe(404);
      expect(
        (
          await adjustAs(who, {
            location_id: north,
            product_id: product.id,
            lot: "LT45A",
            quantity: -1,
            reason: "used",
          })
        ).status,
        who,
      ).toBe(404);
      expect((await belowPar(get(`/api/clinic/inventory/below-par?location_id=${north}`, c[who]))).status, who).toBe(
        404,
      );
      const cart = await belowParCart(postJson("/api/clinic/inventory/below-par/cart", { location_id: north }, c[who]));
      expect(cart.status, who).toBe(404);
    }
    // the buyer owns their own clinic and may set par there, not at another clinic's location
    const par = await putPar(
      put("/api/clinic/inventory/par", { location_id: north, product_id: product.id, par_level: 9 }, c.buyer),
    );
    expect(par.status).toBe(404);
    // a transfer to another clinic's location is not found either, and moves nothing
    const away = await adjustAs("purchaser", {
      inventory_id: lotId,
      quantity: -1,
      reason: "transfer",
      to_location_id: buyerLoc,
    });
    expect(away.status).toBe(404);
    expect(await stockState(h.db)).toEqual(before);
    // and the lists of another clinic's member show nothing of North
    expect((await lotsAt("buyer", buyerLoc)).body.data).toEqual([]);
  });

  it("adjustments follow the rules and each is a ledger entry with who and when", async () => {
    const refused = [
      [{ inventory_id: lotId, quantity: -5, reason: "used" }, /Only 4 units on hand/],
      [{ inventory_id: lotId, quantity: 2, reason: "wasted" }, /lowers the stock/],
      [{ inventory_id: lotId, quantity: -1, reason: "transfer" }, /Choose the location/],
      [{ inventory_id: lotId, quantity: -1, reason: "stolen" }, /The reason is one of/],
      [{ inventory_id: lotId, quantity: 0, reason: "count" }, /other than zero/],
    ] as const;
    const before = await stockState(h.db);
    for (const [body, says] of refused) {
      const res = await adjustAs("purchaser", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).message).toMatch(says);
    }
    expect(await stockState(h.db)).toEqual(before);
    expect((await adjustAs("purchaser", { inventory_id: lotId, quantity: -1, reason: "used" })).status).toBe(200);
    const moved = await adjustAs("purchaser", {
      inventory_id: lotId,
      quantity: -1,
      reason: "transfer",
      to_location_id: south,
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await lotsAt("purchaser", north)).body.data[0].quantity).toBe(2);
    expect((await lotsAt("requester", south)).body.data[0]).toMatchObject({ lot: "LT45A", quantity: 1, value: 12 });
    const counted = await adjustAs("manager", { inventory_id: lotId, counted: 3, reason: "count", note: "Found one" });
    expect((await counted.json()).data).toMatchObject({ quantity: 3, change: 1 });
    const res = await history(
      get(`/api/clinic/inventory/${lotId}/history`, c.purchaser),
      params({ id: String(lotId) }),
    );
    const lot = (await res.json()).data;
    expect(lot.entries.map((e: { reason: string; quantity: number }) => [e.reason, e.quantity])).toEqual([
      ["count", 1],
      ["transfer", -1],
      ["used", -1],
      ["received", 4],
    ]);
    expect(lot.entries[0]).toMatchObject({ by: expect.stringMatching(/\w/), note: "Found one" });
    expect(lot.entries[1].other_location).toBe("Heartland South");
  });

  it("an expired lot cannot be used, only wasted", async () => {
    await h.db
      .update(inventoryStock)
      .set({ expiry: dayFrom(now, -2) })
      .where(eq(inventoryStock.id, lotId));
    const used = await adjustAs("purchaser", { inventory_id: lotId, quantity: -1, reason: "used" });
    expect(used.status).toBe(400);
    expect((await used.json()).message).toBe("This lot has expired: record it as wasted, not used.");
    expect((await adjustAs("purchaser", { inventory_id: lotId, quantity: -1, reason: "wasted" })).status).toBe(200);
    const { body } = await lotsAt("purchaser", north, "&filter=expired");
    expect(body.data[0]).toMatchObject({ id: lotId, expired: true, quantity: 2 });
    await h.db
      .update(inventoryStock)
      .set({ expiry: dayFrom(now, 45) })
      .where(eq(inventoryStock.id, lotId));
  });

  it("par levels are a manager's; below par the list offers the listing at this buyer's price and fills the cart", async () => {
    const body = { location_id: north, product_id: product.id, par_level: 10, reorder_quantity: 0 };
    const refused = await putPar(put("/api/clinic/inventory/par", body, c.purchaser));
    expect(refused.status).toBe(403);
    expect((await putPar(put("/api/clinic/inventory/par", body, c.manager))).status).toBe(200);
    const { body: listed } = await lotsAt("purchaser", north, "&filter=below_par");
    expect(listed.data[0]).toMatchObject({ id: lotId, par_level: 10, below_par: true });
    const res = await belowPar(get(`/api/clinic/inventory/below-par?location_id=${north}`, c.purchaser));
    const below = (await res.json()).data;
    expect(below).toEqual([
      expect.objectContaining({
        product_id: product.id,
        on_hand: 2,
        order_quantity: 8,
        offer: expect.objectContaining({ product_id: product.id, vendor_id: 1, price: 15 }),
      }),
    ]);
    await h.db.delete(cartItems).where(eq(cartItems.locationId, north));
    const added = await belowParCart(
      postJson("/api/clinic/inventory/below-par/cart", { location_id: north }, c.purchaser),
    );
    expect(added.status, await added.clone().text()).toBe(200);
    const lines = await h.db.select().from(cartItems).where(eq(cartItems.locationId, north));
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[product.id, 8]]);
  });

  it("below par, the best offer is the cheapest per unit across vendors, in its own packs", async () => {
    // a twin of the same item at another vendor: packs of 2 at $20 ($10 a unit against $15)
    const [twin] = await queryRows<{ id: number; vendor_id: number }>(
      h.db,
      sql`select id, vendor_id from products where vendor_id not in (1, 407) and type = 'simple'
        and not exists (select 1 from product_variations x where x.product_id = products.id) order by id limit 1`,
    );
    const [item] = await queryRows<{ id: number }>(
      h.db,
      sql`insert into items (name, match_key) values ('Par twin', 'test:par-twin') returning id`,
    );
    await h.db.execute(sql`update products set item_id = ${item!.id}, pack_size = 1 where id = ${product.id}`);
    await h.db.execute(sql`update products set item_id = ${item!.id}, pack_size = 2, price_cents = 2000,
      price_catalog_cents = 2000, price_discounted_cents = null, see_price = 'login', level = 1, in_stock = 'Y',
      quantity = 100, minimum_order = null, max_quantity_threshold = null, status = 'published' where id = ${twin!.id}`);
    const below = (
      await (await belowPar(get(`/api/clinic/inventory/below-par?location_id=${north}`, c.purchaser))).json()
    ).data;
    expect(below[0]).toMatchObject({
      product_id: product.id,
      order_quantity: 8,
      offer: { product_id: twin!.id, vendor_id: twin!.vendor_id, price: 20, quantity: 4 },
    });
    await h.db.delete(cartItems).where(eq(cartItems.locationId, north));
    const added = await belowParCart(
      postJson("/api/clinic/inventory/below-par/cart", { location_id: north }, c.purchaser),
    );
    expect(added.status, await added.clone().text()).toBe(200);
    const lines = await h.db.select().from(cartItems).where(eq(cartItems.locationId, north));
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[twin!.id, 4]]);
    await h.db.delete(cartItems).where(eq(cartItems.locationId, north));
    await h.db.execute(sql`update products set item_id = null where item_id = ${item!.id}`);
  });

  it("the CSV export is the filtered list, formula-safe", async () => {
    await h.db.update(inventoryStock).set({ lot: "=HYPERLINK(1)" }).where(eq(inventoryStock.id, lotId));
    const res = await csv(get(`/api/clinic/inventory/csv?location_id=${north}`, c.purchaser));
    const text = await res.text();
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(text.split("\r\n")[0]).toBe(
      "location,product,sku,lot,expiry,quantity,par_level,unit_cost_usd,value_usd,schedule,status",
    );
    expect(text).toContain("'=HYPERLINK(1)");
    await h.db.update(inventoryStock).set({ lot: "LT45A" }).where(eq(inventoryStock.id, lotId));
  });

  it("a delivered shipment nobody marked within 7 days is received automatically, and says so", async () => {
    const late = await shippedOrder(h.db, {
      userId: "demo-clinic-purchaser",
      organizationId: GROUP,
      locationId: south,
      status: "delivered",
      deliveredAt: new Date(now.getTime() - 8 * 86_400_000),
      lines: [{ productId: product.id, quantity: 3, lot: "LATE1", expiry: dayFrom(now, 400) }],
    });
    const fresh = await shippedOrder(h.db, {
      userId: "demo-clinic-purchaser",
      organizationId: GROUP,
      locationId: south,
      status: "delivered",
      deliveredAt: new Date(now.getTime() - 2 * 86_400_000),
      lines: [{ productId: product.id, quantity: 2, lot: "FRESH1" }],
    });
    // a buyer's own order (no clinic) is never due: it has no location to stock, and must not crowd the batch
    const solo = await shippedOrder(h.db, {
      userId: "demo-clinic-purchaser",
      organizationId: GROUP,
      locationId: south,
      status: "delivered",
      deliveredAt: new Date(now.getTime() - 9 * 86_400_000),
      lines: [{ productId: product.id, quantity: 1, lot: "SOLO1" }],
    });
    await h.db.execute(sql`delete from clinic_orders where order_id = ${solo.id}`);
    expect(await dueForAutoReceive(h.db, now)).toEqual([late.shipmentId]);
    expect((await autoReceiveDue(now)).received).toBe(1);
    expect((await autoReceiveDue(now)).received).toBe(0);
    const lots = (await lotsAt("requester", south)).body.data.map((l: { lot: string }) => l.lot);
    expect(lots).toContain("LATE1");
    expect(lots).not.toContain("FRESH1");
    const shown = await (
      await getOrder(get(`/api/orders/${late.id}`, c.purchaser), params({ orderId: String(late.id) }))
    ).json();
    expect(shown.order.shipments[0].receipt).toMatchObject({ automatic: true, received_by: "Received automatically" });
    const [told] = await h.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(sql`${notifications.orderId} = ${late.id}`);
    expect(told!.body).toMatch(/nobody marked it received/);
    expect(fresh.id).toBeGreaterThan(0);
  });

  it("a controlled receipt joins the record under the DEA registration that counts, never an expired one", async () => {
    const [drug] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from products where regulatory_class = 'CIV' order by id limit 1`,
    );
    await h.db.insert(deaRegistrations).values([
      {
        locationId: south,
        number: "BH1111119",
        schedules: ["CII", "CIII", "CIV", "CV"],
        state: "MO",
        expiresAt: new Date("2030-01-01T00:00:00Z"),
        verifiedAt: new Date("2025-01-01T00:00:00Z"),
      },
      // verified later, but expired: it allows nothing and names nothing
      {
        locationId: south,
        number: "BH9999995",
        schedules: ["CII", "CIII", "CIV", "CV"],
        state: "MO",
        expiresAt: new Date("2026-01-01T00:00:00Z"),
        verifiedAt: new Date("2025-06-01T00:00:00Z"),
      },
    ]);
    const o = await shippedOrder(h.db, {
      userId: "demo-clinic-purchaser",
      organizationId: GROUP,
      locationId: south,
      status: "delivered",
      lines: [{ productId: drug!.id, quantity: 2, lot: "CIV-1" }],
    });
    expect((await receiveAs("purchaser", o.shipmentId)).status).toBe(200);
    const rows = await h.db
      .select({ dea: controlledRecord.deaNumber, location: controlledRecord.location })
      .from(controlledRecord)
      .where(and(eq(controlledRecord.orderId, o.id), eq(controlledRecord.event, "received")));
    expect(rows).toEqual([{ dea: "BH1111119", location: "Heartland South" }]);
  });

  it("on hand is always received − used − wasted ± transfers ± counts − recalled, whatever members record", async () => {
    const purchaser = (await viewerById("demo-clinic-purchaser"))!;
    let run = 0;
    const op = fc.oneof(
      fc.record({ reason: fc.constantFrom("used", "wasted", "recall" as const), n: fc.integer({ min: 1, max: 6 }) }),
      fc.record({ reason: fc.constant("transfer" as const), n: fc.integer({ min: 1, max: 6 }) }),
      fc.record({ reason: fc.constant("count" as const), n: fc.integer({ min: 0, max: 12 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 9 }), fc.array(op, { maxLength: 8 }), async (received, ops) => {
        const lot = `PROP${backend.length}X${++run}`;
        const o = await shippedOrder(h.db, {
          userId: "demo-clinic-purchaser",
          organizationId: GROUP,
          locationId: north,
          lines: [{ productId: product.id, quantity: received, lot, expiry: dayFrom(now, 500) }],
        });
        await receiveShipment(purchaser, o.shipmentId, undefined, now);
        const [here] = await h.db.select().from(inventoryStock).where(eq(inventoryStock.lot, lot));
        const model = { north: received, south: 0 };
        for (const x of ops) {
          const input =
            x.reason === "count"
              ? { inventory_id: here!.id, counted: x.n, reason: x.reason }
              : x.reason === "transfer"
                ? { inventory_id: here!.id, quantity: -x.n, reason: x.reason, to_location_id: south }
                : { inventory_id: here!.id, quantity: -x.n, reason: x.reason };
          const change = x.reason === "count" ? x.n - model.north : -x.n;
          const allowed = change !== 0 && model.north + change >= 0;
          try {
            await adjustStock(purchaser, input, now);
            expect(allowed, JSON.stringify({ x, model })).toBe(true);
            model.north += change;
            if (x.reason === "transfer") model.south -= change;
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            expect(allowed, `${err.message} ${JSON.stringify({ x, model })}`).toBe(false);
          }
        }
        const lots = await h.db.select().from(inventoryStock).where(eq(inventoryStock.lot, lot));
        for (const l of lots) {
          const entries = await h.db
            .select({ reason: inventoryLedger.reason, delta: inventoryLedger.delta })
            .from(inventoryLedger)
            .where(eq(inventoryLedger.stockId, l.id));
          const t = ledgerTotals(entries.map((e) => ({ reason: e.reason as LedgerReason, delta: e.delta })));
          expect(l.quantity).toBe(t.onHand);
          expect(l.quantity).toBe(l.locationId === north ? model.north : model.south);
          if (l.locationId === north) expect(t.received).toBe(received);
          expect(l.quantity).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 12 },
    );
  });

  it("a recall of a lot on hand says how many units each location holds; acknowledging quarantines them", async () => {
    const csvText = [
      "Recall Number,Classification,Product Description,Recalling Firm,Reason for Recall,Code Info",
      `D-7001-2026,Class II,"${product.name.replace(/"/g, '""')}, SKU ${product.sku}","Sandhill Surgical, Inc.",Particulates found.,"Lot #: LT45A"`,
    ].join("\n");
    const res = await importRecalls(
      new Request("http://localhost:3000/api/admin/recalls/import", {
        method: "POST",
        headers: { "content-type": "text/csv", origin: "http://localhost:3000", cookie: c.operator! },
        body: csvText,
      }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const notices = await h.db.select().from(recallNotices).orderBy(recallNotices.locationId);
    // North received it; South holds the unit transferred there
    expect(notices.map((n) => n.locationId).sort()).toEqual([north, south].sort());
    const told = await h.db
      .select({ userId: notifications.userId, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.type, "recall"));
    const toOwner = told.filter((n) => n.userId === "demo-clinic-owner").map((n) => n.body);
    expect(toOwner.some((b) => b.includes("2 units still on hand at Heartland North"))).toBe(true);
    expect(toOwner.some((b) => b.includes("1 unit still on hand at Heartland South"))).toBe(true);

    // the clinic's recall list says the same per notice (read at once for the whole list)
    const onHand = async () =>
      (
        (await (await recallList(get("/api/compliance/recalls", c.owner))).json()).data as {
          locationId: number;
          onHand: number;
        }[]
      )
        .map((n) => [n.locationId, n.onHand])
        .sort((a, b) => a[0]! - b[0]!);
    expect(await onHand()).toEqual(
      [
        [north, 2],
        [south, 1],
      ].sort((a, b) => a[0]! - b[0]!),
    );

    const northNotice = notices.find((n) => n.locationId === north)!;
    const q = (who: string) =>
      quarantine(
        postJson(`/api/clinic/inventory/recalls/${northNotice.id}/quarantine`, {}, c[who]),
        params({ id: String(northNotice.id) }),
      );
    const before = await stockState(h.db);
    for (const who of ["buyer", "requester"]) expect((await q(who)).status, who).toBe(404);
    expect(await stockState(h.db)).toEqual(before);
    const done = await q("purchaser");
    const body = await done.json();
    expect(done.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ quarantined: 2, acknowledged: true });
    expect((await lotsAt("purchaser", north, "&q=LT45A")).body.data).toEqual([]);
    const hist = await history(
      get(`/api/clinic/inventory/${lotId}/history`, c.purchaser),
      params({ id: String(lotId) }),
    );
    expect((await hist.json()).data.entries[0]).toMatchObject({
      reason: "recall",
      quantity: -2,
      note: "Recall D-7001-2026: quarantined",
    });
    const [acked] = await h.db.select().from(recallNotices).where(eq(recallNotices.id, northNotice.id));
    expect(acked!.acknowledgedAt).not.toBeNull();
    expect(await onHand()).toContainEqual([north, 0]);
  });

  it("the dashboard has stock value at cost per location, with its CSV, for the member's own clinic only", async () => {
    const cents = await h.db
      .select({ loc: inventoryStock.locationId, v: sql<number>`sum(quantity * unit_cost_cents)::int` })
      .from(inventoryStock)
      .groupBy(inventoryStock.locationId);
    const mine = (await (await spending(get("/api/clinic/spending", c.manager))).json()).data.stock_by_location;
    expect(mine.find((r: { name: string }) => r.name === "Heartland South").total).toBe(
      (cents.find((x) => x.loc === south)?.v ?? 0) / 100,
    );
    const theirs = (await (await spending(get("/api/clinic/spending", c.buyer))).json()).data.stock_by_location;
    expect(theirs.map((r: { name: string }) => r.name)).not.toContain("Heartland South");
    const file = await (await spendingCsv(get("/api/clinic/spending/csv?by=stock", c.manager))).text();
    expect(file.split("\r\n")[0]).toBe("location,amount_usd");
    expect(file).toContain("Heartland South,");
    expect((await spendingCsv(get("/api/clinic/spending/csv?by=planet", c.manager))).status).toBe(400);
  });
});
