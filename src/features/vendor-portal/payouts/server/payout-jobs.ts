import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "@/db/client";
import { orders, payoutOrders, payouts, vendorPayoutAccounts } from "@/db/schema";
import { defineJob, defineSchedule, enqueue } from "@/features/jobs/server";
import { isFinalStripeError, requireStripe, tellSeller } from "@/features/payments/server";
import { AppError, notFound } from "@/lib/errors";
import { formatUsd } from "@/lib/money";
import { adjustmentFigures } from "../rules";
import { orderFigures, paidSoFar } from "./payout-figures";

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The payout of one shipped, card-paid order (in the shipping transaction): its figures are fixed now and the
 * transfer job sends the net to the vendor's payout account after commit. An order already paid out gets an
 * adjustment instead when refunds changed it since. Invoice-terms orders accrue to the monthly statement.
 */
export async function createOrderPayout(tx: Tx, orderId: number): Promise<number | null> {
  const [o] = await tx
    .select({ method: orders.paymentMethod, paymentStatus: orders.paymentStatus, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!o || o.method !== "card" || o.paymentStatus !== "paid") return null;
  const fig = (await orderFigures(tx, [orderId])).get(orderId);
  if (!fig) return null;
  const so = await paidSoFar(tx, orderId);
  const kind = so.transferPayoutId === null ? "transfer" : "adjustment";
  const f = kind === "transfer" ? fig : adjustmentFigures(fig, so.figures);
  if (!f) return null;
  const [p] = await tx
    .insert(payouts)
    .values({
      vendorId: fig.vendorId,
      kind,
      period: today(),
      transferGroup: fig.checkoutId ? `checkout_${fig.checkoutId}` : null,
      ...f,
    })
    .returning({ id: payouts.id });
  const inserted = await tx
    .insert(payoutOrders)
    .values({ payoutId: p!.id, orderId, ...f, transferPayoutId: so.transferPayoutId })
    .onConflictDoNothing()
    .returning({ orderId: payoutOrders.orderId });
  // the shipment and the sweep raced for this order's transfer: the other one has it
  if (!inserted.length) {
    await tx.delete(payouts).where(eq(payouts.id, p!.id));
    return null;
  }
  await enqueue(tx, transferJob, { payoutId: p!.id }, { singletonKey: `payout-${p!.id}` });
  return p!.id;
}

/** The provider's idempotency key of a payout's transfer: a retry after a failure is a new request. */
const payoutKey = (p: { id: number; retries: number }) =>
  p.retries ? `payout-${p.id}-retry-${p.retries}` : `payout-${p.id}`;

/**
 * Sends one payout: a transfer of the net to the vendor's account, or a reversal of the order's transfer.
 * A reversal waits (pending) while the transfer it takes money back from has not been paid: it goes once
 * that transfer went, so a refund given before a vendor's first payout is neither lost nor failed.
 */

export const transferJob = defineJob<{ payoutId: number }>({
  name: "payout.transfer",
  retryLimit: 6,
  retryDelaySeconds: 10,
  handler: async ({ payoutId }, attempt) => {
    const db = await getDb();
    const [p] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
    if (!p || p.status !== "pending") return;
    const [acct] = await db.select().from(vendorPayoutAccounts).where(eq(vendorPayoutAccounts.vendorId, p.vendorId));
    // no account ready yet: it stays pending and the sweep sends it once onboarding is done
    if (!acct || acct.status !== "enabled") return;
    const settle = (status: "paid" | "failed", providerRef: string | null, failureMessage: string | null = null) =>
      db
        .update(payouts)
        .set({ status, providerRef, failureMessage, settledAt: new Date() })
        .where(and(eq(payouts.id, p.id), eq(payouts.status, "pending")));
    try {
      const stripe = requireStripe();
      if (p.netCents === 0) return void (await settle("paid", null));
      if (p.netCents > 0) {
        const t = await stripe.transfers.create(
          {
            amount: p.netCents,
            currency: "usd",
            destination: acct.accountId,
            ...(p.transferGroup ? { transfer_group: p.transferGroup } : {}),
            metadata: { payout_id: String(p.id) },
          },
          { idempotencyKey: payoutKey(p) },
        );
        return void (await settle("paid", t.id));
      }
      const [orig] = await queryRows<{ ref: string | null; status: string }>(
        db,
        sql`select t.provider_ref as ref, t.status from ${payoutOrders} po join ${payouts} t on t.id = po.transfer_payout_id
          where po.payout_id = ${p.id} limit 1`,
      );
      // the transfer is still to go (pending, or failed until the operator sends it again): wait for it
      if (orig && orig.status !== "paid") return;
      if (!orig?.ref) return void (await settle("failed", null, "The transfer to reverse was never made."));
      const r = await stripe.transfers.createReversal(
        orig.ref,
        { amount: -p.netCents, metadata: { payout_id: String(p.id) } },
        { idempotencyKey: payoutKey(p) },
      );
      await settle("paid", r.id);
    } catch (err) {
      if (!isFinalStripeError(err) && !attempt.isLastAttempt) throw err;
      await db.transaction(async (tx) => {
        await tx
          .update(payouts)
          .set({ status: "failed", failureMessage: (err as Error).message, settledAt: new Date() })
          .where(and(eq(payouts.id, p.id), eq(payouts.status, "pending")));
        const [o] = await tx
          .select({ orderId: payoutOrders.orderId })
          .from(payoutOrders)
          .where(eq(payoutOrders.payoutId, p.id));
        if (o)
          await tellSeller(
            tx,
            { id: p.vendorId, kind: "vendor" },
            {
              orderId: o.orderId,
              body: `A payout of ${formatUsd(p.netCents)} failed; DVM Market will look into it.`,
              link: "/vendor/payouts",
              alert: true,
              managersOnly: true,
            },
          );
      });
    }
  },
});

/**
 * Every ten minutes: shipped card orders with no payout yet (shipped by the operator, or before a crash),
 * refunds given after a payout (an adjustment), and pending payouts whose vendor finished onboarding.
 */
export const payoutSweepJob = defineJob<Record<string, never>>({
  name: "payout.sweep",
  retryLimit: 1,
  handler: async () => {
    const db = await getDb();
    const due = await queryRows<{ id: number }>(
      db,
      sql`select o.id from ${orders} o
        where o.payment_method = 'card' and o.payment_status = 'paid' and o.vendor_kind = 'vendor'
          and o.status in ('shipped', 'delivered')
          and (not exists (select 1 from ${payoutOrders} po where po.order_id = o.id)
            or exists (select 1 from order_refunds r where r.order_id = o.id and r.status = 'succeeded'
                 and r.settled_at > (select max(p.created_at) from ${payoutOrders} po join ${payouts} p on p.id = po.payout_id where po.order_id = o.id)))
        order by o.id limit 500`,
    );
    for (const o of due) await db.transaction((tx) => createOrderPayout(tx, o.id));
    const waiting = await queryRows<{ id: number }>(
      db,
      sql`select p.id from ${payouts} p join ${vendorPayoutAccounts} a on a.vendor_id = p.vendor_id
        where p.status = 'pending' and a.status = 'enabled' and p.created_at < now() - interval '1 minute' order by p.id limit 500`,
    );
    for (const p of waiting) await enqueue(db, transferJob, { payoutId: p.id }, { singletonKey: `payout-${p.id}` });
  },
});
defineSchedule(payoutSweepJob, "*/10 * * * *", {});

/**
 * Sends a failed payout again (the operator's call, in the caller's transaction): it is pending once more,
 * counts one more try (a new idempotency key at the provider) and its transfer job runs after commit. A
 * transfer is sent with its order's figures as they stand now (refunds given meanwhile are taken off).
 * Anything but a failed payout is refused with a sentence and left as it was.
 */
export async function retryFailedPayout(tx: Tx, payoutId: number) {
  const [p] = await tx
    .update(payouts)
    .set({ status: "pending", retries: sql`${payouts.retries} + 1`, failureMessage: null, settledAt: null })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, "failed")))
    .returning({
      id: payouts.id,
      kind: payouts.kind,
      vendorId: payouts.vendorId,
      netCents: payouts.netCents,
      retries: payouts.retries,
    });
  if (!p) {
    const [other] = await tx.select({ status: payouts.status }).from(payouts).where(eq(payouts.id, payoutId));
    if (!other) throw notFound("This payout does not exist.");
    throw new AppError("CONFLICT", `Only a failed payout can be sent again; this one is ${other.status}.`);
  }
  // a transfer goes with the order's figures as they stand now: a refund given while it had failed is in it
  const [po] =
    p.kind === "transfer"
      ? await tx.select({ orderId: payoutOrders.orderId }).from(payoutOrders).where(eq(payoutOrders.payoutId, p.id))
      : [];
  const fig = po ? (await orderFigures(tx, [po.orderId])).get(po.orderId) : undefined;
  if (po && fig) {
    const figures = {
      grossCents: fig.grossCents,
      commissionCents: fig.commissionCents,
      refundsCents: fig.refundsCents,
      netCents: fig.netCents,
    };
    await tx.update(payouts).set(figures).where(eq(payouts.id, p.id));
    await tx
      .update(payoutOrders)
      .set(figures)
      .where(and(eq(payoutOrders.payoutId, p.id), eq(payoutOrders.orderId, po.orderId)));
    p.netCents = fig.netCents;
  }
  await enqueue(tx, transferJob, { payoutId: p.id });
  return p;
}
