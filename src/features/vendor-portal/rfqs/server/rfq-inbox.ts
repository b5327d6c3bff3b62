import "server-only";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rfqLines, rfqQuoteLines, rfqQuotes, rfqs, rfqVendors, user } from "@/db/schema";
import { quoteLineColumns, quoteLineView } from "@/features/catalog/server";
import { notFound } from "@/lib/errors";
import type { RfqListQuery } from "../schema";
import { vendorIdOf, type VendorContext } from "../../server/access";

export const RFQS_PAGE_SIZE = 25;

/**
 * This vendor's listing for an RFQ line: the line's own product when it is this vendor's, else this vendor's
 * listing of the same item (the one the vendor quotes and the buyer's cart gets), else none.
 */
export const vendorListingFor = (vendorId: number) => sql<number | null>`coalesce(
  (select p.id from products p where p.id = ${rfqLines.productId} and p.vendor_id = ${vendorId}),
  (select o.id from products o join products src on src.id = ${rfqLines.productId}
    where o.item_id = src.item_id and o.vendor_id = ${vendorId} and o.status = 'published' order by o.id limit 1))`;

async function linesOf(vendorId: number, rfqIds: number[]) {
  if (!rfqIds.length)
    return new Map<
      number,
      {
        id: number;
        product_id: number | null;
        description: string;
        quantity: number;
        requested_product_id: number | null;
      }[]
    >();
  const db = await getDb();
  const rows = await db
    .select({
      rfqId: rfqLines.rfqId,
      id: rfqLines.id,
      product_id: vendorListingFor(vendorId),
      requested_product_id: rfqLines.productId,
      description: rfqLines.description,
      quantity: rfqLines.quantity,
    })
    .from(rfqLines)
    .where(inArray(rfqLines.rfqId, rfqIds))
    .orderBy(rfqLines.id);
  const out = new Map<number, Omit<(typeof rows)[number], "rfqId">[]>();
  for (const { rfqId, ...l } of rows) out.set(rfqId, [...(out.get(rfqId) ?? []), l]);
  return out;
}

/** GET /api/vendor/v1/rfqs: this vendor's copy of every RFQ it was asked, newest first, by status, a page at a time. */
export async function listVendorRfqs(ctx: VendorContext, query: RfqListQuery) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const where = and(eq(rfqVendors.vendorId, vendorId), query.status ? eq(rfqVendors.status, query.status) : undefined);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(rfqVendors).where(where),
    db
      .select({
        id: rfqVendors.id,
        rfqId: rfqVendors.rfqId,
        status: rfqVendors.status,
        neededBy: rfqs.neededBy,
        note: rfqs.note,
        createdAt: rfqVendors.createdAt,
        buyer: sql<string>`coalesce(${user.clinicName}, ${user.name})`,
      })
      .from(rfqVendors)
      .innerJoin(rfqs, eq(rfqs.id, rfqVendors.rfqId))
      .innerJoin(user, eq(user.id, rfqs.userId))
      .where(where)
      .orderBy(desc(rfqVendors.id))
      .limit(RFQS_PAGE_SIZE)
      .offset((query.page - 1) * RFQS_PAGE_SIZE),
  ]);
  const [lines, quotes] = await Promise.all([
    linesOf(
      vendorId,
      rows.map((r) => r.rfqId),
    ),
    quotesOf(rows.map((r) => r.id)),
  ]);
  return {
    total,
    page: query.page,
    per_page: RFQS_PAGE_SIZE,
    data: rows.map((r) => ({
      id: r.id,
      rfq_id: r.rfqId,
      status: r.status,
      needed_by: r.neededBy,
      note: r.note,
      buyer: r.buyer,
      created_at: r.createdAt.toISOString(),
      lines: lines.get(r.rfqId) ?? [],
      // the quote given so far (the form starts from it), null before one
      quote: quotes.get(r.id) ?? null,
    })),
  };
}

export type VendorQuote = {
  id: number;
  valid_until: string;
  note: string;
  lines: {
    line_id: number;
    product_id: number | null;
    price: number;
    quantity: number;
    lead_days: number;
    accepted: boolean;
  }[];
};

/** The quotes of a page of this vendor's copies, by copy id, in one read. */
async function quotesOf(copyIds: number[]): Promise<Map<number, VendorQuote>> {
  const out = new Map<number, VendorQuote>();
  if (!copyIds.length) return out;
  const db = await getDb();
  const rows = await db
    .select({
      copyId: rfqQuotes.rfqVendorId,
      id: rfqQuotes.id,
      validUntil: rfqQuotes.validUntil,
      note: rfqQuotes.note,
      ...quoteLineColumns,
    })
    .from(rfqQuotes)
    .innerJoin(rfqQuoteLines, eq(rfqQuoteLines.quoteId, rfqQuotes.id))
    .where(inArray(rfqQuotes.rfqVendorId, copyIds))
    .orderBy(rfqQuoteLines.lineId);
  for (const r of rows) {
    const quote = out.get(r.copyId) ?? {
      id: r.id,
      valid_until: r.validUntil.toISOString().slice(0, 10),
      note: r.note,
      lines: [],
    };
    quote.lines.push(quoteLineView(r));
    out.set(r.copyId, quote);
  }
  return out;
}

/** One copy with its lines and this vendor's quote so far; another vendor's copy is not found. */
export async function getVendorRfq(ctx: VendorContext, id: number) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const [r] = await db
    .select({
      id: rfqVendors.id,
      rfqId: rfqVendors.rfqId,
      status: rfqVendors.status,
      neededBy: rfqs.neededBy,
      note: rfqs.note,
      createdAt: rfqVendors.createdAt,
      buyer: sql<string>`coalesce(${user.clinicName}, ${user.name})`,
    })
    .from(rfqVendors)
    .innerJoin(rfqs, eq(rfqs.id, rfqVendors.rfqId))
    .innerJoin(user, eq(user.id, rfqs.userId))
    .where(and(eq(rfqVendors.id, id), eq(rfqVendors.vendorId, vendorId)));
  if (!r) throw notFound("This request for quote does not exist.");
  const [lines, quotes] = await Promise.all([linesOf(vendorId, [r.rfqId]), quotesOf([r.id])]);
  return {
    id: r.id,
    rfq_id: r.rfqId,
    status: r.status,
    needed_by: r.neededBy,
    note: r.note,
    buyer: r.buyer,
    created_at: r.createdAt.toISOString(),
    lines: lines.get(r.rfqId) ?? [],
    quote: quotes.get(r.id) ?? null,
  };
}
export type VendorRfq = Awaited<ReturnType<typeof getVendorRfq>>;
