import "server-only";
import { getDb } from "@/db/client";
import { orderReturnProblem, returnableUnits, returnWindowEnds } from "../rules";
import { returnableLines, returnTerms } from "./lines";
import { orderReturnsOf } from "./queries";

/**
 * What the buyer's order page and `GET /api/orders/{id}` show of returns: each line's returnable units,
 * whether a return may be asked for now (and why not), the window's end, and the order's returns with
 * their refunds. The caller has already checked the order is the viewer's.
 */
export async function returnsForOrder(order: { id: number; status: string }, now = new Date()) {
  const db = await getDb();
  const terms = await returnTerms(db, order.id);
  const lines = await returnableLines(db, order.id);
  const problem = orderReturnProblem({
    status: order.status,
    deliveredAt: terms.deliveredAt,
    windowDays: terms.windowDays,
    now,
  });
  const ends = terms.deliveredAt ? returnWindowEnds(terms.deliveredAt, terms.windowDays) : null;
  const returnable = new Map(lines.map((l) => [l.id, returnableUnits(l)]));
  return {
    can_return: problem === null && [...returnable.values()].some((n) => n > 0),
    refusal: problem,
    window_days: terms.windowDays,
    window_ends: ends?.toISOString() ?? null,
    lines: lines.map((l) => ({
      id: l.id,
      name: l.name,
      returnable: returnable.get(l.id) ?? 0,
      schedule_ii: l.schedule === "CII",
    })),
    returns: await orderReturnsOf(order.id),
  };
}
export type OrderReturns = Awaited<ReturnType<typeof returnsForOrder>>;
