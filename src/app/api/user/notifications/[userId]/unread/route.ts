import { requireSelf } from "@/features/accounts/server/session";
import { unreadCount } from "@/features/notifications/server/service";
import { handle, json, type RouteContext } from "@/lib/http";

/** The bell's badge without loading the list (the list loads when the panel opens). */
export const GET = handle(async (req: Request, ctx: RouteContext<{ userId: string }>) => {
  const { userId } = await ctx.params;
  const viewer = await requireSelf(req, userId);
  return json({ success: true, count: await unreadCount(viewer) });
});
