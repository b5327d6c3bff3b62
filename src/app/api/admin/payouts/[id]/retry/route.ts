import { idSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { retryPayout } from "@/features/admin/server/payout-actions";
import { handle, json, type RouteContext } from "@/lib/http";
import { formatUsd } from "@/lib/money";

/** POST /api/admin/payouts/{id}/retry: a failed payout is sent to the vendor again. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const p = await retryPayout(actor, idSchema.parse((await ctx.params).id));
  return json({
    success: true,
    message: `The payout of ${formatUsd(p.netCents)} is being sent again.`,
    data: { id: p.id, status: "pending" },
  });
});
