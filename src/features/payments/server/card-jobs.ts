import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { orders, payments } from "@/db/schema";
import { defineJob, type JobAttempt } from "@/features/jobs/server";
import { notify } from "@/features/notifications/server";
import { dueCents } from "../rules";
import { isFinalStripeError, requireStripe } from "./stripe-client";

// The card provider is reached only from these jobs, after the transaction that asked for the call
// committed. Each call carries an idempotency key derived from our row, so a retry after a crash or a
// timeout is answered with the first result instead of a second charge.

type Payment = typeof payments.$inferSelect;

async function loadPayment(tx: Tx, id: number, lock = false): Promise<Payment | null> {
  const q = tx.select().from(payments).where(eq(payments.id, id));
  const [p] = lock ? await q.for("update") : await q;
  return p ?? null;
}

/** The checkout's orders as the payment sees them: what is still due, and what was cancelled. */
export async function paymentOrders(tx: Tx, checkoutId: number) {
  const rows = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      vendorId: orders.vendorId,
      vendorKind: orders.vendorKind,
      totalCents: orders.totalCents,
      taxCents: orders.taxCents,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(orders.id);
  return rows.map((r) => ({ ...r, cancelled: r.status === "cancelled" }));
}

/** Ends a job on an error retrying will not fix, or on its last attempt; otherwise throws to retry. */
async function giveUpOrRetry(err: unknown, attempt: JobAttempt, giveUp: (message: string) => Promise<void>) {
  if (isFinalStripeError(err) || attempt.isLastAttempt) {
    await giveUp((err as Error).message);
    return;
  }
  throw err;
}

export const createIntentJob = defineJob<{ paymentId: number }>({
  name: "payment.create-intent",
  retryLimit: 6,
  retryDelaySeconds: 5,
  handler: async ({ paymentId }, attempt) => {
    const db = await getDb();
    const p = await loadPayment(db, paymentId);
    if (!p || p.status !== "creating") return;
    // orders cancelled before the intent existed are not charged at all
    const due = dueCents(await paymentOrders(db, p.checkoutId));
    if (due === 0) {
      await db
        .update(payments)
        .set({ status: "cancelled", cancelledAt: new Date() })
        .where(and(eq(payments.id, p.id), eq(payments.status, "creating")));
      return;
    }
    try {
      const intent = await requireStripe().paymentIntents.create(
        {
          amount: due,
          currency: p.currency,
          transfer_group: p.transferGroup,
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          metadata: { payment_id: String(p.id), checkout_id: String(p.checkoutId) },
        },
        { idempotencyKey: `payment-${p.id}-intent` },
      );
      await db
        .update(payments)
        .set({
          status: "requires_payment",
          providerRef: intent.id,
          clientSecret: intent.client_secret,
          amountCents: due,
        })
        .where(and(eq(payments.id, p.id), eq(payments.status, "creating")));
    } catch (err) {
      await giveUpOrRetry(err, attempt, async (message) => {
        await db.transaction(async (tx) => {
          await tx
            .update(payments)
            .set({ status: "failed", failureMessage: message })
            .where(and(eq(payments.id, p.id), eq(payments.status, "creating")));
          await notify(tx, {
            userId: p.userId,
            type: "order",
            body: "We could not start your card payment. Please contact DVM Market support.",
            alertType: "error",
          });
        });
      });
    }
  },
});

/**
 * The test-mode confirmation: the server confirms the intent with the provider's test card, standing in for
 * the provider's own page script that confirms it in the buyer's browser in production.
 */
export const confirmTestJob = defineJob<{ paymentId: number; paymentMethod: string }>({
  name: "payment.confirm-test",
  retryLimit: 3,
  retryDelaySeconds: 2,
  handler: async ({ paymentId, paymentMethod }, attempt) => {
    const db = await getDb();
    const p = await loadPayment(db, paymentId);
    if (!p?.providerRef || p.status !== "requires_payment") return;
    try {
      await requireStripe().paymentIntents.confirm(
        p.providerRef,
        { payment_method: paymentMethod },
        { idempotencyKey: `payment-${p.id}-confirm-${attempt.id}` },
      );
    } catch (err) {
      // a declined card arrives as the provider's payment_failed event too; the buyer may try again
      await giveUpOrRetry(err, attempt, async (message) => {
        await db
          .update(payments)
          .set({ failureMessage: message })
          .where(and(eq(payments.id, p.id), eq(payments.status, "requires_payment")));
      });
    }
  },
});

/**
 * After an order of an unpaid checkout was cancelled: the intent asks only for the orders still open, or is
 * voided when none is. A payment that succeeded meanwhile is left alone: its webhook refunds the surplus.
 */
export const adjustJob = defineJob<{ paymentId: number }>({
  name: "payment.adjust",
  retryLimit: 6,
  retryDelaySeconds: 5,
  handler: async ({ paymentId }, attempt) => {
    const db = await getDb();
    const p = await loadPayment(db, paymentId);
    if (!p?.providerRef || p.status !== "requires_payment") return;
    const due = dueCents(await paymentOrders(db, p.checkoutId));
    const stripe = requireStripe();
    try {
      if (due === 0) {
        await stripe.paymentIntents.cancel(p.providerRef, {}, { idempotencyKey: `payment-${p.id}-void` });
        await db
          .update(payments)
          .set({ status: "cancelled", cancelledAt: new Date() })
          .where(and(eq(payments.id, p.id), eq(payments.status, "requires_payment")));
      } else if (due !== p.amountCents) {
        await stripe.paymentIntents.update(p.providerRef, { amount: due });
        await db.update(payments).set({ amountCents: due }).where(eq(payments.id, p.id));
      }
    } catch (err) {
      const intent = await stripe.paymentIntents.retrieve(p.providerRef).catch(() => null);
      if (intent?.status === "succeeded") return; // the webhook settles it
      await giveUpOrRetry(err, attempt, async (message) => {
        await db.update(payments).set({ failureMessage: message }).where(eq(payments.id, p.id));
      });
    }
  },
});
