import { requireViewer } from "@/features/accounts/server/session";
import { buyAgain } from "@/features/orders/server/buy-again";
import { handle, json, routeId, type RouteContext } from "@/lib/http";

export const POST = handle(async (req: Request, ctx: RouteContext<{ orderId: string }>) => {
  const viewer = await requireViewer(req);
  const id = await routeId(ctx, "orderId");
  return json(await buyAgain(viewer, id));
});
