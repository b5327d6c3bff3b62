import { requireViewer } from "@/features/accounts/server/session";
import { rejectApproval } from "@/features/clinic/server/approvals";
import { decisionSchema, idParam } from "@/features/clinic/schemas";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  // the comment is optional: a bare POST decides without one
  const body = req.headers.get("content-type") ? await readBody(req, decisionSchema) : { comment: "" };
  return json({ success: true, status: "rejected", ...(await rejectApproval(viewer, id, body.comment)) });
});
