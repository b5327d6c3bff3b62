import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderRefunds, orders, orderStatusHistory, payments, payoutOrders, payouts } from "@/db/schema";
import { fromCents } from "@/lib/money";
import { MONEY_EVENT_LABELS, type MoneyEventKind } from "../rules";

export type MoneyEventView = {
  kind: MoneyEventKind;
  label: string;
  at: string;
  amount: number;
  status: string;
  reference: string | null;
  note: string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Every money step of one order, oldest first: the card authorised, captured or voided (the order's share
 * of its checkout's payment), paid out to the vendor, refunded to the card or credited to the invoice.
 */
export async function orderMoneyEvents(orderId: number): Promise<MoneyEventView[]> {
  const db = await getDb();
  const [o] = await db
    .select({ total: orders.totalCents, method: orders.paymentMethod, ps: orders.paymentStatus, p: payments })
    .from(orders)
    .leftJoin(payments, eq(payments.checkoutId, orders.checkoutId))
    .where(eq(orders.id, orderId));
  if (!o) return [];
  const out: MoneyEventView[] = [];
  const add = (
    kind: MoneyEventKind,
    at: Date | string,
    cents: number,
    status: string,
    reference: string | null,
    note: string | null = null,
  ) =>
    out.push({ kind, label: MONEY_EVENT_LABELS[kind], at: iso(at), amount: fromCents(cents), status, reference, note });
  const p = o.p;
  if (p?.authorizedAt) add("authorised", p.authorizedAt, o.total, "succeeded", p.providerRef);
  if (p?.capturedAt && o.ps === "paid") add("captured", p.capturedAt, o.total, "succeeded", p.providerRef);
  if (o.ps === "voided") {
    const [h] = await db
      .select({ at: orderStatusHistory.createdAt })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, "cancelled")));
    add("voided", p?.cancelledAt ?? h?.at ?? new Date(), o.total, "succeeded", p?.providerRef ?? null);
  }
  const sent = await db
    .select({
      cents: payoutOrders.netCents,
      kind: payouts.kind,
      status: payouts.status,
      at: payouts.settledAt,
      created: payouts.createdAt,
      ref: payouts.providerRef,
    })
    .from(payoutOrders)
    .innerJoin(payouts, eq(payouts.id, payoutOrders.payoutId))
    .where(eq(payoutOrders.orderId, orderId))
    .orderBy(asc(payouts.id));
  for (const t of sent)
    add(
      "transferred",
      t.at ?? t.created,
      t.cents,
      t.status,
      t.ref,
      t.kind === "adjustment" ? "Taken back for a refund" : null,
    );
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
  for (const r of refunds)
    add(
      o.method === "card" ? "refunded" : "credited",
      r.settledAt ?? r.createdAt,
      r.amountCents,
      r.status,
      r.providerRef ?? r.creditNoteNumber,
      r.reason,
    );
  return out.sort((a, b) => a.at.localeCompare(b.at));
}
