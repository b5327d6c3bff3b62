import { COMPANY } from "@/lib/company";

/** Payment terms of every marketplace order: the invoice is due 30 days after it is issued. */
export const NET_DAYS = 30;

/** Where buyers send payment: the marketplace collects for its vendors, at the address the footer shows. */
export const REMIT_TO = {
  name: `${COMPANY.name}, Accounts Receivable`,
  lines: COMPANY.addressLines,
  email: COMPANY.billingEmail,
};

export function dueDate(issued: Date, netDays = NET_DAYS): Date {
  const d = new Date(issued);
  d.setUTCDate(d.getUTCDate() + netDays);
  return d;
}

/** `DVM-20260203-00012-1` → `INV-20260203-00012-1`: one invoice per vendor order, findable by either number. */
export function invoiceNumberFor(orderNumber: string): string {
  return `INV-${orderNumber.replace(/^DVM-/, "")}`;
}

/** Tax applies to the goods after discounts; shipping is not taxed. */
export function taxableCents(subtotalCents: number, discountCents: number): number {
  return Math.max(0, subtotalCents - discountCents);
}

/** What the buyer pays for one vendor order: goods after discount, shipping and tax. */
export function orderTotalCents(a: {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
}): number {
  return Math.max(0, a.subtotalCents - a.discountCents) + a.shippingCents + a.taxCents;
}

export type InvoiceLine = {
  description: string;
  sku: string | null;
  quantity: number;
  unitCents: number;
  totalCents: number;
};

/** Everything printed on an invoice, in cents; the PDF writer only lays it out. */
export type InvoiceDocument = {
  invoiceNumber: string;
  orderNumber: string;
  poNumber: string | null;
  issuedAt: Date;
  dueAt: Date;
  seller: string;
  billTo: string[];
  shipTo: string[];
  lines: InvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  couponCode: string | null;
  shippingCents: number;
  tax: { label: string; taxCents: number };
  totalCents: number;
  remitTo: typeof REMIT_TO;
  terms: string;
  /** money received against it (a card payment) and given back (refunds, credits), each dated */
  settlements?: InvoiceSettlement[];
};

/**
 * payment: money received (a card capture); credit: the invoice reduced without money moving (invoice terms);
 * refund: the invoice reduced and that money sent back to the card, so it leaves the balance as it was.
 */
export type InvoiceSettlement = { kind: "payment" | "credit" | "refund"; label: string; on: Date; cents: number };

/** What is still owed: the total less payments and credits, never below zero. */
export function invoiceBalance(totalCents: number, settlements: readonly InvoiceSettlement[]): number {
  const off = settlements.filter((s) => s.kind !== "refund").reduce((n, s) => n + s.cents, 0);
  return Math.max(0, totalCents - off);
}

export function addressLines(a: Record<string, string> | null | undefined): string[] {
  if (!a) return [];
  return [
    a.full_name,
    a.company,
    a.line1,
    a.line2,
    [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", "),
  ].filter((x): x is string => Boolean(x && x.trim()));
}
