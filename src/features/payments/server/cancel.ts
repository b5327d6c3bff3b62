import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { scalar } from "@/db/json";
import { orderRefunds, orders, payments, shipmentLines, shipments } from "@/db/schema";
import { enqueue } from "@/features/jobs/server";
import { applyOrderStatus, lockOrder } from "@/features/orders/server";
import { announceChange } from "@/lib/change-bus";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { formatUsd, fromCents } from "@/lib/money";
import { cancelRefusal, taxInRefund, type CancelActor } from "../rules";
import { adjustJob } from "./card-jobs";
import { enqueueRefund } from "./refund-jobs";
import { tellSeller } from "./tell";

/** Who cancels: the buyer (their own order), a seller (its own order) or an operator (any order). */
export type CancelScope =
  | { actor: "buyer"; userId: string; email: string }
  | { actor: "vendor"; sellerId: number; sellerKind: string; email: string }
  | { actor: "operator"; email: string };

const WHO: Record<CancelActor, string> = { buyer: "the buyer", vendor: "the vendor", operator: "the marketplace" };

/**
 * Cancels an order before shipment in one transaction: the status step puts the stock back and tells the
 * buyer; the money follows the payment method. Invoice terms get a credit at once (a settled `order_refunds`
 * row); a card not yet captured is voided (or lowered, when the checkout's other orders stay); a captured card
 * gets a pending refund row and its refund job. The seller hears of it when it did not do it itself.
 */
export async function cancelOrder(scope: CancelScope, orderId: number, reason: string) {
  const db = await getDb();
  const { restocked, ...result } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: orders.userId,
        vendorId: orders.vendorId,
        vendorKind: orders.vendorKind,
        shipped: scalar<number>(sql`select coalesce(sum(${shipmentLines.quantity}), 0)::int from ${shipmentLines}
          join ${shipments} on ${shipments.id} = ${shipmentLines.shipmentId} where ${shipments.orderId} = ${orderId}`),
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!row) throw notFound("This order does not exist.");
    if (scope.actor === "buyer" && row.userId !== scope.userId)
      throw forbidden("This order belongs to another customer.");
    // another seller's order is not found, so its id reveals nothing
    if (scope.actor === "vendor" && (row.vendorId !== scope.sellerId || row.vendorKind !== scope.sellerKind))
      throw notFound("This order does not exist.");
    const o = await lockOrder(tx, { id: orderId });
    if (!o) throw notFound("This order does not exist.");
    const refusal = cancelRefusal(scope.actor, o.status, Number(row.shipped), reason);
    if (refusal) throw new AppError("CONFLICT", refusal);
    const why = reason.trim();
    const by = `Cancelled by ${WHO[scope.actor]}`;
    const step = await applyOrderStatus(tx, o, "cancelled", {
      note: why ? `${by}: ${why}` : by,
      message:
        scope.actor === "buyer"
          ? `Your order ${o.orderNumber} has been cancelled.`
          : `Your order ${o.orderNumber} was cancelled by ${WHO[scope.actor]}: ${why}`,
    });
    const money = await settleCancellation(tx, orderId, scope.email, why);
    if (scope.actor !== "vendor")
      await tellSeller(
        tx,
        { id: row.vendorId, kind: row.vendorKind },
        {
          orderId,
          body: `Order ${o.orderNumber} was cancelled by ${WHO[scope.actor]}: ${why}`,
          link: `/vendor/orders/${orderId}`,
          alert: true,
        },
      );
    return {
      success: true as const,
      id: orderId,
      order_number: o.orderNumber,
      status: "cancelled",
      ...money,
      restocked: step.restocked,
    };
  });
  if (restocked.length) await announceChange({ kind: "product", ids: restocked });
  return result;
}

/** The money side of a cancellation, inside its transaction. */
async function settleCancellation(tx: Tx, orderId: number, actorEmail: string, reason: string) {
  const [o] = await tx
    .select({
      method: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      taxCents: orders.taxCents,
      checkoutId: orders.checkoutId,
      given: scalar<number>(sql`select coalesce(sum(${orderRefunds.amountCents}), 0)::int from ${orderRefunds}
        where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} <> 'failed'`),
      givenTax: scalar<number>(sql`select coalesce(sum(${orderRefunds.taxCents}), 0)::int from ${orderRefunds}
        where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} <> 'failed'`),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const left = o!.totalCents - Number(o!.given);
  const leftTax = Math.max(0, o!.taxCents - Number(o!.givenTax));
  if (o!.method === "card" && o!.paymentStatus === "awaiting") {
    await tx.update(orders).set({ paymentStatus: "voided" }).where(eq(orders.id, orderId));
    const [p] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.checkoutId, o!.checkoutId ?? -1), ne(payments.status, "succeeded")));
    if (p) await enqueue(tx, adjustJob, { paymentId: p.id });
    return { refund: null, payment: "voided", message: "The order is cancelled; the card will not be charged for it." };
  }
  if (left <= 0) return { refund: null, payment: o!.paymentStatus, message: "The order is cancelled." };
  const card = o!.method === "card";
  const [r] = await tx
    .insert(orderRefunds)
    .values({
      orderId,
      kind: "cancellation",
      amountCents: left,
      taxCents: card ? taxInRefund(o!.totalCents, o!.taxCents, left) : leftTax,
      status: card ? "pending" : "succeeded",
      settledAt: card ? null : new Date(),
      reason,
      actorEmail,
    })
    .returning({ id: orderRefunds.id });
  if (card) await enqueueRefund(tx, r!.id);
  return {
    refund: { id: r!.id, amount: fromCents(left), status: card ? "pending" : "succeeded" },
    payment: o!.paymentStatus,
    message: card
      ? `The order is cancelled; ${formatUsd(left)} is being refunded to the card.`
      : `The order is cancelled; ${formatUsd(left)} is credited to the invoice.`,
  };
}

/**
 * A paid card order loses part of its goods before shipping (the vendor cancelled a line): that part, with
 * its share of the tax, goes back to the card (`rest`: everything not yet given back, when the last line goes).
 * Returns the refund row's id, or null for an order that is not a paid card order.
 */
export async function refundCardPart(
  tx: Tx,
  orderId: number,
  part: number | "rest",
  reason: string,
  actorEmail: string,
) {
  const [o] = await tx
    .select({
      method: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      taxCents: orders.taxCents,
      given: scalar<number>(sql`select coalesce(sum(${orderRefunds.amountCents}), 0)::int from ${orderRefunds}
        where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} <> 'failed'`),
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!o || o.method !== "card" || o.paymentStatus !== "paid") return null;
  const left = o.totalCents - Number(o.given);
  const goods =
    part === "rest" ? left : Math.min(left, part + taxInRefund(o.totalCents - o.taxCents, o.taxCents, part));
  if (goods <= 0) return null;
  const [r] = await tx
    .insert(orderRefunds)
    .values({
      orderId,
      kind: "cancellation",
      amountCents: goods,
      taxCents: Math.min(goods, taxInRefund(o.totalCents, o.taxCents, goods)),
      reason,
      actorEmail,
    })
    .returning({ id: orderRefunds.id });
  await enqueueRefund(tx, r!.id);
  return r!.id;
}
