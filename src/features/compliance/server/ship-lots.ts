import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { controlledRecord, orderItems, products } from "@/db/schema";
import { badRequest } from "@/lib/errors";
import { shipLotProblem } from "../lots";
import { isControlled, parseRegulatoryClass } from "../rules";

export type ShippingLot = { line_id: number; lot?: string | null; expiry?: string | null };

/**
 * Refuses a parcel whose controlled line has no lot or expiry, or whose lot is not well-formed (400,
 * naming the item); inside the caller's transaction. A line counts as controlled when its product is
 * now or when the order was placed as such, so lowering a class after the sale changes nothing here.
 */
export async function assertLotsMayShip(tx: Tx, orderId: number, lines: readonly ShippingLot[]) {
  if (!lines.length) return;
  const ids = lines.map((l) => l.line_id);
  const items = await tx
    .select({ id: orderItems.id, name: orderItems.name, cls: products.regulatoryClass })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, ids)));
  const placed = await tx
    .select({ itemId: controlledRecord.orderItemId })
    .from(controlledRecord)
    .where(and(eq(controlledRecord.orderId, orderId), eq(controlledRecord.event, "placed")));
  const recorded = new Set(placed.map((p) => p.itemId));
  for (const line of lines) {
    const item = items.find((i) => i.id === line.line_id);
    if (!item) continue;
    const problem = shipLotProblem({
      item: item.name,
      controlled: isControlled(parseRegulatoryClass(item.cls) ?? "none") || recorded.has(item.id),
      lot: line.lot,
      expiry: line.expiry,
    });
    if (problem) throw badRequest(problem);
  }
}
