import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { priceRequests, products, requestAnswers, sampleRequests } from "@/db/schema";
import { notify } from "@/features/notifications/server";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { dollarsToCents } from "@/lib/money";
import { quotePriceRequest } from "../../rfqs/server/rfq-answers";
import { quoteProblem, sampleStatusAfter } from "../rules";
import type { AnswerInput } from "../schema";
import { vendorIdOf, type VendorContext } from "../../server/access";

/**
 * Answers one of this vendor's requests: a price quote valid until a date (its RFQ's quote), or a sample decision. The buyer's
 * request status moves (shown on My requests) and the buyer is notified; another vendor's request is a 404.
 */
export async function answerRequest(
  ctx: VendorContext,
  id: number,
  input: AnswerInput,
  today = new Date().toISOString().slice(0, 10),
) {
  const vendorId = vendorIdOf(ctx);
  const t = input.type === "price" ? priceRequests : sampleRequests;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select({
        id: t.id,
        status: t.status,
        userId: t.userId,
        productName: products.name,
        rfqId: input.type === "price" ? priceRequests.rfqId : sql<null>`null`,
      })
      .from(t)
      .innerJoin(products, eq(products.id, t.productId))
      .where(and(eq(t.id, id), eq(t.vendorId, vendorId)))
      .for("update", { of: t });
    if (!r) throw notFound("This request does not exist.");
    if (input.type === "price") {
      const cents = dollarsToCents(input.price);
      const problem = quoteProblem(cents, input.valid_until, today);
      if (problem) throw badRequest(problem);
      if (r.status !== "open") throw new AppError("CONFLICT", "This price request has already been answered.");
      // a price request is a one-line RFQ: its answer is that RFQ's quote, with the same notice and mail
      await quotePriceRequest(tx, ctx, r.rfqId!, { priceCents: cents, validUntil: input.valid_until }, today);
      return { status: "answered" };
    }
    const status = sampleStatusAfter(r.status, input.action);
    if (!status)
      throw new AppError("CONFLICT", `A sample request that is ${r.status} cannot be marked ${input.action}.`);
    if (input.action === "decline" && !input.reason) throw badRequest("Give the buyer a reason for declining.");
    const body =
      input.action === "approve"
        ? `${ctx.sellerName} approved your sample of ${r.productName}${input.tracking ? ` (tracking ${input.tracking})` : ""}.`
        : input.action === "decline"
          ? `${ctx.sellerName} declined your sample of ${r.productName}: ${input.reason}`
          : `Your sample of ${r.productName} is on its way${input.tracking ? ` (tracking ${input.tracking})` : ""}.`;
    await tx.insert(requestAnswers).values({
      kind: "sample",
      requestId: r.id,
      answeredBy: ctx.userId,
      action: input.action,
      tracking: input.tracking || null,
      reason: input.reason || null,
    });
    await tx.update(t).set({ status, updatedAt: new Date() }).where(eq(t.id, r.id));
    await notify(tx, {
      userId: r.userId,
      type: "chat",
      body,
      message: status,
      alertType: status === "declined" ? "error" : "success",
      clickableLink: "/my-requests",
    });
    return { status };
  });
}
