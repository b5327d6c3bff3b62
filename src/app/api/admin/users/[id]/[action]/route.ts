import { buyerActionSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { setBuyerStatus } from "@/features/admin/server/buyers";
import { handle, json, type RouteContext } from "@/lib/http";

/** POST /api/admin/users/{id}/confirm (also unconfirm, deactivate, activate, soft-delete, restore). */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string; action: string }>) => {
  const actor = await requireOperator(req);
  const { id, action } = await ctx.params;
  const data = await setBuyerStatus(actor, { id }, buyerActionSchema.parse(action));
  return json({ success: true, message: `Done: ${action} ${data.email}.`, data });
});
