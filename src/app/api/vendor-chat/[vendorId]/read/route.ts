import { requireViewer } from "@/features/accounts/server/session";
import { vendorIdParam } from "@/features/vendor-chat/schemas";
import { markThreadRead } from "@/features/vendor-chat/server/service";
import { handle, json, type RouteContext } from "@/lib/http";

export const POST = handle(async (req: Request, ctx: RouteContext<{ vendorId: string }>) => {
  const viewer = await requireViewer(req);
  const vendorId = vendorIdParam.parse((await ctx.params).vendorId);
  return json(await markThreadRead(viewer, vendorId));
});
