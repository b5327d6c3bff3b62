import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { invoices, orderRefunds } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { dollarsToCents } from "@/lib/money";
import {
  REMIT_TO,
  NET_DAYS,
  addressLines,
  balanceDueCents,
  dueDate,
  invoiceNumberFor,
  type InvoiceDocument,
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

/** Every amount is the order's as stored when it was placed, so the invoice says what checkout said. */
function toDocument(order: OrderDetail, inv: InvoiceRow, credits: InvoiceDocument["credits"]): InvoiceDocument {
  const totalCents = dollarsToCents(order.total);
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
    totalCents,
    credits,
    balanceDueCents: balanceDueCents(totalCents, credits),
    remitTo: REMIT_TO,
    terms: `Net ${NET_DAYS}. Please write the invoice number on your payment.`,
  };
}

/** The invoice of one of the viewer's orders: another buyer's order is 403, an unknown id 404. */
export async function getInvoiceForViewer(viewer: Viewer, orderId: number): Promise<InvoiceDocument> {
  const order = await getOrderForViewer(viewer, orderId);
  return toDocument(order, await ensureInvoice(order), await invoiceCredits(order.id));
}

/** Credit notes settled against the order's invoice (refunds on invoice terms), oldest first. */
async function invoiceCredits(orderId: number): Promise<InvoiceDocument["credits"]> {
  const db = await getDb();
  const rows = await db
    .select({
      number: orderRefunds.creditNoteNumber,
      at: orderRefunds.settledAt,
      created: orderRefunds.createdAt,
      cents: orderRefunds.amountCents,
    })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        eq(orderRefunds.status, "succeeded"),
        isNotNull(orderRefunds.creditNoteNumber),
      ),
    )
    .orderBy(asc(orderRefunds.id));
  return rows.map((r) => ({ number: r.number!, issuedAt: r.at ?? r.created, amountCents: r.cents }));
}
