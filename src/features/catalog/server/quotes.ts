import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { priceRequests, requestAnswers } from "@/db/schema";
import { latestQuote, type Quote } from "../quote-rules";

/**
 * The newest price quote a vendor gave this buyer, per product. Quotes are per buyer, so nothing here is
 * cached; `db` may be the caller's transaction (checkout reads them beside its locked cart lines).
 */
export async function buyerQuotes(db: Db, userId: string, productIds: readonly number[]): Promise<Map<number, Quote>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      productId: priceRequests.productId,
      priceCents: requestAnswers.priceCents,
      validUntil: requestAnswers.validUntil,
      createdAt: requestAnswers.createdAt,
    })
    .from(requestAnswers)
    .innerJoin(priceRequests, eq(priceRequests.id, requestAnswers.requestId))
    .where(
      and(
        eq(requestAnswers.kind, "price"),
        eq(requestAnswers.action, "quote"),
        eq(priceRequests.userId, userId),
        inArray(priceRequests.productId, ids),
      ),
    );
  const byProduct = new Map<number, (Quote & { createdAt: Date })[]>();
  for (const r of rows) {
    if (r.priceCents === null || r.validUntil === null) continue;
    const list = byProduct.get(r.productId) ?? [];
    list.push({ priceCents: r.priceCents, validUntil: r.validUntil, createdAt: r.createdAt });
    byProduct.set(r.productId, list);
  }
  const out = new Map<number, Quote>();
  for (const [id, list] of byProduct) {
    const q = latestQuote(list)!;
    out.set(id, { priceCents: q.priceCents, validUntil: q.validUntil });
  }
  return out;
}
