import { idSchema, moderationSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { moderateProduct } from "@/features/admin/server/moderation";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** { decision: "approve" } → published; { decision: "reject", reason } → rejected. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const id = idSchema.parse((await ctx.params).id);
  const r = await moderateProduct(actor, id, await readBody(req, moderationSchema));
  return json({ success: true, message: `Product ${r.id} is now ${r.status}.`, data: r });
});
