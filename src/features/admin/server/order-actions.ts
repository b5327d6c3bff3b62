import "server-only";
import { count, eq, sql, sum } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  orderItems,
  orderLineCancellations,
  orderNotes,
  orderRefunds,
  orderStatusHistory,
  orders,
  productVariations,
  products,
  shipments,
} from "@/db/schema";
import { applyOrderStatus, lockOrder, notifyBuyer, type LockedOrder } from "@/features/orders/server";
import { announceChange } from "@/lib/change-bus";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { formatUsd } from "@/lib/money";
import { refundProblem } from "../rules";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

async function locked(tx: Tx, id: number): Promise<LockedOrder> {
  const o = await lockOrder(tx, { id });
  if (!o) throw notFound(`No order ${id}.`);
  return o;
}

/**
 * Puts back the stock of the lines not already cancelled one by one (the vendor's line cancellations
 * put theirs back when they were made), and returns the products whose stock came back.
 */
async function restockRemaining(tx: Tx, orderId: number): Promise<number[]> {
  const left = sql`(${orderItems.quantity} - coalesce((select ${orderLineCancellations.quantity} from ${orderLineCancellations} where ${orderLineCancellations.orderItemId} = ${orderItems.id}), 0))`;
  const lines = await tx
    .select({ productId: orderItems.productId, variationId: orderItems.variationId, left: sql<number>`${left}::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  for (const l of lines) {
    if (l.left <= 0 || l.productId === null) continue;
    if (l.variationId !== null)
      await tx
        .update(productVariations)
        .set({ quantity: sql`${productVariations.quantity} + ${l.left}` })
        .where(eq(productVariations.id, l.variationId));
    else
      await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} + ${l.left}` })
        .where(eq(products.id, l.productId));
  }
  return [...new Set(lines.flatMap((l) => (l.productId !== null && l.left > 0 ? [l.productId] : [])))];
}

/**
 * The operator cancels an order nothing of which has shipped: the same status step as the vendor's
 * (history, the buyer's notification, the controlled-substance record), the stock of the lines still
 * open comes back, and the reason is in the history and the audit log.
 */
export async function cancelOrder(actor: Actor, id: number, reason: string) {
  const db = await getDb();
  const { restocked, ...result } = await db.transaction(async (tx) => {
    const o = await locked(tx, id);
    const [parcels] = await tx.select({ n: count() }).from(shipments).where(eq(shipments.orderId, id));
    if ((parcels?.n ?? 0) > 0)
      throw new AppError(
        "CONFLICT",
        `Part of order ${o.orderNumber} has shipped, so it cannot be cancelled as a whole; record a refund for what the buyer returns.`,
      );
    const step = await applyOrderStatus(tx, o, "cancelled", {
      note: `Cancelled by the marketplace: ${reason}`,
      message: `Your order ${o.orderNumber} was cancelled by the marketplace: ${reason}`,
      restock: false,
    });
    const restocked = await restockRemaining(tx, id);
    await recordAudit(tx, actor, {
      action: "order.cancel",
      targetType: "order",
      targetId: id,
      before: { status: o.status },
      after: { status: "cancelled", reason },
    });
    return { id, orderNumber: o.orderNumber, status: step.status, restocked };
  });
  if (restocked.length) await announceChange({ kind: "product", ids: restocked });
  return result;
}

/**
 * Records money given back on an order, up to what is left of its total. Orders are invoiced (no
 * payment provider can refund yet): the refund is a row of its own, a step in the order's history the
 * buyer sees, a notification, and an audit entry. The order's status does not change.
 */
export async function refundOrder(actor: Actor, id: number, amountCents: number, reason: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const o = await locked(tx, id);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: orders.totalCents })
      .from(orders)
      .where(eq(orders.id, id));
    const [r] = await tx
      .select({ refunded: sum(orderRefunds.amountCents) })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, id));
    const refunded = Number(r?.refunded ?? 0);
    const problem = refundProblem(total, refunded, amountCents);
    if (problem) throw badRequest(problem);
    // recorded as given: the money side (card refunds, credit notes) settles operator refunds in its own work
    await tx.insert(orderRefunds).values({
      orderId: id,
      kind: "adjustment",
      status: "succeeded",
      settledAt: new Date(),
      amountCents,
      reason,
      actorEmail: actor.email,
    });
    const note = `Refunded ${formatUsd(amountCents)}: ${reason}`;
    await tx.insert(orderStatusHistory).values({ orderId: id, status: "refunded", note });
    await notifyBuyer(
      tx,
      o,
      "refunded",
      `${formatUsd(amountCents)} of your order ${o.orderNumber} was refunded: ${reason}`,
    );
    await recordAudit(tx, actor, {
      action: "order.refund",
      targetType: "order",
      targetId: id,
      before: { refunded: formatUsd(refunded) },
      after: { refunded: formatUsd(refunded + amountCents), amount: formatUsd(amountCents), reason },
    });
    return { id, orderNumber: o.orderNumber, amountCents, refundedCents: refunded + amountCents, totalCents: total };
  });
}

/** An internal note on an order: for the marketplace's people only, in the audit log as well. */
export async function addOrderNote(actor: Actor, id: number, body: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [o] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, id));
    if (!o) throw notFound(`No order ${id}.`);
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId: id, body, actorEmail: actor.email })
      .returning({ id: orderNotes.id });
    await recordAudit(tx, actor, { action: "order.note", targetType: "order", targetId: id, after: { note: body } });
    return { id: note!.id, orderNumber: o.orderNumber };
  });
}
