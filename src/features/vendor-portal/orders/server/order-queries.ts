import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  orderItems,
  orderLineCancellations,
  orderStatusHistory,
  orders,
  shipmentLines,
  shipments,
  user,
} from "@/db/schema";
import { fromCents } from "@/lib/money";
import { notFound } from "@/lib/errors";
import type { OrderListQuery } from "../schema";
import type { VendorContext } from "../../server/access";
import { sellerOrders } from "./seller";
import { orderFormState } from "@/features/compliance/server";
import { shownStatus, unitsShipped } from "@/features/orders/server";

export const ORDERS_PAGE_SIZE = 20;

/** The vendor's orders, newest first: status filter, search by order number, clinic or product, pages of 20. */
export async function listVendorOrders(ctx: VendorContext, query: OrderListQuery) {
  const db = await getDb();
  const where: SQL[] = [sellerOrders(ctx)];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(orders.orderNumber, like),
        ilike(user.clinicName, like),
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and (${orderItems.name} ilike ${like} or ${orderItems.sku} ilike ${like}))`,
      )!,
    );
  }
  const cond = and(...where);
  const [{ total }] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .where(cond);
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      unitsShipped: unitsShipped(orders.id),
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      clinicName: user.clinicName,
      buyerName: user.name,
    })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .where(cond)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((query.page - 1) * ORDERS_PAGE_SIZE);
  const lines = rows.length
    ? await db
        .select({
          id: orderItems.id,
          orderId: orderItems.orderId,
          sku: orderItems.sku,
          name: orderItems.name,
          quantity: orderItems.quantity,
          unitPriceCents: orderItems.unitPriceCents,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      order_number: r.orderNumber,
      status: r.status,
      shown_status: shownStatus(r.status, Number(r.unitsShipped)),
      created_at: r.createdAt.toISOString(),
      total: fromCents(r.totalCents),
      buyer: { clinic_name: r.clinicName ?? r.buyerName },
      lines: lines
        .filter((l) => l.orderId === r.id)
        .map((l) => ({ id: l.id, sku: l.sku, name: l.name, quantity: l.quantity, price: fromCents(l.unitPriceCents) })),
    })),
  };
}

/** Each line with what has shipped and what was cancelled, for the rules and the detail page. */
export async function fulfilLines(tx: Tx, orderId: number) {
  const shipped = tx
    .select({ itemId: shipmentLines.orderItemId, qty: sql<number>`sum(${shipmentLines.quantity})::int`.as("qty") })
    .from(shipmentLines)
    .groupBy(shipmentLines.orderItemId)
    .as("shipped");
  return tx
    .select({
      id: orderItems.id,
      sku: orderItems.sku,
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      lineTotalCents: orderItems.lineTotalCents,
      logoFile: orderItems.logoFile,
      shipped: sql<number>`coalesce(${shipped.qty}, 0)::int`,
      cancelled: sql<number>`coalesce(${orderLineCancellations.quantity}, 0)::int`,
      cancelReason: orderLineCancellations.reason,
    })
    .from(orderItems)
    .leftJoin(shipped, eq(shipped.itemId, orderItems.id))
    .leftJoin(orderLineCancellations, eq(orderLineCancellations.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** Shipments of an order with their lines (lot, expiry): shown to the vendor and to the buyer. */
export async function orderShipments(tx: Tx, orderId: number) {
  const rows = await tx
    .select({
      id: shipments.id,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      createdAt: shipments.createdAt,
      itemId: shipmentLines.orderItemId,
      name: orderItems.name,
      sku: orderItems.sku,
      quantity: shipmentLines.quantity,
      lot: shipmentLines.lot,
      expiry: shipmentLines.expiry,
    })
    .from(shipments)
    .innerJoin(shipmentLines, eq(shipmentLines.shipmentId, shipments.id))
    .innerJoin(orderItems, eq(orderItems.id, shipmentLines.orderItemId))
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id), asc(shipmentLines.id));
  const byId = new Map<number, ShipmentView>();
  for (const r of rows) {
    const s = byId.get(r.id) ?? {
      id: r.id,
      carrier: r.carrier,
      tracking_number: r.trackingNumber,
      created_at: r.createdAt.toISOString(),
      lines: [],
    };
    s.lines.push({ line_id: r.itemId, name: r.name, sku: r.sku, quantity: r.quantity, lot: r.lot, expiry: r.expiry });
    byId.set(r.id, s);
  }
  return [...byId.values()];
}

export type ShipmentView = {
  id: number;
  carrier: string;
  tracking_number: string;
  created_at: string;
  lines: {
    line_id: number;
    name: string;
    sku: string | null;
    quantity: number;
    lot: string | null;
    expiry: string | null;
  }[];
};

/** One order of this seller, or 404 (another seller's order is indistinguishable from a missing one). */
export async function getVendorOrder(ctx: VendorContext, orderId: number) {
  const db = await getDb();
  const [o] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      shippingCents: orders.shippingCents,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      shippingAddress: orders.shippingAddress,
      notes: orders.notes,
      poNumber: orders.poNumber,
      email: orders.email,
      clinicName: user.clinicName,
      buyerName: user.name,
    })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .where(and(eq(orders.id, orderId), sellerOrders(ctx)))
    .limit(1);
  if (!o) throw notFound("This order does not exist.");
  const [lines, shipmentList, history, orderForm] = await Promise.all([
    fulfilLines(db, o.id),
    orderShipments(db, o.id),
    db
      .select({ status: orderStatusHistory.status, note: orderStatusHistory.note, at: orderStatusHistory.createdAt })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, o.id))
      .orderBy(asc(orderStatusHistory.id)),
    orderFormState(db, o.id),
  ]);
  const shown = shownStatus(
    o.status,
    lines.reduce((n, l) => n + l.shipped, 0),
  );
  return { ...o, shownStatus: shown, lines, shipments: shipmentList, history, orderForm };
}
export type VendorOrder = Awaited<ReturnType<typeof getVendorOrder>>;

/** Orders per status for the dashboard. */
export async function orderStatusCounts(ctx: VendorContext): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(sellerOrders(ctx))
    .groupBy(orders.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
