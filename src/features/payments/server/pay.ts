import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders, payments } from "@/db/schema";
import { enqueue } from "@/features/jobs/server";
import { getConfig } from "@/lib/config";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import { confirmTestJob } from "./card-jobs";
import { serverTestConfirm } from "./stripe-client";

async function ownPayment(userId: string, orderId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ userId: orders.userId, payment: payments })
    .from(orders)
    .leftJoin(payments, eq(payments.checkoutId, orders.checkoutId))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound("This order does not exist.");
  if (row.userId !== userId) throw forbidden("This order belongs to another customer.");
  if (!row.payment) throw notFound("This order is not paid by card.");
  return { db, p: row.payment };
}

/**
 * How the buyer's card is confirmed for an order's checkout. In production the provider's own page script
 * confirms it in the browser with the client secret (card numbers never reach us); with a test key and
 * STRIPE_CONFIRM=test the server confirms it with the provider's test card instead (tests and the demo).
 */
export async function paymentView(userId: string, orderId: number) {
  const { p } = await ownPayment(userId, orderId);
  const testMode = serverTestConfirm();
  return {
    status: p.status,
    amount: fromCents(p.amountCents),
    reference: `PAY-${p.id}`,
    failure_message: p.failureMessage,
    confirm: testMode ? ("test" as const) : ("client" as const),
    // only while it can be paid, and only to its buyer
    client_secret: !testMode && p.status === "requires_payment" ? p.clientSecret : null,
    publishable_key: testMode ? null : (getConfig().STRIPE_PUBLISHABLE_KEY ?? null),
  };
}

/** The test-mode pay step: the confirmation goes out through the job queue, its result comes back by webhook. */
export async function payWithTestCard(userId: string, orderId: number, paymentMethod = "pm_card_visa") {
  if (!serverTestConfirm())
    throw new AppError("FORBIDDEN", "Cards are confirmed on the payment form, not by the server.");
  const { db, p } = await ownPayment(userId, orderId);
  if (p.status === "creating") throw new AppError("CONFLICT", "The payment is being prepared. Try again in a moment.");
  if (p.status !== "requires_payment") throw new AppError("CONFLICT", "This payment cannot be made now.");
  await db.transaction(async (tx) => {
    await tx.update(payments).set({ failureMessage: null }).where(eq(payments.id, p.id));
    await enqueue(tx, confirmTestJob, { paymentId: p.id, paymentMethod });
  });
  return { success: true, status: "processing", message: "Your payment is being processed." };
}
