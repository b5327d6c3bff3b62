import "server-only";
import type Stripe from "stripe";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { paymentEvents } from "@/db/schema";
import { defineJob, enqueue } from "@/features/jobs/server";
import { AppError } from "@/lib/errors";
import { getConfig } from "@/lib/config";
import { applyPaymentEvent } from "./apply-event";
import { stripeClient } from "./stripe-client";

/**
 * The provider's webhook: the signature is checked with the SDK, the event is stored by its id and its
 * processing job is written in the same transaction, then the provider gets its 200. A second delivery of
 * an id stores and queues nothing. A crash after this commit loses nothing: the job is in the database.
 */
export async function receiveStripeWebhook(rawBody: string, signature: string | null) {
  const stripe = stripeClient();
  const secret = getConfig().STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) throw new AppError("NOT_FOUND", "Card payments are not configured.");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? "", secret);
  } catch {
    throw new AppError("BAD_REQUEST", "The webhook signature does not match.");
  }
  const db = await getDb();
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, payload: event })
      .onConflictDoNothing({ target: paymentEvents.id })
      .returning({ id: paymentEvents.id });
    if (row) await enqueue(tx, processEventJob, { eventId: row.id }, { singletonKey: `event-${row.id}` });
    return Boolean(row);
  });
  return { received: true, duplicate: !stored };
}

/** Test seam: fail the processing at its last moment, as a crash before its commit would. */
export const eventProcessingHooks: { beforeCommit?: (eventId: string) => void | Promise<void> } = {};

/**
 * Applies one stored event in one transaction and marks it processed in the same one: a crash rolls both
 * back and the retry applies it once; an event already processed is skipped.
 */
export const processEventJob = defineJob<{ eventId: string }>({
  name: "payment.process-event",
  retryLimit: 8,
  retryDelaySeconds: 2,
  pollingIntervalSeconds: 1,
  handler: async ({ eventId }) => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      const [e] = await tx.select().from(paymentEvents).where(eq(paymentEvents.id, eventId)).for("update");
      if (!e || e.processedAt) return;
      await applyPaymentEvent(tx, e.payload as Stripe.Event);
      await tx.update(paymentEvents).set({ processedAt: new Date() }).where(eq(paymentEvents.id, eventId));
      await eventProcessingHooks.beforeCommit?.(eventId);
    });
  },
});
