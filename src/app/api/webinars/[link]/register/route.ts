import { requireViewer } from "@/features/accounts/server/session";
import { registerForWebinar } from "@/features/content/server/service";
import { handle, json, type RouteContext } from "@/lib/http";

export const POST = handle(async (req: Request, ctx: RouteContext<{ link: string }>) => {
  const viewer = await requireViewer(req);
  const { link } = await ctx.params;
  return json(await registerForWebinar(link, viewer));
});
