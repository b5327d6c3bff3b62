import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orderRefunds, orderReturnLines, orderReturns, orders, user } from "@/db/schema";
import { recordControlledReturn } from "@/features/compliance/server";
import { lockOrder, type LockedOrder } from "@/features/orders/server";
import { enqueueRefund } from "@/features/payments/server";
import type { VendorContext } from "@/features/vendor-portal/server";
import { formatUsd, fromCents } from "@/lib/money";
import { AppError, notFound } from "@/lib/errors";
import { returnRefund } from "../refund-rules";
import { canMoveReturn, creditNoteNumberFor, defaultLabelNote, returnStepRefusal, type ReturnStatus } from "../rules";
import { refundBasis, returnableLines } from "./lines";
import { tellBuyer } from "./parties";

type OwnReturn = typeof orderReturns.$inferSelect & { order: LockedOrder & { email: string } };

/** Locks the return and its order when the return is this vendor's; anyone else's id is a missing return. */
async function lockOwnReturn(tx: Tx, ctx: VendorContext, returnId: number, to: ReturnStatus): Promise<OwnReturn> {
  const [r] = await tx
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.vendorId, ctx.vendorId ?? -1)))
    .for("update");
  const o = r ? await lockOrder(tx, { id: r.orderId }) : null;
  if (!r || !o) throw notFound("This return does not exist.");
  if (!canMoveReturn(r.status, to)) throw new AppError("CONFLICT", returnStepRefusal(r.status, to));
  const [{ email }] = await tx.select({ email: orders.email }).from(orders).where(eq(orders.id, o.id));
  return { ...r, order: { ...o, email } };
}

const actor = (ctx: VendorContext) => ctx.userId ?? `api-key:${ctx.keyId}`;

export async function approveReturn(ctx: VendorContext, returnId: number, labelNote?: string | null) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const r = await lockOwnReturn(tx, ctx, returnId, "approved");
    const lines = await returnableLines(tx, r.orderId);
    const mine = await tx.select().from(orderReturnLines).where(eq(orderReturnLines.returnId, r.id));
    const scheduleII = mine.some((m) => lines.find((l) => l.id === m.orderItemId)?.schedule === "CII");
    const note = labelNote?.trim() || defaultLabelNote(r.rmaNumber, ctx.sellerName, scheduleII);
    await tx
      .update(orderReturns)
      .set({ status: "approved", labelNote: note, approvedAt: new Date(), decidedBy: actor(ctx) })
      .where(eq(orderReturns.id, r.id));
    await tellBuyer(tx, r.order, {
      subject: `Return ${r.rmaNumber} approved`,
      body: `${ctx.sellerName} approved your return ${r.rmaNumber} on order ${r.order.orderNumber}. ${note}`,
    });
    return { id: r.id, rma_number: r.rmaNumber, status: "approved" as const, label_note: note };
  });
}

export async function rejectReturn(ctx: VendorContext, returnId: number, reason: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const r = await lockOwnReturn(tx, ctx, returnId, "rejected");
    await tx
      .update(orderReturns)
      .set({ status: "rejected", rejectReason: reason, rejectedAt: new Date(), decidedBy: actor(ctx) })
      .where(eq(orderReturns.id, r.id));
    await tellBuyer(tx, r.order, {
      subject: `Return ${r.rmaNumber} rejected`,
      body: `${ctx.sellerName} rejected your return ${r.rmaNumber} on order ${r.order.orderNumber}: ${reason}`,
      tone: "cancelled",
    });
    return { id: r.id, rma_number: r.rmaNumber, status: "rejected" as const };
  });
}

/**
 * The parcel arrived: the return is received and its lines refunded in the same transaction. Invoice terms
 * settle at once as a credit note; a card order's refund is written pending for the payments side to give
 * back through the card provider. Controlled lines go into the controlled-substance record as returned.
 */
export async function receiveReturn(ctx: VendorContext, returnId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const r = await lockOwnReturn(tx, ctx, returnId, "received");
    await tx
      .update(orderReturns)
      .set({ status: "received", receivedAt: new Date(), decidedBy: actor(ctx) })
      .where(eq(orderReturns.id, r.id));
    const basis = await refundBasis(tx, r.orderId, r.id);
    const money = returnRefund(basis);
    const card = basis.order.paymentMethod === "card";
    const creditNote = card ? null : creditNoteNumberFor(r.rmaNumber);
    let refundId: number | null = null;
    if (money.amountCents > 0) {
      const [who] = ctx.userId ? await tx.select({ email: user.email }).from(user).where(eq(user.id, ctx.userId)) : [];
      const [row] = await tx
        .insert(orderRefunds)
        .values({
          orderId: r.orderId,
          returnId: r.id,
          kind: "return",
          amountCents: money.amountCents,
          taxCents: money.taxCents,
          commissionReversedCents: money.commissionReversedCents,
          creditNoteNumber: creditNote,
          status: card ? "pending" : "succeeded",
          reason: `Return ${r.rmaNumber} received`,
          actorEmail: who?.email ?? actor(ctx),
          settledAt: card ? null : new Date(),
        })
        .returning({ id: orderRefunds.id });
      refundId = row!.id;
      // a card refund goes back through the provider after commit (the payments side's job; its sweep is the backstop)
      if (card) await enqueueRefund(tx, refundId);
    }
    const lines = await tx.select().from(orderReturnLines).where(eq(orderReturnLines.returnId, r.id));
    await recordControlledReturn(tx, { orderId: r.orderId, lines, orderForm: r.deaForm });
    const amount = formatUsd(money.amountCents);
    await tellBuyer(tx, r.order, {
      subject: `Return ${r.rmaNumber} received: ${amount} ${card ? "refund" : "credit"}`,
      body: card
        ? `${ctx.sellerName} received your return ${r.rmaNumber}; ${amount} goes back to your card.`
        : `${ctx.sellerName} received your return ${r.rmaNumber}; credit note ${creditNote} of ${amount} is on your invoice for order ${r.order.orderNumber}.`,
    });
    return {
      id: r.id,
      rma_number: r.rmaNumber,
      status: "received" as const,
      refund: {
        id: refundId,
        amount: fromCents(money.amountCents),
        tax: fromCents(money.taxCents),
        commission_reversed: fromCents(money.commissionReversedCents),
        credit_note_number: creditNote,
        status: money.amountCents === 0 ? "none" : card ? "pending" : "succeeded",
      },
    };
  });
}
