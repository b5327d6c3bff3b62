import { requireSelf } from "@/features/accounts/server/session";
import { listQuery } from "@/features/notifications/schemas";
import { listNotifications } from "@/features/notifications/server/service";
import { handle, json, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: RouteContext<{ userId: string }>) => {
  const { userId } = await ctx.params;
  const viewer = await requireSelf(req, userId);
  const sp = new URL(req.url).searchParams;
  const query = listQuery.parse({ page: sp.get("page") ?? undefined, type: sp.get("type") || undefined });
  return json(await listNotifications(viewer, query));
});
