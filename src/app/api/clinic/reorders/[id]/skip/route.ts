import { requireViewer } from "@/features/accounts/server/session";
import { skipReorder } from "@/features/clinic/server/reorders";
import { idParam, skipSchema } from "@/features/clinic/schemas";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** Skips the next run once (`{ "skip": false }` undoes it). */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const viewer = await requireViewer(req);
  const id = idParam.parse((await ctx.params).id);
  const body = await readBody(req, skipSchema);
  return json({ success: true, data: await skipReorder(viewer, id, body.skip) });
});
