import "server-only";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { priceRequests, rfqQuoteLines, rfqQuotes, rfqVendors } from "@/db/schema";
import { latestQuote, type Quote } from "../quote-rules";

/**
 * The newest price quote a vendor gave this buyer, per product: the quote of a price request, which is a
 * one-line RFQ to the product's vendor (a several-vendor RFQ's quote prices only the cart lines accepted
 * from it). Quotes are per buyer, so nothing here is cached; `db` may be the caller's transaction (checkout
 * reads them beside its locked cart lines).
 */
export async function buyerQuotes(db: Db, userId: string, productIds: readonly number[]): Promise<Map<number, Quote>> {
  return (await buyerPriceRequests(db, userId, productIds)).quotes;
}

/**
 * Price requests with the quote their vendor gave, if any: the request joined to its RFQ's copy for the
 * product's vendor, that copy's quote and the quote's line for the product. The buyer's prices and the
 * vendor's requests inbox read it.
 */
export function priceRequestQuotes(db: Db, where: SQL) {
  return db
    .select({
      requestId: priceRequests.id,
      productId: priceRequests.productId,
      status: priceRequests.status,
      priceCents: rfqQuoteLines.priceCents,
      validUntil: rfqQuotes.validUntil,
      createdAt: rfqQuotes.createdAt,
    })
    .from(priceRequests)
    .leftJoin(
      rfqVendors,
      and(eq(rfqVendors.rfqId, priceRequests.rfqId), eq(rfqVendors.vendorId, priceRequests.vendorId)),
    )
    .leftJoin(rfqQuotes, eq(rfqQuotes.rfqVendorId, rfqVendors.id))
    .leftJoin(
      rfqQuoteLines,
      and(eq(rfqQuoteLines.quoteId, rfqQuotes.id), eq(rfqQuoteLines.productId, priceRequests.productId)),
    )
    .where(where);
}

/**
 * This buyer's price requests of these products in one read: the products with a request still open (their
 * see_price reads 'already-requested') and the newest quote per product.
 */
export async function buyerPriceRequests(
  db: Db,
  userId: string,
  productIds: readonly number[],
): Promise<{ quotes: Map<number, Quote>; open: Set<number> }> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return { quotes: new Map(), open: new Set() };
  const rows = await priceRequestQuotes(
    db,
    and(eq(priceRequests.userId, userId), inArray(priceRequests.productId, ids))!,
  );
  const open = new Set<number>();
  const byProduct = new Map<number, (Quote & { createdAt: Date })[]>();
  for (const r of rows) {
    if (r.status === "open") open.add(r.productId);
    if (r.priceCents === null || r.validUntil === null || r.createdAt === null) continue;
    const quote = { priceCents: r.priceCents, validUntil: r.validUntil, createdAt: r.createdAt };
    byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), quote]);
  }
  const quotes = new Map<number, Quote>();
  for (const [id, list] of byProduct) {
    const q = latestQuote(list)!;
    quotes.set(id, { priceCents: q.priceCents, validUntil: q.validUntil });
  }
  return { quotes, open };
}
