import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinicOrders, orderItems, orders, shipmentLines, shipments } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { expiresWithin } from "../lots";
import { complianceLocationFor } from "./location";

/** Every lot shipped to the viewer's active location (newest first), flagged when it expires within 90 days. */
export async function lotsReceived(viewer: Viewer, now = new Date()) {
  const db = await getDb();
  const loc = await complianceLocationFor(viewer, db);
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      orderId: orders.id,
      product: orderItems.name,
      sku: orderItems.sku,
      quantity: shipmentLines.quantity,
      lot: shipmentLines.lot,
      expiry: shipmentLines.expiry,
      shippedAt: shipments.createdAt,
    })
    .from(shipmentLines)
    .innerJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .innerJoin(orderItems, eq(orderItems.id, shipmentLines.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(clinicOrders, eq(clinicOrders.orderId, orders.id))
    .where(eq(clinicOrders.locationId, loc.id))
    .orderBy(desc(shipments.createdAt), desc(shipmentLines.id))
    .limit(500);
  const lots = rows.map((r) => ({
    ...r,
    shippedAt: r.shippedAt.toISOString().slice(0, 10),
    expiringSoon: expiresWithin(r.expiry, now),
  }));
  return { location: loc.name, lots, expiring: lots.filter((l) => l.expiringSoon) };
}
