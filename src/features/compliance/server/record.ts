import "server-only";
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { controlledRecord, orderItems, orders, products, shipmentLines } from "@/db/schema";
import { toCsv } from "@/lib/csv";
import { SCHEDULES } from "../rules";
import type { BuyerLocation } from "./location";

/**
 * Joins the caller's transaction. "placed": one row per controlled line of these orders, with the
 * location and DEA number that allowed it. "shipped"/"cancelled": the order's placed rows again
 * under the new event (the lot when the shipment records one).
 */
export async function recordControlled(
  tx: Db,
  input:
    | { event: "placed"; orderIds: number[]; location: BuyerLocation; orderForm: string | null }
    | { event: "shipped" | "cancelled"; orderIds: number[]; lot?: string | null },
): Promise<number> {
  if (!input.orderIds.length) return 0;
  if (input.event === "placed") {
    const lines = await tx
      .select({
        orderId: orders.id,
        orderItemId: orderItems.id,
        vendorId: orders.vendorId,
        userId: orders.userId,
        productId: products.id,
        productName: orderItems.name,
        code: sql<string>`coalesce(${orderItems.sku}, ${products.sku})`,
        schedule: products.regulatoryClass,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(inArray(orderItems.orderId, input.orderIds), inArray(products.regulatoryClass, [...SCHEDULES])));
    if (!lines.length) return 0;
    const loc = input.location;
    await tx.insert(controlledRecord).values(
      lines.map((l) => ({
        ...l,
        event: "placed",
        locationId: loc.id,
        clinic: loc.clinic,
        location: loc.name,
        deaNumber: loc.dea?.number ?? "",
        orderForm: l.schedule === "CII" ? input.orderForm : null,
      })),
    );
    return lines.length;
  }
  const placed = await tx
    .select()
    .from(controlledRecord)
    .where(and(inArray(controlledRecord.orderId, input.orderIds), eq(controlledRecord.event, "placed")));
  if (!placed.length) return 0;
  // the lots the vendor recorded when shipping each line (the portal's ship step), comma-separated
  const itemIds = placed.flatMap((p) => (p.orderItemId === null ? [] : [p.orderItemId]));
  const lots = new Map<number, string>();
  if (input.event === "shipped" && itemIds.length) {
    const rows = await tx
      .select({
        item: shipmentLines.orderItemId,
        lots: sql<string | null>`string_agg(distinct ${shipmentLines.lot}, ', ')`,
      })
      .from(shipmentLines)
      .where(inArray(shipmentLines.orderItemId, itemIds))
      .groupBy(shipmentLines.orderItemId);
    for (const r of rows) if (r.lots) lots.set(r.item, r.lots);
  }
  await tx.insert(controlledRecord).values(
    placed.map((row) => ({
      ...entryAgain(row, input.event),
      lot: input.event === "shipped" ? (input.lot ?? lots.get(row.orderItemId ?? 0) ?? row.lot) : row.lot,
    })),
  );
  return placed.length;
}

/** A placed row written again under a later event: all it recorded but its id and time, which the new row gets. */
function entryAgain(row: typeof controlledRecord.$inferSelect, event: string) {
  const { id, at, ...same } = row;
  return { ...same, event };
}

const CSV_COLUMNS = [
  "date",
  "event",
  "clinic",
  "location",
  "dea_number",
  "product",
  "code",
  "schedule",
  "quantity",
  "lot",
  "order_form",
  "order_id",
  "vendor_id",
] as const;

/** The controlled-substance record as CSV: every vendor's (operator) or one vendor's, optionally within dates. */
export async function controlledRecordCsv(scope: { vendorId?: number; from?: Date; to?: Date }): Promise<string> {
  const db = await getDb();
  const where: SQL[] = [];
  if (scope.vendorId !== undefined) where.push(eq(controlledRecord.vendorId, scope.vendorId));
  if (scope.from) where.push(gte(controlledRecord.at, scope.from));
  if (scope.to) where.push(lt(controlledRecord.at, scope.to));
  const rows = await db
    .select()
    .from(controlledRecord)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(controlledRecord.at), asc(controlledRecord.id));
  return toCsv(
    CSV_COLUMNS,
    rows.map((r) => [
      r.at.toISOString(),
      r.event,
      r.clinic,
      r.location,
      r.deaNumber,
      r.productName,
      r.code,
      r.schedule,
      r.quantity,
      r.lot,
      r.orderForm,
      r.orderId,
      r.vendorId,
    ]),
  );
}

/**
 * A received return of controlled lines, inside the caller's transaction: one "returned" row per line that
 * was recorded when placed, with the units that came back and the form the clinic sent them under (the
 * DEA 222 for Schedule II). Lines that were never controlled leave no row. Returns the rows written.
 */
export async function recordControlledReturn(
  tx: Db,
  input: { orderId: number; lines: { orderItemId: number; quantity: number }[]; orderForm: string | null },
): Promise<number> {
  const ids = input.lines.map((l) => l.orderItemId);
  if (!ids.length) return 0;
  const placed = await tx
    .select()
    .from(controlledRecord)
    .where(
      and(
        eq(controlledRecord.orderId, input.orderId),
        eq(controlledRecord.event, "placed"),
        inArray(controlledRecord.orderItemId, ids),
      ),
    );
  if (!placed.length) return 0;
  const units = new Map(input.lines.map((l) => [l.orderItemId, l.quantity]));
  await tx.insert(controlledRecord).values(
    placed.map((row) => ({
      ...entryAgain(row, "returned"),
      quantity: units.get(row.orderItemId ?? 0) ?? 0,
      orderForm: row.schedule === "CII" ? input.orderForm : row.orderForm,
    })),
  );
  return placed.length;
}
