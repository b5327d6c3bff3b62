import "server-only";
import { and, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartItems, products, rfqLines, rfqQuoteLines, rfqQuotes, rfqVendors, vendors } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { orderedAtQuote, putQuotedLines, tellCartMembers } from "@/features/cart/server";
import { sendMail } from "@/features/mail/server";
import { notify } from "@/features/notifications/server";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { formatUsd, fromCents } from "@/lib/money";
import { ownedRfq } from "./rfqs";
import { vendorEmail } from "./request-product";

/**
 * POST /api/rfqs/{id}/quotes/{quoteId}/accept: the chosen lines of one vendor's quote (all of them when none
 * are named) go into the buyer's cart at the quoted price and quantity, for this buyer (or their clinic
 * location) only; the door checks the quote again at checkout. Another buyer's RFQ or quote is not found.
 */
export async function acceptQuote(
  viewer: Viewer,
  rfqId: number,
  quoteId: number,
  lineIds?: number[],
  now = new Date(),
) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const { rfq, key } = await ownedRfq(tx, viewer, rfqId);
    const [quote] = await tx
      .select({
        id: rfqQuotes.id,
        validUntil: rfqQuotes.validUntil,
        copyId: rfqVendors.id,
        vendorId: rfqVendors.vendorId,
        vendorName: vendors.name,
        vendorSlug: vendors.slug,
      })
      .from(rfqQuotes)
      .innerJoin(rfqVendors, eq(rfqVendors.id, rfqQuotes.rfqVendorId))
      .innerJoin(vendors, eq(vendors.id, rfqVendors.vendorId))
      .where(and(eq(rfqQuotes.id, quoteId), eq(rfqVendors.rfqId, rfq.id)))
      .for("update", { of: rfqQuotes });
    if (!quote) throw notFound("This quote does not exist.");
    if (now > quote.validUntil)
      throw new AppError(
        "UNPROCESSABLE",
        `${quote.vendorName}'s quote expired on ${quote.validUntil.toISOString().slice(0, 10)}; ask for a new one.`,
      );
    const lines = await tx
      .select({
        id: rfqQuoteLines.id,
        lineId: rfqQuoteLines.lineId,
        productId: rfqQuoteLines.productId,
        priceCents: rfqQuoteLines.priceCents,
        quantity: rfqQuoteLines.quantity,
        ordered: orderedAtQuote,
        description: rfqLines.description,
        listed: products.id,
      })
      .from(rfqQuoteLines)
      .innerJoin(rfqLines, eq(rfqLines.id, rfqQuoteLines.lineId))
      .leftJoin(products, and(eq(products.id, rfqQuoteLines.productId), eq(products.vendorId, quote.vendorId)))
      .where(eq(rfqQuoteLines.quoteId, quote.id))
      .orderBy(rfqQuoteLines.lineId);
    const chosen = lineIds?.length ? lines.filter((l) => lineIds.includes(l.lineId)) : lines;
    if (lineIds?.length && chosen.length !== new Set(lineIds).size)
      throw badRequest("Choose lines of this quote only.");
    if (!chosen.length) throw badRequest("This quote has no lines to accept.");
    // a quote covers its quantity once: a line bought in full is not put back in the cart at that price
    const used = chosen.find((l) => l.ordered >= l.quantity);
    if (used)
      throw new AppError(
        "UNPROCESSABLE",
        `All ${used.quantity} of ${used.description} quoted by ${quote.vendorName} have been ordered; ask for a new quote.`,
      );
    const unlisted = chosen.find((l) => l.listed === null);
    if (unlisted)
      throw new AppError(
        "UNPROCESSABLE",
        `${quote.vendorName} has no listing of ${unlisted.description} to buy online; leave that line out.`,
      );
    // a line accepted from another vendor's quote before moves here (one vendor per line): its cart line goes
    const moved = await tx
      .update(rfqQuoteLines)
      .set({ acceptedAt: null })
      .where(
        and(
          inArray(
            rfqQuoteLines.lineId,
            chosen.map((l) => l.lineId),
          ),
          ne(rfqQuoteLines.quoteId, quote.id),
          isNotNull(rfqQuoteLines.acceptedAt),
        ),
      )
      .returning({ id: rfqQuoteLines.id });
    if (moved.length)
      await tx.delete(cartItems).where(
        inArray(
          cartItems.quoteLineId,
          moved.map((m) => m.id),
        ),
      );
    // a vendor whose every accepted line moved away is back to "quoted" (and may change its quote again)
    if (moved.length)
      await tx
        .update(rfqVendors)
        .set({ status: "quoted", updatedAt: now })
        .where(
          and(
            eq(rfqVendors.rfqId, rfq.id),
            eq(rfqVendors.status, "accepted"),
            ne(rfqVendors.id, quote.copyId),
            sql`not exists (select 1 from ${rfqQuotes} q join ${rfqQuoteLines} ql on ql.quote_id = q.id
              where q.rfq_vendor_id = ${rfqVendors.id} and ql.accepted_at is not null)`,
          ),
        );
    await tx
      .update(rfqQuoteLines)
      .set({ acceptedAt: now })
      .where(
        and(
          inArray(
            rfqQuoteLines.id,
            chosen.map((l) => l.id),
          ),
          isNull(rfqQuoteLines.acceptedAt),
        ),
      );
    await tx.update(rfqVendors).set({ status: "accepted", updatedAt: now }).where(eq(rfqVendors.id, quote.copyId));
    await putQuotedLines(
      tx,
      key,
      chosen.map((l) => ({
        productId: l.productId!,
        vendorId: quote.vendorId,
        quantity: l.quantity - l.ordered,
        quoteLineId: l.id,
      })),
    );
    await sendMail(tx, {
      to: vendorEmail(quote.vendorSlug),
      subject: `Your quote for request #${rfq.id} was accepted`,
      body: [
        `Hello ${quote.vendorName},`,
        "",
        "The buyer accepted your quote for:",
        ...chosen.map((l) => `- ${l.quantity} × ${l.description} at ${formatUsd(l.priceCents)}`),
        "",
        "The order reaches you when the buyer checks out.",
      ].join("\n"),
    });
    await notify(tx, {
      userId: viewer.id,
      type: "chat",
      body: `${chosen.length} line${chosen.length > 1 ? "s" : ""} of ${quote.vendorName}'s quote ${chosen.length > 1 ? "are" : "is"} in your cart at the quoted price.`,
      message: "accepted",
      alertType: "success",
      clickableLink: "/cart",
    });
    return {
      key,
      lines: chosen.map((l) => ({
        line_id: l.lineId,
        product_id: l.productId!,
        price: fromCents(l.priceCents),
        quantity: l.quantity,
      })),
      message: `${chosen.length} line${chosen.length > 1 ? "s" : ""} of ${quote.vendorName}'s quote added to your cart.`,
    };
  });
  await tellCartMembers(result.key).catch(() => undefined);
  return { message: result.message, lines: result.lines };
}
