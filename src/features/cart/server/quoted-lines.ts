import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { cartItems, orderItems, orders, rfqLines, rfqQuoteLines, rfqQuotes, rfqs, rfqVendors } from "@/db/schema";
import { ofCart, type CartKey } from "./owner";

/** An accepted RFQ quote line as a cart line carries it: its price, how many it covers, whose it is. */
export type RfqQuote = {
  quoteLineId: number;
  productId: number | null;
  priceCents: number;
  quantity: number;
  validUntil: Date;
  /** the buyer who asked, and the clinic location it was asked for (its members may use it) */
  userId: string;
  locationId: number | null;
  accepted: boolean;
  /** units already bought at this quote (orders not cancelled): a quote covers its quantity once, not per order */
  ordered: number;
};

/** Units bought at a quote line so far, by orders that were not cancelled; to select beside `rfqQuoteLines`. */
export const orderedAtQuote = sql<number>`coalesce((
  select sum(${orderItems.quantity}) from ${orderItems}
  join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orderItems.quoteLineId} = ${rfqQuoteLines.id} and ${orders.status} <> 'cancelled'
), 0)::int`;

/** The quote lines these cart lines point at, read in the caller's transaction. */
export async function rfqQuotesById(tx: Tx, ids: readonly (number | null)[]): Promise<Map<number, RfqQuote>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({
      quoteLineId: rfqQuoteLines.id,
      productId: rfqQuoteLines.productId,
      priceCents: rfqQuoteLines.priceCents,
      quantity: rfqQuoteLines.quantity,
      acceptedAt: rfqQuoteLines.acceptedAt,
      ordered: orderedAtQuote,
      validUntil: rfqQuotes.validUntil,
      userId: rfqs.userId,
      locationId: rfqs.locationId,
    })
    .from(rfqQuoteLines)
    .innerJoin(rfqQuotes, eq(rfqQuotes.id, rfqQuoteLines.quoteId))
    .innerJoin(rfqLines, eq(rfqLines.id, rfqQuoteLines.lineId))
    .innerJoin(rfqVendors, eq(rfqVendors.id, rfqQuotes.rfqVendorId))
    .innerJoin(rfqs, eq(rfqs.id, rfqVendors.rfqId))
    .where(inArray(rfqQuoteLines.id, wanted));
  return new Map(rows.map(({ acceptedAt, ...r }) => [r.quoteLineId, { ...r, accepted: acceptedAt !== null }]));
}

/**
 * Puts accepted quote lines in this cart at their quantity, each pointing at its quote (which then prices
 * it); a line of the same listing already there takes the quote and its quantity. Joins the caller's transaction.
 */
export async function putQuotedLines(
  tx: Tx,
  key: CartKey,
  lines: { productId: number; vendorId: number; quantity: number; quoteLineId: number }[],
): Promise<void> {
  for (const l of lines) {
    const [existing] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(ofCart(cartItems, key), eq(cartItems.productId, l.productId), isNull(cartItems.variationId)))
      .for("update");
    if (existing)
      await tx
        .update(cartItems)
        .set({ quantity: l.quantity, quoteLineId: l.quoteLineId, checked: "Y" })
        .where(eq(cartItems.id, existing.id));
    else
      await tx.insert(cartItems).values({
        userId: key.userId,
        locationId: key.locationId,
        productId: l.productId,
        vendorId: l.vendorId,
        quantity: l.quantity,
        quoteLineId: l.quoteLineId,
      });
  }
}
