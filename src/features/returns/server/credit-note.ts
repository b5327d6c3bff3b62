import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderItems, orderRefunds, orderReturnLines, orderReturns, orders, vendors } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { addressLines, invoiceNumberFor } from "@/features/orders";
import type { VendorContext } from "@/features/vendor-portal/server";
import { notFound } from "@/lib/errors";
import { RETURN_REASONS, type ReturnReason } from "../rules";

/** Everything printed on a credit note, in cents; the PDF writer only lays it out. */
export type CreditNoteDocument = {
  number: string;
  issuedAt: Date;
  orderNumber: string;
  invoiceNumber: string;
  rmaNumber: string | null;
  seller: string;
  billTo: string[];
  lines: {
    description: string;
    sku: string | null;
    quantity: number;
    unitCents: number;
    totalCents: number;
    reason: string;
  }[];
  goodsCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
};

const NOT_FOUND = "This credit note does not exist.";

/**
 * One credit note (a refund that settled as a credit on the invoice), as its buyer or its vendor may read
 * it: anyone else's answers 404 like a missing one.
 */
async function creditNote(where: SQL, owner: (o: OwnerCheck) => boolean) {
  const db = await getDb();
  const [row] = await db
    .select({ f: orderRefunds, o: orders, r: orderReturns, seller: vendors.name })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .leftJoin(orderReturns, eq(orderReturns.id, orderRefunds.returnId))
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(where);
  if (
    !row ||
    !row.f.creditNoteNumber ||
    !owner({ userId: row.o.userId, vendorId: row.o.vendorId, kind: row.o.vendorKind })
  )
    throw notFound(NOT_FOUND);
  const lines = row.r
    ? await db
        .select({ l: orderReturnLines, i: orderItems })
        .from(orderReturnLines)
        .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
        .where(eq(orderReturnLines.returnId, row.r.id))
        .orderBy(orderReturnLines.id)
    : [];
  const goodsCents =
    lines.reduce((s, x) => s + x.l.quantity * x.i.unitPriceCents, 0) || row.f.amountCents - row.f.taxCents;
  const doc: CreditNoteDocument = {
    number: row.f.creditNoteNumber,
    issuedAt: row.f.settledAt ?? row.f.createdAt,
    orderNumber: row.o.orderNumber,
    invoiceNumber: invoiceNumberFor(row.o.orderNumber),
    rmaNumber: row.r?.rmaNumber ?? null,
    seller: row.seller ?? "Vendor",
    billTo: addressLines((row.o.billingAddress ?? row.o.shippingAddress) as Record<string, string> | null),
    lines: lines.map(({ l, i }) => ({
      description: i.name,
      sku: i.sku,
      quantity: l.quantity,
      unitCents: i.unitPriceCents,
      totalCents: l.quantity * i.unitPriceCents,
      reason: RETURN_REASONS[l.reason as ReturnReason] ?? l.reason,
    })),
    goodsCents,
    discountCents: goodsCents - (row.f.amountCents - row.f.taxCents),
    taxCents: row.f.taxCents,
    totalCents: row.f.amountCents,
  };
  return doc;
}
type OwnerCheck = { userId: string; vendorId: number; kind: string };

/** The buyer's credit note: the path names the order and the refund, and both must be theirs. */
export const buyerCreditNote = (viewer: Viewer, orderId: number, refundId: number) =>
  creditNote(and(eq(orderRefunds.id, refundId), eq(orderRefunds.orderId, orderId))!, (o) => o.userId === viewer.id);

/** The vendor's copy, by the return it settled. */
export const vendorCreditNote = (ctx: VendorContext, returnId: number) =>
  creditNote(eq(orderRefunds.returnId, returnId), (o) => o.kind === "vendor" && o.vendorId === ctx.vendorId);
