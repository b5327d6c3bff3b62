import "server-only";
import type Stripe from "stripe";
import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { orderRefunds, orders, payments, vendorPayoutAccounts } from "@/db/schema";
import { formatUsd } from "@/lib/money";
import { surplusRefunds, taxInRefund } from "../rules";
import { paymentOrders } from "./card-jobs";
import { enqueueRefund } from "./refund-jobs";
import { tellBuyer, tellSeller } from "./tell";

/** Our payment for an intent: by the intent's id, or by the id we put in its metadata when it was created. */
async function paymentFor(tx: Tx, intent: Stripe.PaymentIntent) {
  const byId = Number(intent.metadata?.payment_id);
  const [p] = await tx
    .select()
    .from(payments)
    .where(Number.isInteger(byId) && byId > 0 ? eq(payments.id, byId) : eq(payments.providerRef, intent.id))
    .for("update");
  return p ?? null;
}

/**
 * One provider event applied to our rows. Every branch only moves forward (a payment that succeeded never
 * goes back to failed, a processed step is not repeated), so events arriving late, twice or out of order
 * change nothing they should not.
 */
export async function applyPaymentEvent(tx: Tx, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case "payment_intent.succeeded":
      return succeeded(tx, event.data.object, new Date(event.created * 1000));
    case "payment_intent.amount_capturable_updated": {
      const p = await paymentFor(tx, event.data.object);
      if (p && !p.authorizedAt)
        await tx
          .update(payments)
          .set({ authorizedAt: new Date(event.created * 1000) })
          .where(eq(payments.id, p.id));
      return;
    }
    case "payment_intent.payment_failed": {
      const p = await paymentFor(tx, event.data.object);
      if (!p || p.status === "succeeded" || p.status === "cancelled") return;
      const message = event.data.object.last_payment_error?.message ?? "The card payment failed.";
      await tx.update(payments).set({ failureMessage: message }).where(eq(payments.id, p.id));
      for (const o of await paymentOrders(tx, p.checkoutId))
        if (!o.cancelled) await tellBuyer(tx, o.userId, o.id, `Payment for ${o.orderNumber} failed: ${message}`, true);
      return;
    }
    case "payment_intent.canceled": {
      const p = await paymentFor(tx, event.data.object);
      if (!p || p.status === "succeeded" || p.status === "cancelled") return;
      await tx
        .update(payments)
        .set({ status: "cancelled", cancelledAt: new Date(event.created * 1000) })
        .where(eq(payments.id, p.id));
      return;
    }
    case "account.updated": {
      const a = event.data.object;
      await tx
        .update(vendorPayoutAccounts)
        .set({ status: a.payouts_enabled ? "enabled" : "onboarding", updatedAt: new Date() })
        .where(eq(vendorPayoutAccounts.accountId, a.id));
      return;
    }
    default:
      return; // refunds and transfers are recorded from the API's answers; other events are not ours
  }
}

async function succeeded(tx: Tx, intent: Stripe.PaymentIntent, at: Date): Promise<void> {
  const p = await paymentFor(tx, intent);
  if (!p || p.status === "succeeded") return;
  await tx
    .update(payments)
    .set({
      status: "succeeded",
      providerRef: intent.id,
      capturedCents: intent.amount_received,
      capturedAt: at,
      authorizedAt: p.authorizedAt ?? at,
      failureMessage: null,
    })
    .where(eq(payments.id, p.id));
  const list = await paymentOrders(tx, p.checkoutId);
  const open = list.filter((o) => !o.cancelled);
  if (open.length)
    await tx
      .update(orders)
      .set({ paymentStatus: "paid" })
      .where(
        and(
          inArray(
            orders.id,
            open.map((o) => o.id),
          ),
          eq(orders.paymentStatus, "awaiting"),
        ),
      );
  for (const o of open) {
    await tellBuyer(tx, o.userId, o.id, `Payment received for your order ${o.orderNumber}.`);
    await tellSeller(
      tx,
      { id: o.vendorId, kind: o.vendorKind },
      {
        orderId: o.id,
        body: `Order ${o.orderNumber} is paid: you may confirm and ship it.`,
        link: `/vendor/orders/${o.id}`,
      },
    );
  }
  // orders cancelled while the buyer was paying: what was captured for them goes back at once
  const back = surplusRefunds(intent.amount_received, list);
  for (const [orderId, cents] of back) {
    const o = list.find((x) => x.id === orderId)!;
    await tx.update(orders).set({ paymentStatus: "paid" }).where(eq(orders.id, orderId));
    const [r] = await tx
      .insert(orderRefunds)
      .values({
        orderId,
        kind: "cancellation",
        amountCents: cents,
        taxCents: taxInRefund(o.totalCents, o.taxCents, cents),
        reason: "The order was cancelled before its payment arrived.",
        actorEmail: "system",
      })
      .returning({ id: orderRefunds.id });
    await enqueueRefund(tx, r!.id);
    await tellBuyer(tx, o.userId, o.id, `Your cancelled order ${o.orderNumber} is being refunded ${formatUsd(cents)}.`);
  }
}
