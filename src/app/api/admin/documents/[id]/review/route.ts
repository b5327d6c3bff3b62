import { idSchema, reviewSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { reviewDocument } from "@/features/admin/server/documents";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** { decision: "approve", level?, expiresOn? } or { decision: "reject", reason }. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const id = idSchema.parse((await ctx.params).id);
  const input = await readBody(req, reviewSchema);
  return json({ success: true, ...(await reviewDocument(actor, id, input)) });
});
