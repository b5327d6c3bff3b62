import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  clinicOrders,
  orderItems,
  orders,
  shipmentLineReceipts,
  shipmentLines,
  shipmentReceipts,
  shipments,
} from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { locationAccess } from "./access";

/** What was received of each shipment of an order, for the order page and `GET /api/orders/{id}`. */
export async function orderReceipts(orderId: number) {
  const db = await getDb();
  const ids = db.select({ id: shipments.id }).from(shipments).where(eq(shipments.orderId, orderId));
  const [heads, lines] = await Promise.all([
    db.select().from(shipmentReceipts).where(inArray(shipmentReceipts.shipmentId, ids)),
    db
      .select({
        shipmentId: shipmentLineReceipts.shipmentId,
        lineId: shipmentLines.orderItemId,
        quantity: shipmentLineReceipts.quantity,
        note: shipmentLineReceipts.note,
      })
      .from(shipmentLineReceipts)
      .innerJoin(shipmentLines, eq(shipmentLines.id, shipmentLineReceipts.shipmentLineId))
      .where(inArray(shipmentLineReceipts.shipmentId, ids)),
  ]);
  return new Map(
    heads.map((h) => [
      h.shipmentId,
      {
        received_at: h.receivedAt.toISOString(),
        received_by: h.receivedByName,
        automatic: h.automatic,
        lines: lines
          .filter((l) => l.shipmentId === h.shipmentId)
          .map((l) => ({ line_id: l.lineId, quantity: l.quantity, note: l.note })),
      },
    ]),
  );
}
export type ShipmentReceipt = NonNullable<ReturnType<Awaited<ReturnType<typeof orderReceipts>>["get"]>>;

/** Parcels bought for this location that nobody has marked received yet, oldest first, with their lines. */
export async function awaitingReceipt(viewer: Viewer, locationId: number) {
  const db = await getDb();
  await locationAccess(db, viewer, locationId);
  const rows = await db
    .select({
      id: shipments.id,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      orderNumber: orders.orderNumber,
      lineId: shipmentLines.orderItemId,
      name: orderItems.name,
      quantity: shipmentLines.quantity,
      lot: shipmentLines.lot,
      expiry: shipmentLines.expiry,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(clinicOrders, eq(clinicOrders.orderId, orders.id))
    .innerJoin(shipmentLines, eq(shipmentLines.shipmentId, shipments.id))
    .innerJoin(orderItems, eq(orderItems.id, shipmentLines.orderItemId))
    .leftJoin(shipmentReceipts, eq(shipmentReceipts.shipmentId, shipments.id))
    .where(and(eq(clinicOrders.locationId, locationId), isNull(shipmentReceipts.shipmentId)))
    .orderBy(asc(shipments.id), asc(shipmentLines.id))
    .limit(200);
  const byId = new Map<
    number,
    {
      id: number;
      carrier: string;
      tracking_number: string;
      order_number: string;
      lines: { line_id: number; name: string; quantity: number; lot: string | null; expiry: string | null }[];
      receipt: null;
    }
  >();
  for (const r of rows) {
    const s = byId.get(r.id) ?? {
      id: r.id,
      carrier: r.carrier,
      tracking_number: r.trackingNumber,
      order_number: r.orderNumber,
      lines: [],
      receipt: null,
    };
    s.lines.push({ line_id: r.lineId, name: r.name, quantity: r.quantity, lot: r.lot, expiry: r.expiry });
    byId.set(r.id, s);
  }
  return [...byId.values()];
}
