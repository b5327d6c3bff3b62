import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { clinicLocations, controlledRecord, orders, organization, products } from "@/db/schema";
import { SCHEDULES } from "../rules";
import { displayName, locationCredentials } from "./location";

export type StockEvent = {
  /** received into a clinic's stock, or one of its adjustments (used, wasted, transfer, count, recall) */
  event: string;
  /** the order the lot came in with: the record keeps every row tied to a sale */
  orderId: number | null;
  locationId: number;
  productId: number;
  userId: string;
  /** signed: what came in (positive) or left the shelf (negative) */
  quantity: number;
  lot: string | null;
  /** when it happened (the credentials that count are judged then); now when absent */
  at?: Date;
};

/**
 * A clinic's own movement of a controlled product (receiving it, using, wasting, moving or counting
 * it) joins the controlled-substance record beside the vendors' placed and shipped rows; joins the
 * caller's transaction. Anything not controlled now, or with no order on record, writes nothing.
 */
export async function recordControlledStock(tx: Tx, e: StockEvent): Promise<boolean> {
  if (e.orderId === null) return false;
  const [p] = await tx
    .select({ name: products.name, sku: products.sku, cls: products.regulatoryClass })
    .from(products)
    .where(eq(products.id, e.productId));
  if (!p || !(SCHEDULES as readonly string[]).includes(p.cls)) return false;
  const [where] = await tx
    .select({
      location: clinicLocations.name,
      city: clinicLocations.city,
      clinic: organization.name,
      vendorId: orders.vendorId,
    })
    .from(clinicLocations)
    .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
    .innerJoin(orders, eq(orders.id, e.orderId))
    .where(eq(clinicLocations.id, e.locationId));
  if (!where) return false;
  // the registration that counts today, as the placed rows name it (an expired or revoked one does not)
  const { dea } = await locationCredentials(tx, e.locationId, e.at ?? new Date());
  await tx.insert(controlledRecord).values({
    event: e.event,
    orderId: e.orderId,
    vendorId: where.vendorId,
    userId: e.userId,
    locationId: e.locationId,
    clinic: where.clinic,
    location: displayName(where.clinic, where.location, where.city ?? ""),
    deaNumber: dea?.number ?? "",
    productId: e.productId,
    productName: p.name,
    code: p.sku,
    schedule: p.cls,
    quantity: e.quantity,
    lot: e.lot || null,
  });
  return true;
}
