import "server-only";
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders, payoutOrders, payouts, vendorPayoutAccounts, vendors } from "@/db/schema";
import { requireStripe } from "@/features/payments/server";
import { AppError } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";
import { vendorIdOf, type VendorContext } from "../../server/access";

export const PAYOUT_STATUSES = ["pending", "paid", "failed"] as const;

/** Payouts with their orders, newest first; the vendor's own or (the console) every vendor's. */
async function payoutPage(where: SQL | undefined, page = 1) {
  const db = await getDb();
  const rows = await db
    .select({ p: payouts, vendorName: vendors.name })
    .from(payouts)
    .leftJoin(vendors, eq(vendors.id, payouts.vendorId))
    .where(where)
    .orderBy(desc(payouts.id))
    .limit(LIST_PAGE_SIZE)
    .offset(pageOffset(page));
  const [{ n }] = await db.select({ n: count() }).from(payouts).where(where);
  const ids = rows.map((r) => r.p.id);
  const lines = ids.length
    ? await db
        .select({ payoutId: payoutOrders.payoutId, id: orders.id, orderNumber: orders.orderNumber, po: payoutOrders })
        .from(payoutOrders)
        .innerJoin(orders, eq(orders.id, payoutOrders.orderId))
        .where(inArray(payoutOrders.payoutId, ids))
    : [];
  const data = rows.map(({ p, vendorName }) => ({
    id: p.id,
    vendor_id: p.vendorId,
    vendor_name: vendorName ?? "Vendor",
    kind: p.kind,
    period: p.period,
    gross: fromCents(p.grossCents),
    commission: fromCents(p.commissionCents),
    refunds: fromCents(p.refundsCents),
    net: fromCents(p.netCents),
    status: p.status,
    reference: p.providerRef,
    transfer_group: p.transferGroup,
    failure_message: p.failureMessage,
    created_at: p.createdAt.toISOString(),
    settled_at: p.settledAt?.toISOString() ?? null,
    orders: lines
      .filter((l) => l.payoutId === p.id)
      .map((l) => ({
        id: l.id,
        order_number: l.orderNumber,
        gross: fromCents(l.po.grossCents),
        commission: fromCents(l.po.commissionCents),
        refunds: fromCents(l.po.refundsCents),
        net: fromCents(l.po.netCents),
      })),
  }));
  return { data, total: Number(n) };
}
export type PayoutView = Awaited<ReturnType<typeof payoutPage>>["data"][number];

const statusFilter = (status?: string) =>
  status && (PAYOUT_STATUSES as readonly string[]).includes(status) ? eq(payouts.status, status) : undefined;

export async function vendorPayouts(ctx: VendorContext, opts: { page?: number; status?: string } = {}) {
  return payoutPage(and(eq(payouts.vendorId, vendorIdOf(ctx)), statusFilter(opts.status)), opts.page);
}

/** The console's side: every vendor's payouts, and what the marketplace earned and still owes. */
export async function marketplacePayouts(opts: { page?: number; status?: string } = {}) {
  const db = await getDb();
  const list = await payoutPage(statusFilter(opts.status), opts.page);
  const [t] = await db
    .select({
      commission: sql<number>`coalesce(sum(${payouts.commissionCents}) filter (where ${payouts.status} <> 'failed'), 0)::int`,
      paid: sql<number>`coalesce(sum(${payouts.netCents}) filter (where ${payouts.status} = 'paid'), 0)::int`,
      pending: sql<number>`coalesce(sum(${payouts.netCents}) filter (where ${payouts.status} = 'pending'), 0)::int`,
      failed: sql<number>`count(*) filter (where ${payouts.status} = 'failed')::int`,
    })
    .from(payouts);
  return {
    ...list,
    totals: {
      commission_earned: fromCents(Number(t?.commission ?? 0)),
      paid_out: fromCents(Number(t?.paid ?? 0)),
      pending: fromCents(Number(t?.pending ?? 0)),
      failed_transfers: Number(t?.failed ?? 0),
    },
  };
}

export async function payoutAccount(ctx: VendorContext) {
  const db = await getDb();
  const [a] = await db
    .select()
    .from(vendorPayoutAccounts)
    .where(eq(vendorPayoutAccounts.vendorId, vendorIdOf(ctx)));
  return { account_id: a?.accountId ?? null, status: a?.status ?? "none" };
}

/**
 * The provider's onboarding link for the vendor's payout account, made on the vendor's click (the account
 * is created on the first one). The vendor waits for this answer, so it is not a queued side effect; no
 * transaction is open while the provider is called.
 */
export async function onboardingLink(ctx: VendorContext, returnUrl: string): Promise<string> {
  const vendorId = vendorIdOf(ctx);
  const stripe = requireStripe();
  const db = await getDb();
  let [a] = await db.select().from(vendorPayoutAccounts).where(eq(vendorPayoutAccounts.vendorId, vendorId));
  if (a?.status === "enabled") throw new AppError("CONFLICT", "Your payout account is already set up.");
  if (!a) {
    const created = await stripe.accounts.create(
      { type: "express", metadata: { vendor_id: String(vendorId) } },
      { idempotencyKey: `vendor-${vendorId}-account` },
    );
    await db.insert(vendorPayoutAccounts).values({ vendorId, accountId: created.id }).onConflictDoNothing();
    [a] = await db.select().from(vendorPayoutAccounts).where(eq(vendorPayoutAccounts.vendorId, vendorId));
  }
  const link = await stripe.accountLinks.create({
    account: a!.accountId,
    type: "account_onboarding",
    refresh_url: returnUrl,
    return_url: returnUrl,
  });
  return link.url;
}
