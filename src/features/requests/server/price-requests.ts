import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { priceRequests } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { HIDDEN_BUY_VENDOR_ID } from "@/features/catalog/server";
import { AppError, forbidden } from "@/lib/errors";
import { sendMail } from "@/features/mail/server";
import { baseUrl } from "@/lib/config";
import { REQUEST_MESSAGES } from "../rules";
import type { RequestInput } from "../schemas";
import { buyerLine, resolveRequest, vendorEmail } from "./request-product";
import { insertRfq } from "./rfqs";

/**
 * 'Request for Price' (SPEC §4, §7): the one-vendor, one-line case of a request for quote (issue 43). It
 * writes the RFQ (for the vendor's minimum order, or one) and the price request that points at it: one open
 * request per buyer and product (the partial unique index makes a double click or a second tab a no-op),
 * then e-mails the vendor. From then on the product reads see_price 'already-requested' for this buyer; the
 * vendor answers it in the portal's requests or quotes, and the quote prices the product for this buyer.
 */
export async function requestPrice(
  viewer: Viewer,
  input: RequestInput,
): Promise<{ success: true; message: string; see_price: "already-requested" }> {
  const db = await getDb();
  const product = await resolveRequest(viewer, input);
  if (product.vendorId === HIDDEN_BUY_VENDOR_ID) throw forbidden(REQUEST_MESSAGES.hiddenVendor);
  if (product.seePrice !== "request") throw new AppError("UNPROCESSABLE", REQUEST_MESSAGES.priceNotOnRequest);

  // the request, its RFQ, the vendor's mail and its delivery job commit together (or not at all)
  await db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: priceRequests.id })
      .from(priceRequests)
      .where(
        and(
          eq(priceRequests.userId, viewer.id),
          eq(priceRequests.productId, product.id),
          eq(priceRequests.status, "open"),
        ),
      );
    if (open) throw repeated();
    const rfqId = await insertRfq(tx, {
      userId: viewer.id,
      locationId: null,
      neededBy: null,
      note: "",
      lines: [{ productId: product.id, description: product.name, quantity: Math.max(1, product.minimumOrder ?? 1) }],
      vendorIds: [product.vendorId],
    });
    const [created] = await tx
      .insert(priceRequests)
      .values({ userId: viewer.id, vendorId: product.vendorId, productId: product.id, rfqId })
      .onConflictDoNothing()
      .returning({ id: priceRequests.id });
    // a second tab's request that committed meanwhile: this transaction's RFQ rolls back with the error
    if (!created) throw repeated();

    await sendMail(tx, {
      to: vendorEmail(product.vendorSlug),
      subject: `Price request #${created.id}: ${product.name}`,
      body: [
        `Hello ${product.vendorName},`,
        "",
        `A buyer on DVM Market asks for the price of one of your products.`,
        "",
        `Product: ${product.name} (SKU ${product.sku})`,
        `Link: ${baseUrl()}/${product.slug}`,
        `Buyer: ${buyerLine(viewer)}`,
        `Request: #${created.id}`,
        "",
        `Please answer with your price in your portal: ${baseUrl()}/vendor/requests`,
      ].join("\n"),
    });
  });
  return { success: true, message: REQUEST_MESSAGES.priceSent, see_price: "already-requested" };
}

const repeated = () => new AppError("CONFLICT", REQUEST_MESSAGES.priceRepeat, { see_price: "already-requested" });
