import { requireViewer } from "@/features/accounts/server/session";
import { sendMessageInput, vendorIdParam } from "@/features/vendor-chat/schemas";
import { getThread, sendBuyerMessage } from "@/features/vendor-chat/server/service";
import { handle, json, readBody, type RouteContext } from "@/lib/http";
import { enforce } from "@/lib/rate-limit";
import { ROUTE_LIMITS } from "@/lib/route-limits";

export const GET = handle(async (req: Request, ctx: RouteContext<{ vendorId: string }>) => {
  const viewer = await requireViewer(req);
  const vendorId = vendorIdParam.parse((await ctx.params).vendorId);
  return json(await getThread(viewer, vendorId));
});

export const POST = handle(async (req: Request, ctx: RouteContext<{ vendorId: string }>) => {
  const viewer = await requireViewer(req);
  const vendorId = vendorIdParam.parse((await ctx.params).vendorId);
  const { message } = await readBody(req, sendMessageInput);
  await enforce(`vendor-chat:${viewer.id}`, ...ROUTE_LIMITS.vendorChat);
  return json(await sendBuyerMessage(viewer, vendorId, message));
});
