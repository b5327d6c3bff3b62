import "server-only";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderReturnLines, orderReturns, orders } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { lockOrder } from "@/features/orders/server";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { orderReturnProblem, returnLinesProblem, rmaNumberFor, SCHEDULE_II_RETURN } from "../rules";
import type { ReturnRequestInput } from "../schemas";
import { returnableLines, returnTerms } from "./lines";
import { tellSeller } from "@/features/payments/server";

/**
 * The buyer asks to return lines of one of their delivered orders, inside the vendor's return window.
 * Another buyer's order answers 404 like a missing one; every refusal is one sentence and writes nothing.
 * The order is locked, so two requests at once cannot both return the same last unit.
 */
export async function requestReturn(viewer: Viewer, orderId: number, input: ReturnRequestInput, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, { id: orderId });
    if (!o || o.userId !== viewer.id) throw notFound("This order does not exist.");
    const terms = await returnTerms(tx, o.id);
    const closed = orderReturnProblem({
      status: o.status,
      deliveredAt: terms.deliveredAt,
      windowDays: terms.windowDays,
      now,
    });
    if (closed) throw new AppError("CONFLICT", closed);
    const lines = await returnableLines(tx, o.id);
    const problem = returnLinesProblem(lines, input.lines, input.dea_form);
    if (problem === SCHEDULE_II_RETURN) throw new AppError("UNPROCESSABLE", problem);
    if (problem) throw badRequest(problem);
    const scheduleII = input.lines.some((r) => lines.find((l) => l.id === r.line_id)?.schedule === "CII");
    const [{ n }] = await tx.select({ n: count() }).from(orderReturns).where(eq(orderReturns.orderId, o.id));
    const rma = rmaNumberFor(o.orderNumber, Number(n) + 1);
    const [saved] = await tx
      .insert(orderReturns)
      .values({
        orderId: o.id,
        vendorId: o.vendorId,
        userId: o.userId,
        rmaNumber: rma,
        deaForm: scheduleII ? input.dea_form!.trim() : null,
      })
      .returning({ id: orderReturns.id, status: orderReturns.status });
    await tx.insert(orderReturnLines).values(
      input.lines.map((l) => ({
        returnId: saved!.id,
        orderItemId: l.line_id,
        quantity: l.quantity,
        reason: l.reason,
      })),
    );
    const units = input.lines.reduce((s, l) => s + l.quantity, 0);
    const [clinic] = await tx.select({ email: orders.email }).from(orders).where(eq(orders.id, o.id));
    await tellSeller(
      tx,
      { id: o.vendorId, kind: o.vendorKind },
      {
        managersOnly: true,
        message: "return",
        link: "/vendor/returns",
        mailSubject: `Return ${rma} requested on order ${o.orderNumber}`,
        body:
          `${clinic?.email ?? "A buyer"} asks to return ${units} unit${units === 1 ? "" : "s"} of order ${o.orderNumber} (${rma}). ` +
          `Approve or reject it under Returns.${scheduleII ? ` Schedule II items: the clinic's DEA 222 form is ${input.dea_form!.trim()}.` : ""}`,
      },
    );
    return { id: saved!.id, rma_number: rma, status: saved!.status };
  });
}
