import { requireViewer } from "@/features/accounts/server/session";
import { deleteReorder } from "@/features/clinic/server/reorders";
import { idParam } from "@/features/clinic/schemas";
import { handle, json, type RouteContext } from "@/lib/http";

export const DELETE = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  return json({ success: true, data: await deleteReorder(viewer, id) });
});
