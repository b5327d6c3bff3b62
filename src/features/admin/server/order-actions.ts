import "server-only";
import { eq, sum } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orderNotes, orderRefunds, orderStatusHistory, orders } from "@/db/schema";
import { lockOrder, notifyBuyer, type LockedOrder } from "@/features/orders/server";
import { cancelOrder as cancelBeforeShipment, enqueueRefund } from "@/features/payments/server";
import { badRequest, notFound } from "@/lib/errors";
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
  const r = await cancelBeforeShipment({ actor: "operator", email: actor.email }, id, reason);
  const db = await getDb();
  await recordAudit(db, actor, {
    action: "order.cancel",
    targetType: "order",
    targetId: id,
    before: { status: "open" },
    after: {
      status: "cancelled",
      reason,
      ...(r.refund ? { refund: formatUsd(Math.round(r.refund.amount * 100)) } : {}),
    },
  });
  return { id, orderNumber: r.order_number, status: r.status, message: r.message };
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
    const [{ total, method } = { total: 0, method: "invoice" }] = await tx
      .select({ total: orders.totalCents, method: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.id, id));
    const [r] = await tx
      .select({ refunded: sum(orderRefunds.amountCents) })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, id));
    const refunded = Number(r?.refunded ?? 0);
    const problem = refundProblem(total, refunded, amountCents);
    if (problem) throw badRequest(problem);
    // an invoice is credited at once; a card gets its money back through the refund job after commit
    const card = method === "card";
    const [row] = await tx
      .insert(orderRefunds)
      .values({
        orderId: id,
        kind: "adjustment",
        status: card ? "pending" : "succeeded",
        settledAt: card ? null : new Date(),
        amountCents,
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
