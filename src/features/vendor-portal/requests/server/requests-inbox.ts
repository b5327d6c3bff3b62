import "server-only";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { priceRequests, products, requestAnswers, sampleRequests, user } from "@/db/schema";
import { priceRequestQuotes } from "@/features/catalog/server";
import type { RequestListQuery } from "../schema";
import { vendorIdOf, type VendorContext } from "../../server/access";

export const REQUESTS_PAGE_SIZE = 30;

/** One answer given to a request: a quote (dollars, last valid day) or a sample decision. */
export type RequestAnswer = {
  action: "quote" | "approve" | "decline" | "sent";
  price: number | null;
  valid_until: string | null;
  tracking: string | null;
  reason: string | null;
  answered_at: string;
};

/** Price or sample requests addressed to this vendor, newest first, each with the answers given so far. */
export async function listVendorRequests(ctx: VendorContext, query: RequestListQuery) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const t = query.type === "price" ? priceRequests : sampleRequests;
  const where = and(eq(t.vendorId, vendorId), query.status ? eq(t.status, query.status) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(t).where(where);
  const rows = await db
    .select({
      id: t.id,
      status: t.status,
      createdAt: t.createdAt,
      productId: products.id,
      productName: products.name,
      sku: products.sku,
      clinicName: user.clinicName,
      buyerName: user.name,
    })
    .from(t)
    .innerJoin(products, eq(products.id, t.productId))
    .innerJoin(user, eq(user.id, t.userId))
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(REQUESTS_PAGE_SIZE)
    .offset((query.page - 1) * REQUESTS_PAGE_SIZE);
  const answers = await answersOf(
    query.type,
    rows.map((r) => r.id),
  );
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      type: query.type,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      product: { id: r.productId, name: r.productName, sku: r.sku },
      buyer: { clinic_name: r.clinicName ?? r.buyerName },
      answers: answers.get(r.id) ?? [],
    })),
  };
}

/**
 * The answers of one page of requests, oldest first per request (a sample is approved, then sent). A price
 * request's answer is its RFQ's quote (one line), whichever of the portal's pages or the API gave it.
 */
async function answersOf(kind: "price" | "sample", ids: number[]): Promise<Map<number, RequestAnswer[]>> {
  const byRequest = new Map<number, RequestAnswer[]>();
  if (ids.length === 0) return byRequest;
  const db = await getDb();
  if (kind === "price") {
    const quotes = await priceRequestQuotes(db, inArray(priceRequests.id, ids));
    for (const q of quotes) {
      if (q.priceCents === null || q.validUntil === null || q.createdAt === null) continue;
      byRequest.set(q.requestId, [
        {
          action: "quote",
          price: q.priceCents / 100,
          valid_until: q.validUntil.toISOString().slice(0, 10),
          tracking: null,
          reason: null,
          answered_at: q.createdAt.toISOString(),
        },
      ]);
    }
    return byRequest;
  }
  const rows = await db
    .select()
    .from(requestAnswers)
    .where(and(eq(requestAnswers.kind, kind), inArray(requestAnswers.requestId, ids)))
    .orderBy(asc(requestAnswers.id));
  for (const a of rows) {
    const list = byRequest.get(a.requestId) ?? [];
    list.push({
      action: a.action as RequestAnswer["action"],
      price: a.priceCents === null ? null : a.priceCents / 100,
      valid_until: a.validUntil?.toISOString().slice(0, 10) ?? null,
      tracking: a.tracking,
      reason: a.reason,
      answered_at: a.createdAt.toISOString(),
    });
    byRequest.set(a.requestId, list);
  }
  return byRequest;
}
