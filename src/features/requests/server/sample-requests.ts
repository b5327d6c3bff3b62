import "server-only";
import { and, count, eq, gte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sampleRequests } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { HIDDEN_BUY_VENDOR_ID } from "@/features/catalog/server";
import { AppError } from "@/lib/errors";
import { sendMail } from "@/features/mail/server";
import { baseUrl, getConfig } from "@/lib/config";
import { monthStartUtc, REQUEST_MESSAGES, sampleLimitMessage } from "../rules";
import type { RequestInput, SampleAnswer } from "../schemas";
import { buyerLine, resolveRequest, vendorEmail } from "./request-product";

/** Refusals keep the spec's answer shape: success false, allow false and the reason. */
const refuse = (code: "FORBIDDEN" | "CONFLICT" | "UNPROCESSABLE", message: string) =>
  new AppError(code, message, { allow: false });

/**
 * Sample request (SPEC §4, §7). Rules: the product (or a variation) offers samples, never for
 * sales reps or vendor 407, one pending sample per buyer and product, and a monthly allowance
 * per buyer. A per-buyer advisory lock makes the allowance hold under concurrent requests.
 */
export async function requestSample(viewer: Viewer, input: RequestInput, now = new Date()): Promise<SampleAnswer> {
  const db = await getDb();
  const product = await resolveRequest(viewer, input);
  if (product.vendorId === HIDDEN_BUY_VENDOR_ID) throw refuse("FORBIDDEN", REQUEST_MESSAGES.hiddenVendor);
  if (viewer.isSalesRep) throw refuse("FORBIDDEN", REQUEST_MESSAGES.sampleSalesRep);
  if (!product.sampleProduct) throw refuse("UNPROCESSABLE", REQUEST_MESSAGES.sampleUnavailable);
  const limit = getConfig().SAMPLE_MONTHLY_LIMIT;

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sample:${viewer.id}`}))`);
    const [pending] = await tx
      .select({ id: sampleRequests.id })
      .from(sampleRequests)
      .where(
        and(
          eq(sampleRequests.userId, viewer.id),
          eq(sampleRequests.productId, product.id),
          eq(sampleRequests.status, "pending"),
        ),
      )
      .limit(1);
    if (pending) throw refuse("CONFLICT", REQUEST_MESSAGES.samplePending);
    const [month] = await tx
      .select({ n: count() })
      .from(sampleRequests)
      .where(and(eq(sampleRequests.userId, viewer.id), gte(sampleRequests.createdAt, monthStartUtc(now))));
    if ((month?.n ?? 0) >= limit) throw refuse("UNPROCESSABLE", sampleLimitMessage(limit));
    const [row] = await tx
      .insert(sampleRequests)
      .values({ userId: viewer.id, vendorId: product.vendorId, productId: product.id })
      .returning({ id: sampleRequests.id });
    // the vendor's mail and its delivery job commit with the request
    await sendMail(tx, {
      to: vendorEmail(product.vendorSlug),
      subject: `Sample request #${row!.id}: ${product.name}`,
      body: [
        `Hello ${product.vendorName},`,
        "",
        "A buyer on DVM Market asks for a sample of one of your products.",
        "",
        `Product: ${product.name} (SKU ${product.sku})`,
        `Link: ${baseUrl()}/${product.slug}`,
        `Buyer: ${buyerLine(viewer)}`,
        `Request: #${row!.id}`,
      ].join("\n"),
    });
  });

  // A pending sample blocks another one for this product, so the button is no longer offered.
  return { success: true, allow: false, message: REQUEST_MESSAGES.sampleSent };
}
