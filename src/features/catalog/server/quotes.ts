import "server-only";
import type { Bound } from "@/db/prepared";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { jsonListOrEmpty, jsonObject } from "@/db/json";
import { queryRows, type Db } from "@/db/client";
import { priceRequests, rfqQuoteLines, rfqQuotes, rfqVendors } from "@/db/schema";
import { fromCents } from "@/lib/money";
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
 * A price request joined to its RFQ's copy for the product's vendor, that copy's quote and the quote's line
 * for the product: the one join both readers below use.
 */
const requestsWithQuotes = sql`${priceRequests}
  left join ${rfqVendors} on ${rfqVendors.rfqId} = ${priceRequests.rfqId} and ${rfqVendors.vendorId} = ${priceRequests.vendorId}
  left join ${rfqQuotes} on ${rfqQuotes.rfqVendorId} = ${rfqVendors.id}
  left join ${rfqQuoteLines} on ${rfqQuoteLines.quoteId} = ${rfqQuotes.id} and ${rfqQuoteLines.productId} = ${priceRequests.productId}`;

/** Price requests with their quotes, as the database gives them: the rows both readers below start from. */
async function requestQuoteRows(db: Db, where: SQL) {
  return queryRows<{ request_id: number; product_id: number } & RequestRow>(
    db,
    sql`select ${priceRequests.id} as request_id, ${priceRequests.productId} as product_id,
      ${priceRequests.status} as status, ${rfqQuoteLines.priceCents} as price_cents,
      ${rfqQuotes.validUntil} as valid_until, ${rfqQuotes.createdAt} as created_at
      from ${requestsWithQuotes} where ${where}`,
  );
}

/** Price requests with the quote their vendor gave, if any, for the vendor's requests inbox. */
export async function priceRequestQuotes(db: Db, where: SQL): Promise<RequestQuote[]> {
  const at = (t: Date | string | null) => (t === null ? null : new Date(t));
  return (await requestQuoteRows(db, where)).map((r) => ({
    requestId: r.request_id,
    productId: r.product_id,
    status: r.status,
    priceCents: r.price_cents,
    validUntil: at(r.valid_until),
    createdAt: at(r.created_at),
  }));
}

export type RequestQuote = {
  requestId: number;
  productId: number;
  status: string;
  priceCents: number | null;
  validUntil: Date | null;
  createdAt: Date | null;
};

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
  const rows = await requestQuoteRows(
    db,
    and(eq(priceRequests.userId, userId), inArray(priceRequests.productId, ids))!,
  );
  const byProduct = new Map<number, RequestRow[]>();
  for (const r of rows) byProduct.set(r.product_id, [...(byProduct.get(r.product_id) ?? []), r]);
  const open = new Set<number>();
  const quotes = new Map<number, Quote>();
  for (const [id, list] of byProduct) {
    const folded = foldRequests(list);
    if (folded.open) open.add(id);
    if (folded.quote) quotes.set(id, folded.quote);
  }
  return { quotes, open };
}

/** One of a buyer's price requests of a product, with its vendor's quote if any (JSON writes times as text). */
export type RequestRow = {
  status: string;
  price_cents: number | null;
  valid_until: Date | string | null;
  created_at: Date | string | null;
};

/**
 * This buyer's price requests of the product an outer query is on (`productId`, its column), as a JSON list:
 * a caller reads them with its own rows in one statement (the offers), and folds them with `foldRequests`.
 */
export function buyerRequestsSql(
  userId: Bound<string> | SQL,
  productId: SQL | SQL.Aliased | { getSQL(): SQL },
): SQL<RequestRow[]> {
  const pr = priceRequests;
  return jsonListOrEmpty(
    jsonObject({
      status: pr.status,
      price_cents: rfqQuoteLines.priceCents,
      valid_until: rfqQuotes.validUntil,
      created_at: rfqQuotes.createdAt,
    }),
    sql`from ${requestsWithQuotes} where ${pr.userId} = ${userId} and ${pr.productId} = ${productId}`,
  );
}

/** A product's requests from this buyer: whether one is still open, and the newest quote its vendor gave. */
export function foldRequests(rows: readonly RequestRow[]): { open: boolean; quote: Quote | null } {
  const quoted = rows.flatMap((r) =>
    r.price_cents === null || r.valid_until === null || r.created_at === null
      ? []
      : [{ priceCents: r.price_cents, validUntil: new Date(r.valid_until), createdAt: r.created_at }],
  );
  const q = latestQuote(quoted);
  return {
    open: rows.some((r) => r.status === "open"),
    quote: q && { priceCents: q.priceCents, validUntil: q.validUntil },
  };
}

/** A vendor's quote line as the buyer's RFQ and the vendor's copy of it both select it. */
export const quoteLineColumns = {
  lineId: rfqQuoteLines.lineId,
  productId: rfqQuoteLines.productId,
  priceCents: rfqQuoteLines.priceCents,
  quantity: rfqQuoteLines.quantity,
  leadDays: rfqQuoteLines.leadDays,
  acceptedAt: rfqQuoteLines.acceptedAt,
};

/** A quote line as both RFQ views answer it (`lines` of a quote in the RFQ contract). */
export function quoteLineView(q: {
  lineId: number;
  productId: number | null;
  priceCents: number;
  quantity: number;
  leadDays: number;
  acceptedAt: Date | null;
}) {
  return {
    line_id: q.lineId,
    product_id: q.productId,
    price: fromCents(q.priceCents),
    quantity: q.quantity,
    lead_days: q.leadDays,
    accepted: q.acceptedAt !== null,
  };
}
