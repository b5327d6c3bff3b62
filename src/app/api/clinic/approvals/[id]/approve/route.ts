import { requireViewer } from "@/features/accounts/server/session";
import { approveHeldOrder } from "@/features/checkout/server/approve-held";
import { decisionSchema, idParam } from "@/features/clinic/schemas";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** Approves a held order: the orders are placed for the requester with stock and prices read now. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  // the comment is optional: a bare POST decides without one
  const body = req.headers.get("content-type") ? await readBody(req, decisionSchema) : { comment: "" };
  return json(await approveHeldOrder(viewer, id, body.comment));
});
