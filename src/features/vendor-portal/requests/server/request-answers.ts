import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { priceRequests, products, requestAnswers, sampleRequests } from "@/db/schema";
import { notify } from "@/features/notifications/server";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { dollarsToCents, formatUsd } from "@/lib/money";
import { quoteProblem, sampleStatusAfter } from "../rules";
import type { AnswerInput } from "../schema";
import { vendorIdOf, type VendorContext } from "../../server/access";

/**
 * Answers one of this vendor's requests: a price quote valid until a date, or a sample decision. The buyer's
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
      .select({ id: t.id, status: t.status, userId: t.userId, productName: products.name })
      .from(t)
      .innerJoin(products, eq(products.id, t.productId))
      .where(and(eq(t.id, id), eq(t.vendorId, vendorId)))
      .for("update", { of: t });
    if (!r) throw notFound("This request does not exist.");
    let status: string;
    let body: string;
    const answer = { kind: input.type, requestId: r.id, answeredBy: ctx.userId };
    if (input.type === "price") {
      const cents = dollarsToCents(input.price);
      const problem = quoteProblem(cents, input.valid_until, today);
      if (problem) throw badRequest(problem);
      if (r.status !== "open") throw new AppError("CONFLICT", "This price request has already been answered.");
      status = "answered";
      body = `${ctx.sellerName} quoted ${formatUsd(cents)} for ${r.productName}, valid until ${input.valid_until}.`;
      await tx.insert(requestAnswers).values({
        ...answer,
        action: "quote",
        priceCents: cents,
        validUntil: new Date(`${input.valid_until}T23:59:59.999Z`),
      });
    } else {
      const next = sampleStatusAfter(r.status, input.action);
      if (!next)
        throw new AppError("CONFLICT", `A sample request that is ${r.status} cannot be marked ${input.action}.`);
      if (input.action === "decline" && !input.reason) throw badRequest("Give the buyer a reason for declining.");
      status = next;
      body =
        input.action === "approve"
          ? `${ctx.sellerName} approved your sample of ${r.productName}${input.tracking ? ` (tracking ${input.tracking})` : ""}.`
          : input.action === "decline"
            ? `${ctx.sellerName} declined your sample of ${r.productName}: ${input.reason}`
            : `Your sample of ${r.productName} is on its way${input.tracking ? ` (tracking ${input.tracking})` : ""}.`;
      await tx.insert(requestAnswers).values({
        ...answer,
        action: input.action,
        tracking: input.tracking || null,
        reason: input.reason || null,
      });
    }
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
