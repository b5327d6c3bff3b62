import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { priceRequests, products, rfqLines, rfqQuoteLines, rfqQuotes, rfqs, rfqVendors, user } from "@/db/schema";
import { sendMail } from "@/features/mail/server";
import { notify } from "@/features/notifications/server";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { dollarsToCents, formatUsd } from "@/lib/money";
import { quoteProblem } from "../../requests/rules";
import type { RfqQuoteInput } from "../schema";
import { vendorIdOf, type VendorContext } from "../../server/access";
import { vendorListingFor } from "./rfq-inbox";

async function lockedCopy(tx: Tx, vendorId: number, id: number) {
  const [copy] = await tx
    .select({
      id: rfqVendors.id,
      rfqId: rfqVendors.rfqId,
      status: rfqVendors.status,
      buyerId: rfqs.userId,
      email: user.email,
      priceRequestId: priceRequests.id,
    })
    .from(rfqVendors)
    .innerJoin(rfqs, eq(rfqs.id, rfqVendors.rfqId))
    .innerJoin(user, eq(user.id, rfqs.userId))
    .leftJoin(priceRequests, eq(priceRequests.rfqId, rfqs.id))
    .where(and(eq(rfqVendors.id, id), eq(rfqVendors.vendorId, vendorId)))
    .for("update", { of: rfqVendors });
  if (!copy) throw notFound("This request for quote does not exist.");
  if (copy.status === "accepted")
    throw new AppError("CONFLICT", "The buyer has accepted this quote; it can no longer be changed.");
  return copy;
}
type Copy = Awaited<ReturnType<typeof lockedCopy>>;

/** A price request's copy moves its request too, and its notices open My requests as the spec's do. */
async function movePriceRequest(tx: Tx, copy: Copy, status: "answered" | "declined") {
  if (copy.priceRequestId === null) return;
  await tx
    .update(priceRequests)
    .set({ status, updatedAt: new Date() })
    .where(eq(priceRequests.id, copy.priceRequestId));
}

/**
 * POST /api/vendor/v1/rfqs/{id}/quote: this vendor's price, quantity and lead time per line, valid until a
 * date; answering again replaces the quote until the buyer accepts it. The buyer is notified and mailed.
 */
export async function quoteRfq(
  ctx: VendorContext,
  id: number,
  input: RfqQuoteInput,
  today = new Date().toISOString().slice(0, 10),
) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  return db.transaction(async (tx) => writeQuote(tx, ctx, await lockedCopy(tx, vendorId, id), input, today));
}

/**
 * The price request's answer from the portal's requests inbox (SPEC's price request, issue 16): the same
 * quote as an RFQ's, one line at the quantity asked, shipped at once. Another vendor's request is not found.
 */
export async function quotePriceRequest(
  tx: Tx,
  ctx: VendorContext,
  rfqId: number,
  answer: { priceCents: number; validUntil: string },
  today: string,
) {
  const vendorId = vendorIdOf(ctx);
  const [copyId] = await tx
    .select({ id: rfqVendors.id })
    .from(rfqVendors)
    .where(and(eq(rfqVendors.rfqId, rfqId), eq(rfqVendors.vendorId, vendorId)));
  if (!copyId) throw notFound("This request does not exist.");
  const copy = await lockedCopy(tx, vendorId, copyId.id);
  const [line] = await tx
    .select({ id: rfqLines.id, quantity: rfqLines.quantity })
    .from(rfqLines)
    .where(eq(rfqLines.rfqId, rfqId));
  const price = answer.priceCents / 100;
  return writeQuote(
    tx,
    ctx,
    copy,
    {
      lines: [{ line_id: line!.id, price, quantity: line!.quantity, lead_days: 0 }],
      valid_until: answer.validUntil,
      note: "",
    },
    today,
  );
}

/** Writes this vendor's quote of its copy (replacing one not yet accepted), and tells and mails the buyer. */
async function writeQuote(tx: Tx, ctx: VendorContext, copy: Copy, input: RfqQuoteInput, today: string) {
  const vendorId = vendorIdOf(ctx);
  // the decline dialog promises it: a declined request is not quoted afterwards
  if (copy.status === "declined")
    throw new AppError("CONFLICT", "You declined this request for quote; it can no longer be quoted.");
  const lines = await tx
    .select({ id: rfqLines.id, description: rfqLines.description, listing: vendorListingFor(vendorId) })
    .from(rfqLines)
    .where(eq(rfqLines.rfqId, copy.rfqId));
  const own = input.lines.flatMap((l) => (l.product_id ? [l.product_id] : []));
  const mine = own.length
    ? new Set(
        (
          await tx
            .select({ id: products.id })
            .from(products)
            .where(and(inArray(products.id, own), eq(products.vendorId, vendorId)))
        ).map((p) => p.id),
      )
    : new Set<number>();
  if (new Set(input.lines.map((l) => l.line_id)).size !== input.lines.length) throw badRequest("Quote each line once.");
  const rows = input.lines.map((l) => {
    const line = lines.find((x) => x.id === l.line_id);
    if (!line) throw badRequest(`Line ${l.line_id} is not part of this request.`);
    if (l.product_id && !mine.has(l.product_id))
      throw badRequest(`Listing ${l.product_id} is not one of yours; quote your own listing.`);
    const cents = dollarsToCents(l.price);
    const problem = quoteProblem(cents, input.valid_until, today);
    if (problem) throw badRequest(problem);
    return {
      lineId: line.id,
      productId: l.product_id ?? line.listing,
      priceCents: cents,
      quantity: l.quantity,
      leadDays: l.lead_days,
      description: line.description,
    };
  });
  const validUntil = new Date(`${input.valid_until}T23:59:59.999Z`);
  const [quote] = await tx
    .insert(rfqQuotes)
    .values({ rfqVendorId: copy.id, validUntil, note: input.note, answeredBy: ctx.userId })
    .onConflictDoUpdate({
      target: rfqQuotes.rfqVendorId,
      set: { validUntil, note: input.note, answeredBy: ctx.userId, createdAt: new Date() },
    })
    .returning({ id: rfqQuotes.id });
  const accepted = await tx
    .select({ id: rfqQuoteLines.id })
    .from(rfqQuoteLines)
    .where(and(eq(rfqQuoteLines.quoteId, quote!.id), isNotNull(rfqQuoteLines.acceptedAt)));
  if (accepted.length)
    throw new AppError("CONFLICT", "The buyer has accepted lines of this quote; it can no longer be changed.");
  await tx.delete(rfqQuoteLines).where(eq(rfqQuoteLines.quoteId, quote!.id));
  await tx.insert(rfqQuoteLines).values(
    rows.map((r) => ({
      lineId: r.lineId,
      productId: r.productId,
      priceCents: r.priceCents,
      quantity: r.quantity,
      leadDays: r.leadDays,
      quoteId: quote!.id,
    })),
  );
  await tx.update(rfqVendors).set({ status: "quoted", updatedAt: new Date() }).where(eq(rfqVendors.id, copy.id));
  await movePriceRequest(tx, copy, "answered");
  const body =
    copy.priceRequestId !== null
      ? `${ctx.sellerName} quoted ${formatUsd(rows[0]!.priceCents)} for ${rows[0]!.description}, valid until ${input.valid_until}.`
      : `${ctx.sellerName} quoted ${rows.length} line${rows.length > 1 ? "s" : ""} of your request for quote #${copy.rfqId}, valid until ${input.valid_until}.`;
  await notify(tx, {
    userId: copy.buyerId,
    type: "chat",
    body,
    message: copy.priceRequestId !== null ? "answered" : "quoted",
    alertType: "success",
    clickableLink: linkFor(copy),
  });
  await sendMail(tx, {
    to: copy.email,
    subject: `A quote for your request #${copy.rfqId} from ${ctx.sellerName}`,
    body: [
      body,
      "",
      ...rows.map(
        (r) => `- ${r.quantity} × ${r.description}: ${formatUsd(r.priceCents)} each, ships in ${r.leadDays} days`,
      ),
      ...(input.note ? ["", `Note: ${input.note}`] : []),
    ].join("\n"),
  });
  return { status: "quoted" as const, quote_id: quote!.id };
}

/** What a price request (a one-line RFQ) asked for: its line's description, the product's name. */
async function productAsked(tx: Tx, rfqId: number): Promise<string> {
  const [line] = await tx
    .select({ description: rfqLines.description })
    .from(rfqLines)
    .where(eq(rfqLines.rfqId, rfqId))
    .limit(1);
  return line?.description ?? "";
}

const linkFor = (copy: Copy) => (copy.priceRequestId !== null ? "/my-requests" : `/user/rfqs/${copy.rfqId}`);

/** POST /api/vendor/v1/rfqs/{id}/decline: this vendor will not quote; the buyer is told. */
export async function declineRfq(ctx: VendorContext, id: number, reason: string) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const copy = await lockedCopy(tx, vendorId, id);
    if (copy.status === "declined") return { status: "declined" as const };
    await tx.update(rfqVendors).set({ status: "declined", updatedAt: new Date() }).where(eq(rfqVendors.id, copy.id));
    await movePriceRequest(tx, copy, "declined");
    await tx.delete(rfqQuotes).where(eq(rfqQuotes.rfqVendorId, copy.id));
    // a price request is named by its product, as the buyer asked it
    const what =
      copy.priceRequestId !== null
        ? `price request for ${await productAsked(tx, copy.rfqId)}`
        : `request for quote #${copy.rfqId}`;
    await notify(tx, {
      userId: copy.buyerId,
      type: "chat",
      body: `${ctx.sellerName} declined your ${what}${reason ? `: ${reason}` : "."}`,
      message: "declined",
      alertType: "error",
      clickableLink: linkFor(copy),
    });
    return { status: "declined" as const };
  });
}
