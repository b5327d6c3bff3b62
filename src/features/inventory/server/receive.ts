import "server-only";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  clinicOrders,
  orderItems,
  orderStatusHistory,
  orders,
  shipmentLineReceipts,
  shipmentLines,
  shipmentReceipts,
  shipments,
} from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { recordControlledStock } from "@/features/compliance/server";
import { defineJob, defineSchedule } from "@/features/jobs/server";
import { notify } from "@/features/notifications/server";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { AUTO_RECEIVE_DAYS, planReceipt, type ReceiveInput } from "../rules";
import { actorName, assertMayRecord, locationAccess } from "./access";
import { raiseExpiryAlerts } from "./expiry";
import { lockStock, writeEntry } from "./ledger";

type Actor = { id: string | null; name: string; automatic: boolean };
const AUTO_NOTE = `Received automatically: nobody marked it received within ${AUTO_RECEIVE_DAYS} days of delivery.`;

/** A shipment with where it was bought for; not found unless it is a clinic order's parcel. */
async function shipmentFor(tx: Tx, shipmentId: number) {
  const [s] = await tx
    .select({
      id: shipments.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      vendorId: orders.vendorId,
      buyerId: orders.userId,
      locationId: clinicOrders.locationId,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(clinicOrders, eq(clinicOrders.orderId, orders.id))
    .where(eq(shipments.id, shipmentId));
  return s ?? null;
}

type Shipment = NonNullable<Awaited<ReturnType<typeof shipmentFor>>>;

/**
 * Claims the shipment's receipt and turns each line into stock at the order's location (by product
 * and lot, at the price paid), in the caller's transaction. Null when it was already received.
 */
async function receiveIn(tx: Tx, s: Shipment, actor: Actor, input: ReceiveInput, now: Date) {
  const lines = await tx
    .select({
      id: shipmentLines.id,
      itemId: shipmentLines.orderItemId,
      shipped: shipmentLines.quantity,
      lot: shipmentLines.lot,
      expiry: shipmentLines.expiry,
      productId: orderItems.productId,
      unitCents: orderItems.unitPriceCents,
    })
    .from(shipmentLines)
    .innerJoin(orderItems, eq(orderItems.id, shipmentLines.orderItemId))
    .where(eq(shipmentLines.shipmentId, s.id))
    .orderBy(asc(shipmentLines.id));
  // a line is named as the order page names it: by its order line's id
  const plan = planReceipt(
    lines.map((l) => ({ lineId: l.itemId, shipped: l.shipped })),
    input,
  );
  if (!plan.ok) throw badRequest(plan.message);
  const [claim] = await tx
    .insert(shipmentReceipts)
    .values({
      shipmentId: s.id,
      receivedBy: actor.id,
      receivedByName: actor.name,
      automatic: actor.automatic,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: shipmentReceipts.shipmentId });
  if (!claim) return null;
  const stockIds: number[] = [];
  for (const p of plan.lines) {
    const line = lines.find((l) => l.itemId === p.lineId)!;
    await tx
      .insert(shipmentLineReceipts)
      .values({ shipmentLineId: line.id, shipmentId: s.id, quantity: p.quantity, note: p.note });
    if (!p.quantity || line.productId === null) continue;
    const facts = {
      expiry: line.expiry,
      unitCostCents: line.unitCents,
      sourceOrderId: s.orderId,
      vendorId: s.vendorId,
    };
    const stock = await lockStock(
      tx,
      { locationId: s.locationId, productId: line.productId, lot: line.lot ?? "" },
      facts,
    );
    const note = actor.automatic ? AUTO_NOTE : p.note;
    await writeEntry(
      tx,
      {
        stockId: stock.id,
        locationId: s.locationId,
        delta: p.quantity,
        reason: "received",
        note,
        shipmentLineId: line.id,
        actorId: actor.id,
        actorName: actor.name,
        at: now,
      },
      facts,
    );
    await recordControlledStock(tx, {
      event: "received",
      orderId: s.orderId,
      locationId: s.locationId,
      productId: line.productId,
      userId: actor.id ?? s.buyerId,
      quantity: p.quantity,
      lot: line.lot,
      at: now,
    });
    stockIds.push(stock.id);
  }
  await raiseExpiryAlerts(tx, now, stockIds);
  return {
    shipment_id: s.id,
    received_at: now.toISOString(),
    automatic: actor.automatic,
    lines: plan.lines.map((l) => ({ line_id: l.lineId, quantity: l.quantity, note: l.note })),
  };
}

/** A member marks a parcel received at the location it was bought for: all of it, or line by line. */
export async function receiveShipment(viewer: Viewer, shipmentId: number, input: ReceiveInput, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const s = await shipmentFor(tx, shipmentId);
    if (!s) throw notFound("That shipment does not exist.");
    assertMayRecord(await locationAccess(tx, viewer, s.locationId));
    const out = await receiveIn(tx, s, { id: viewer.id, name: actorName(viewer), automatic: false }, input, now);
    if (!out) throw new AppError("CONFLICT", "This shipment has already been received.");
    return out;
  });
}

/**
 * Shipments of clinic orders delivered more than AUTO_RECEIVE_DAYS ago and never received, oldest first.
 * Only a clinic order's parcel can become stock: the others are never due (and never crowd the batch).
 */
export async function dueForAutoReceive(db: Tx, now: Date, limit = 500): Promise<number[]> {
  const before = new Date(now.getTime() - AUTO_RECEIVE_DAYS * 86_400_000);
  const rows = await db
    .selectDistinct({ id: shipments.id })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(clinicOrders, eq(clinicOrders.orderId, orders.id))
    .innerJoin(
      orderStatusHistory,
      and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.status, "delivered")),
    )
    .leftJoin(shipmentReceipts, eq(shipmentReceipts.shipmentId, shipments.id))
    .where(
      and(
        eq(orders.status, "delivered"),
        lte(orderStatusHistory.createdAt, before),
        isNull(shipmentReceipts.shipmentId),
      ),
    )
    .orderBy(asc(shipments.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Parcels of delivered orders nobody marked within the grace days are received as shipped, each in
 * its own transaction (the receipt's key keeps it once across workers), and the buyer is told.
 */
export async function autoReceiveDue(now = new Date()) {
  const db = await getDb();
  const due = await dueForAutoReceive(db, now);
  let received = 0;
  for (const id of due)
    await db.transaction(async (tx) => {
      const s = await shipmentFor(tx, id);
      if (!s) return;
      const out = await receiveIn(tx, s, { id: null, name: "Received automatically", automatic: true }, undefined, now);
      if (!out) return;
      received++;
      await notify(tx, {
        userId: s.buyerId,
        type: "order",
        body: `A shipment of your order ${s.orderNumber} was delivered ${AUTO_RECEIVE_DAYS} days ago and nobody marked it received, so it was received as shipped and is now on hand. Correct the stock with a count if it differs.`,
        message: "shipment received automatically",
        orderId: s.orderId,
        clickableLink: `/user/order-details/${s.orderId}`,
      });
    });
  return { received };
}

export const autoReceiveJob = defineJob<{ at?: string }>({
  name: "inventory-auto-receive",
  retryLimit: 2,
  handler: async ({ at }) => void (await autoReceiveDue(at ? new Date(at) : new Date())),
});
defineSchedule(autoReceiveJob, "20 * * * *", {});
