import { idSchema, moderationSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { decideClassChange } from "@/features/compliance/server";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** { decision: "approve" } applies the lower class; { decision: "reject", reason } keeps the listing's class. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const id = idSchema.parse((await ctx.params).id);
  const { message, ...data } = await decideClassChange(actor, id, await readBody(req, moderationSchema));
  return json({ success: true, message, data });
});
