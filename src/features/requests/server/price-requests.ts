import "server-only";
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

/**
 * 'Request for Price' (SPEC §4, §7): stores one open request per buyer and product (the partial
 * unique index makes a double click or a second tab a no-op), then e-mails the vendor. From then
 * on the product reads see_price 'already-requested' for this buyer.
 */
export async function requestPrice(
  viewer: Viewer,
  input: RequestInput,
): Promise<{ success: true; message: string; see_price: "already-requested" }> {
  const db = await getDb();
  const product = await resolveRequest(viewer, input);
  if (product.vendorId === HIDDEN_BUY_VENDOR_ID) throw forbidden(REQUEST_MESSAGES.hiddenVendor);
  if (product.seePrice !== "request") throw new AppError("UNPROCESSABLE", REQUEST_MESSAGES.priceNotOnRequest);

  // the request, the vendor's mail and its delivery job commit together (or not at all)
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(priceRequests)
      .values({ userId: viewer.id, vendorId: product.vendorId, productId: product.id })
      .onConflictDoNothing()
      .returning({ id: priceRequests.id });
    if (!created) throw new AppError("CONFLICT", REQUEST_MESSAGES.priceRepeat, { see_price: "already-requested" });

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
        "Please reply to the buyer with your price.",
      ].join("\n"),
    });
  });
  return { success: true, message: REQUEST_MESSAGES.priceSent, see_price: "already-requested" };
}
