import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orderRefunds, orders, payments } from "@/db/schema";
import { defineJob, defineSchedule, enqueue } from "@/features/jobs/server";
import { isFinalStripeError, requireStripe } from "./stripe-client";

/**
 * Settles one `order_refunds` row of a card order: the provider refunds it (the idempotency key is the
 * row's id, so a retry never refunds twice) and the row becomes `succeeded` with the provider's reference,
 * or `failed` when the provider refuses or every attempt failed. Whoever writes a pending card row (a
 * cancellation, a received return) enqueues this in the same transaction; the sweep below catches the rest.
 */
export const refundJob = defineJob<{ refundId: number }>({
  name: "payment.refund",
  retryLimit: 6,
  retryDelaySeconds: 10,
  handler: async ({ refundId }, attempt) => {
    const db = await getDb();
    const [r] = await db
      .select({
        id: orderRefunds.id,
        status: orderRefunds.status,
        amountCents: orderRefunds.amountCents,
        orderId: orderRefunds.orderId,
        paymentMethod: orders.paymentMethod,
        intent: payments.providerRef,
        paymentStatus: payments.status,
      })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .leftJoin(payments, eq(payments.checkoutId, orders.checkoutId))
      .where(eq(orderRefunds.id, refundId));
    if (!r || r.status !== "pending" || r.paymentMethod !== "card") return;
    const settle = (status: "succeeded" | "failed", providerRef: string | null) =>
      db
        .update(orderRefunds)
        .set({ status, providerRef, settledAt: new Date() })
        .where(and(eq(orderRefunds.id, r.id), eq(orderRefunds.status, "pending")));
    if (!r.intent || r.paymentStatus !== "succeeded") {
      // nothing captured yet: the payment's own webhook turns this into a refund once it is, or the void covers it
      if (attempt.isLastAttempt) await settle("failed", null);
      else throw new Error(`Refund ${r.id}: the card payment is not captured yet.`);
      return;
    }
    try {
      const refund = await requireStripe().refunds.create(
        {
          payment_intent: r.intent,
          amount: r.amountCents,
          metadata: { refund_id: String(r.id), order_id: String(r.orderId) },
        },
        { idempotencyKey: `refund-${r.id}` },
      );
      await settle("succeeded", refund.id);
    } catch (err) {
      if (isFinalStripeError(err) || attempt.isLastAttempt) await settle("failed", null);
      else throw err;
    }
  },
});

/** For writers in a transaction: the refund job of a pending card row, once per row. */
export function enqueueRefund(tx: Tx, refundId: number) {
  return enqueue(tx, refundJob, { refundId }, { singletonKey: `refund-${refundId}` });
}

/**
 * Every few minutes: pending card refunds that no job is settling (written by a path that only wrote the
 * row, or whose job was lost) get their job. A minute's grace leaves a fresh row to its own job.
 */
export const refundSweepJob = defineJob<{ olderThanSeconds?: number }>({
  name: "payment.refund-sweep",
  retryLimit: 1,
  handler: async ({ olderThanSeconds = 60 }) => {
    const db = await getDb();
    // a negative age reaches rows written this very moment (tests: the clock reads microseconds, JS milliseconds)
    const cutoff = new Date(Date.now() - olderThanSeconds * 1000);
    const pending = await db
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(
        and(eq(orderRefunds.status, "pending"), eq(orders.paymentMethod, "card"), lt(orderRefunds.createdAt, cutoff)),
      )
      .orderBy(sql`${orderRefunds.id}`)
      .limit(500);
    for (const r of pending) await enqueueRefund(db, r.id);
  },
});
defineSchedule(refundSweepJob, "*/5 * * * *", {});
