import { coinAdjustSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { adjustCoins } from "@/features/admin/server/buyers";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** { delta, reason }: coins in (positive) or out (negative), never below zero. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const b = await readBody(req, coinAdjustSchema);
  const data = await adjustCoins(actor, (await ctx.params).id, b.delta, b.reason);
  return json({ success: true, message: `Coins now ${data.coins}.`, data });
});
