import { requireViewer } from "@/features/accounts/server/session";
import { getOrderForViewer } from "@/features/orders/server/queries";
import { buyerShipments } from "@/features/vendor-portal/server";
import { handle, json, routeId, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: RouteContext<{ orderId: string }>) => {
  const viewer = await requireViewer(req);
  const id = await routeId(ctx, "orderId");
  const order = await getOrderForViewer(viewer, id);
  return json({ success: true, order: { ...order, shipments: await buyerShipments(order.id) } });
});
