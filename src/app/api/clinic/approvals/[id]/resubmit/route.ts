import { requireViewer } from "@/features/accounts/server/session";
import { resubmitRejected } from "@/features/checkout/server/resubmit";
import { idParam } from "@/features/clinic/schemas";
import { handle, json, type RouteContext } from "@/lib/http";

/** The requester sends a rejected request again: the door decides anew (held again, or placed). */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  return json(await resubmitRejected(viewer, id));
});
