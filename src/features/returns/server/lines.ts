import "server-only";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import {
  orderItems,
  orderLineCancellations,
  orderReturnLines,
  orderReturns,
  orderStatusHistory,
  orders,
  products,
  vendors,
} from "@/db/schema";
import { givenBack } from "@/features/payments/server";
import type { ReturnableLine } from "../rules";

/** An order's lines as a return sees them: delivered (ordered less cancelled), already returning, schedule. */
export async function returnableLines(
  tx: Tx,
  orderId: number,
): Promise<(ReturnableLine & { unitPriceCents: number })[]> {
  const returning = tx
    .select({
      itemId: orderReturnLines.orderItemId,
      qty: sql<number>`sum(${orderReturnLines.quantity})::int`.as("qty"),
    })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, "rejected")))
    .groupBy(orderReturnLines.orderItemId)
    .as("returning");
  const rows = await tx
    .select({
      id: orderItems.id,
      name: orderItems.name,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      cancelled: sql<number>`coalesce(${orderLineCancellations.quantity}, 0)::int`,
      returning: sql<number>`coalesce(${returning.qty}, 0)::int`,
      schedule: products.regulatoryClass,
    })
    .from(orderItems)
    .leftJoin(orderLineCancellations, eq(orderLineCancellations.orderItemId, orderItems.id))
    .leftJoin(returning, eq(returning.itemId, orderItems.id))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return rows.map((r) => ({ ...r, schedule: r.schedule && r.schedule !== "none" ? r.schedule : null }));
}

/** When the order was marked delivered and how many days its vendor allows returns (0 for services). */
export async function returnTerms(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      vendorKind: orders.vendorKind,
      windowDays: vendors.returnWindowDays,
      vendorName: vendors.name,
      deliveredAt: sql<string | null>`(select max(${orderStatusHistory.createdAt}) from ${orderStatusHistory}
        where ${orderStatusHistory.orderId} = ${orders.id} and ${orderStatusHistory.status} = 'delivered')`,
    })
    .from(orders)
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.id, orderId));
  const isVendor = row?.vendorKind === "vendor";
  return {
    windowDays: isVendor ? (row?.windowDays ?? 0) : 0,
    vendorName: (isVendor ? row?.vendorName : null) ?? "the seller",
    deliveredAt: row?.deliveredAt ? new Date(row.deliveredAt) : null,
  };
}

/** The money of a return's order the refund is shared out of, and what was refunded on it before. */
export async function refundBasis(tx: Tx, orderId: number, returnId: number) {
  const [o] = await tx
    .select({
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      taxCents: orders.taxCents,
      totalCents: orders.totalCents,
      paymentMethod: orders.paymentMethod,
      commissionBps: vendors.commissionBps,
    })
    .from(orders)
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.id, orderId));
  const refunded = await givenBack(tx, orderId);
  // lines cancelled before shipping were given back first: their goods count before any return's
  const [cancelled] = await tx
    .select({
      cents: sql<number>`coalesce(sum(${orderLineCancellations.quantity} * ${orderItems.unitPriceCents}), 0)::int`,
    })
    .from(orderLineCancellations)
    .innerJoin(orderItems, eq(orderItems.id, orderLineCancellations.orderItemId))
    .where(eq(orderItems.orderId, orderId));
  const goods = (ids: SQL | undefined) =>
    tx
      .select({
        cents: sql<number>`coalesce(sum(${orderReturnLines.quantity} * ${orderItems.unitPriceCents}), 0)::int`,
      })
      .from(orderReturnLines)
      .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
      .where(ids);
  const [earlier] = await goods(
    and(eq(orderReturns.orderId, orderId), eq(orderReturns.status, "received"), ne(orderReturns.id, returnId)),
  );
  const [mine] = await goods(eq(orderReturns.id, returnId));
  return {
    order: o!,
    commissionBps: o?.commissionBps ?? 0,
    refundedCents: refunded.cents,
    earlierGoodsCents: Number(cancelled?.cents ?? 0) + Number(earlier?.cents ?? 0),
    goodsCents: Number(mine?.cents ?? 0),
  };
}
