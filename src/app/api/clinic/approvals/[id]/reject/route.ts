import { requireViewer } from "@/features/accounts/server/session";
import { rejectApproval } from "@/features/clinic/server/approvals";
import { idParam, rejectSchema } from "@/features/clinic/schemas";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** Rejects a held order with the reason the requester reads (`{ comment }`, required); nothing is ordered. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  const body = await readBody(req, rejectSchema);
  return json({ success: true, status: "rejected", ...(await rejectApproval(viewer, id, body.comment)) });
});
