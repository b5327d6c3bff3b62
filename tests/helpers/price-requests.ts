import { eq } from "drizzle-orm";
import { priceRequests, rfqLines, rfqQuoteLines, rfqQuotes, rfqs, rfqVendors } from "@/db/schema";
import type { Db } from "@/db/client";

/** A buyer's price request written straight to the tables, with the one-line RFQ it is (as requestPrice does). */
export async function insertPriceRequest(
  db: Db,
  row: { userId: string; vendorId: number; productId: number; status?: string },
): Promise<{ id: number; rfqId: number }> {
  const [rfq] = await db.insert(rfqs).values({ userId: row.userId, neededBy: null }).returning({ id: rfqs.id });
  const rfqId = rfq!.id;
  await db.insert(rfqLines).values({ rfqId, productId: row.productId, description: "Price request", quantity: 1 });
  await db.insert(rfqVendors).values({ rfqId, vendorId: row.vendorId });
  const [made] = await db
    .insert(priceRequests)
    .values({ ...row, rfqId })
    .returning({ id: priceRequests.id });
  return { id: made!.id, rfqId };
}

/** The vendor's quote of that request, written straight to the tables (as the vendor's answer does). */
export async function insertPriceQuote(
  db: Db,
  q: { rfqId: number; productId: number; priceCents: number; validUntil: Date },
): Promise<void> {
  const [copy] = await db.select({ id: rfqVendors.id }).from(rfqVendors).where(eq(rfqVendors.rfqId, q.rfqId));
  const [line] = await db.select({ id: rfqLines.id }).from(rfqLines).where(eq(rfqLines.rfqId, q.rfqId));
  const [quote] = await db
    .insert(rfqQuotes)
    .values({ rfqVendorId: copy!.id, validUntil: q.validUntil })
    .returning({ id: rfqQuotes.id });
  await db
    .insert(rfqQuoteLines)
    .values({ quoteId: quote!.id, lineId: line!.id, productId: q.productId, priceCents: q.priceCents, quantity: 1 });
  await db.update(rfqVendors).set({ status: "quoted" }).where(eq(rfqVendors.id, copy!.id));
}
