import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orderNotes, orderRefunds, orderStatusHistory, orders } from "@/db/schema";
import { lockOrder, notifyBuyer, type LockedOrder } from "@/features/orders/server";
import { taxInRefund } from "@/features/payments";
import { cancelOrder as cancelBeforeShipment, enqueueRefund, givenBack } from "@/features/payments/server";
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
 * The operator cancels an order nothing of which has shipped, through the one cancellation of the payments
 * feature (stock back, the card voided or refunded or the invoice credited, buyer and vendor told why); the
 * reason is in the history and the audit log too.
 */
export async function cancelOrder(actor: Actor, id: number, reason: string) {
  // the audit entry is written in the cancellation's own transaction: both happen or neither
  const r = await cancelBeforeShipment({ actor: "operator", email: actor.email }, id, reason, (tx, done) =>
    recordAudit(tx, actor, {
      action: "order.cancel",
      targetType: "order",
      targetId: id,
      before: { status: "open" },
      after: { status: "cancelled", reason, ...(done.refundCents ? { refund: formatUsd(done.refundCents) } : {}) },
    }),
  );
  return { id, orderNumber: r.order_number, status: r.status, message: r.message };
}

/**
 * Records money given back on an order, up to what is left of its total (refunds that failed gave nothing
 * back). An invoice is credited at once; a captured card is refunded by the refund job after commit; a card
 * not captured has nothing to refund. The refund carries its share of the order's tax, and is a row of its
 * own, a step in the order's history the buyer sees, a notification, and an audit entry. The status stays.
 */
export async function refundOrder(actor: Actor, id: number, amountCents: number, reason: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const o = await locked(tx, id);
    const [{ total, tax, method } = { total: 0, tax: 0, method: "invoice" }] = await tx
      .select({ total: orders.totalCents, tax: orders.taxCents, method: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.id, id));
    const card = method === "card";
    if (card && o.paymentStatus !== "paid")
      throw new AppError("CONFLICT", "This card payment was never captured, so there is nothing to refund.");
    const refunded = (await givenBack(tx, id)).cents;
    const problem = refundProblem(total, refunded, amountCents);
    if (problem) throw badRequest(problem);
    const [row] = await tx
      .insert(orderRefunds)
      .values({
        orderId: id,
        kind: "adjustment",
        status: card ? "pending" : "succeeded",
        settledAt: card ? null : new Date(),
        amountCents,
        taxCents: taxInRefund(total, tax, amountCents),
        reason,
        actorEmail: actor.email,
      })
      .returning({ id: orderRefunds.id });
    if (card) await enqueueRefund(tx, row!.id);
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
