import "server-only";
import { and, eq, inArray } from "drizzle-orm";
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
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      productId: priceRequests.productId,
      priceCents: rfqQuoteLines.priceCents,
      validUntil: rfqQuotes.validUntil,
      createdAt: rfqQuotes.createdAt,
    })
    .from(priceRequests)
    .innerJoin(
      rfqVendors,
      and(eq(rfqVendors.rfqId, priceRequests.rfqId), eq(rfqVendors.vendorId, priceRequests.vendorId)),
    )
    .innerJoin(rfqQuotes, eq(rfqQuotes.rfqVendorId, rfqVendors.id))
    .innerJoin(
      rfqQuoteLines,
      and(eq(rfqQuoteLines.quoteId, rfqQuotes.id), eq(rfqQuoteLines.productId, priceRequests.productId)),
    )
    .where(and(eq(priceRequests.userId, userId), inArray(priceRequests.productId, ids)));
  const byProduct = new Map<number, (Quote & { createdAt: Date })[]>();
  for (const r of rows) byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r]);
  const out = new Map<number, Quote>();
  for (const [id, list] of byProduct) {
    const q = latestQuote(list)!;
    out.set(id, { priceCents: q.priceCents, validUntil: q.validUntil });
  }
  return out;
}
