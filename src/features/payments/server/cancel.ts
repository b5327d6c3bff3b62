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
import { cancelRefusal, goodsRefund, taxInRefund, type CancelActor } from "../rules";
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
export async function cancelOrder(
  scope: CancelScope,
  orderId: number,
  reason: string,
  /** more writes of the same transaction (the operator's audit entry), given what the cancellation did */
  alongside?: (tx: Tx, done: { orderNumber: string; refundCents: number | null }) => Promise<void>,
) {
  const db = await getDb();
  const { restocked, ...result } = await db.transaction(async (tx) => {
    // the lock comes first, so the shipped count below cannot change before the refusal reads it
    const o = await lockOrder(tx, { id: orderId });
    if (!o) throw notFound("This order does not exist.");
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
    await alongside?.(tx, {
      orderNumber: o.orderNumber,
      refundCents: money.refund ? Math.round(money.refund.amount * 100) : null,
    });
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
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const given = await givenBack(tx, orderId);
  const left = o!.totalCents - given.cents;
  const leftTax = Math.max(0, o!.taxCents - given.taxCents);
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

/** Money already given back on an order for any cause (refunds and credits not failed): amount and its tax. */
export async function givenBack(tx: Tx, orderId: number): Promise<{ cents: number; taxCents: number }> {
  const [r] = await tx
    .select({
      cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int`,
      taxCents: sql<number>`coalesce(sum(${orderRefunds.taxCents}), 0)::int`,
    })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), ne(orderRefunds.status, "failed")));
  return { cents: Number(r?.cents ?? 0), taxCents: Number(r?.taxCents ?? 0) };
}

/**
 * An order loses one line before shipping (the vendor cancelled it): the line's goods, after their share of
 * the coupon discount, with their share of the tax (`goodsRefund`, counted over the lines cancelled before),
 * go back: to the card of a paid card order (a pending refund and its job), or as a credit on an invoice-terms
 * order's invoice at once. `rest` (the last line) gives back everything not yet given back. Returns the row's
 * id, or null when nothing is owed (a card not captured is handled by cancelling the order).
 */
export async function creditCancelledLine(
  tx: Tx,
  orderId: number,
  part: { earlierGoodsCents: number; goodsCents: number } | "rest",
  reason: string,
  actorEmail: string,
) {
  const [o] = await tx
    .select({
      method: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      totalCents: orders.totalCents,
      taxCents: orders.taxCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const card = o?.method === "card";
  if (!o || (card ? o.paymentStatus !== "paid" : o.paymentStatus !== "terms")) return null;
  const given = await givenBack(tx, orderId);
  const left = o.totalCents - given.cents;
  const share = part === "rest" ? null : goodsRefund(o, part.earlierGoodsCents, part.goodsCents);
  const amountCents = Math.min(left, share ? share.netCents + share.taxCents : left);
  if (amountCents <= 0) return null;
  const taxCents = Math.min(amountCents, share ? share.taxCents : Math.max(0, o.taxCents - given.taxCents));
  const [r] = await tx
    .insert(orderRefunds)
    .values({
      orderId,
      kind: "cancellation",
      amountCents,
      taxCents,
      status: card ? "pending" : "succeeded",
      settledAt: card ? null : new Date(),
      reason,
      actorEmail,
    })
    .returning({ id: orderRefunds.id });
  if (card) await enqueueRefund(tx, r!.id);
  return r!.id;
}
