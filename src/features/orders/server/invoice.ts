import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { invoices, orderRefunds, orders, payments } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { dollarsToCents } from "@/lib/money";
import {
  REMIT_TO,
  NET_DAYS,
  addressLines,
  dueDate,
  invoiceNumberFor,
  type InvoiceDocument,
  type InvoiceSettlement,
} from "../invoice/rules";
import { getOrderForViewer, type OrderDetail } from "./queries";

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The order's invoice row, written on first request: its number, issued when the order was placed.
 * Two requests at once both end up reading the one row that won.
 */
async function ensureInvoice(order: OrderDetail): Promise<InvoiceRow> {
  const db = await getDb();
  const [existing] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (existing) return existing;
  const issuedAt = new Date(order.created_at);
  await db
    .insert(invoices)
    .values({
      orderId: order.id,
      invoiceNumber: invoiceNumberFor(order.order_number),
      issuedAt,
      dueAt: dueDate(issuedAt),
    })
    .onConflictDoNothing({ target: invoices.orderId });
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  return row!;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The order's card payment (its share of the checkout's capture) and every settled refund or credit. */
async function settlementsOf(order: OrderDetail): Promise<InvoiceSettlement[]> {
  const db = await getDb();
  const out: InvoiceSettlement[] = [];
  if (order.payment_method === "card" && order.payment_status === "paid") {
    const [p] = await db
      .select({ at: payments.capturedAt })
      .from(orders)
      .innerJoin(payments, eq(payments.checkoutId, orders.checkoutId))
      .where(and(eq(orders.id, order.id), eq(payments.status, "succeeded")));
    if (p?.at)
      out.push({ kind: "payment", label: `Paid by card ${day(p.at)}`, on: p.at, cents: dollarsToCents(order.total) });
  }
  const given = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.status, "succeeded")))
    .orderBy(asc(orderRefunds.id));
  for (const r of given) {
    const on = r.settledAt ?? r.createdAt;
    const card = order.payment_method === "card";
    // a credit note names itself as the buyer's copy of it does: "Credit note CN-… (date)"
    const label = card
      ? `Refunded to the card ${day(on)}`
      : r.creditNoteNumber
        ? `Credit note ${r.creditNoteNumber} (${day(on)})`
        : `Credit ${day(on)}`;
    out.push({ kind: card ? "refund" : "credit", label, on, cents: r.amountCents });
  }
  return out;
}

/** Every amount is the order's as stored when it was placed, so the invoice says what checkout said. */
function toDocument(order: OrderDetail, inv: InvoiceRow, settlements: InvoiceSettlement[] = []): InvoiceDocument {
  return {
    invoiceNumber: inv.invoiceNumber,
    orderNumber: order.order_number,
    poNumber: order.po_number,
    issuedAt: inv.issuedAt,
    dueAt: inv.dueAt,
    seller: order.vendor.name,
    billTo: addressLines(order.billing_address ?? order.shipping_address),
    shipTo: addressLines(order.shipping_address),
    lines: order.items.map((i) => ({
      description: i.name,
      sku: i.sku,
      quantity: i.quantity,
      unitCents: i.unit_price_cents,
      totalCents: i.line_total_cents,
    })),
    subtotalCents: dollarsToCents(order.subtotal),
    discountCents: dollarsToCents(order.discount),
    couponCode: order.coupon_code,
    shippingCents: dollarsToCents(order.shipping),
    tax: { label: order.tax_label, taxCents: dollarsToCents(order.tax) },
    totalCents: dollarsToCents(order.total),
    remitTo: REMIT_TO,
    terms:
      order.payment_method === "card"
        ? "Paid by card through DVM Market."
        : `Net ${NET_DAYS}. Please write the invoice number on your payment.`,
    settlements,
  };
}

/** The invoice of one of the viewer's orders: another buyer's order is 403, an unknown id 404. */
export async function getInvoiceForViewer(viewer: Viewer, orderId: number): Promise<InvoiceDocument> {
  const order = await getOrderForViewer(viewer, orderId);
  return toDocument(order, await ensureInvoice(order), await settlementsOf(order));
}
