import { requireViewer } from "@/features/accounts/server/session";
import { orderReceipts } from "@/features/inventory/server/receipts";
import { getOrderForViewer } from "@/features/orders/server/queries";
import { buyerShipments } from "@/features/vendor-portal/server";
import { handle, json, routeId, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: RouteContext<{ orderId: string }>) => {
  const viewer = await requireViewer(req);
  const id = await routeId(ctx, "orderId");
  const order = await getOrderForViewer(viewer, id);
  const [shipments, receipts] = await Promise.all([buyerShipments(order.id), orderReceipts(order.id)]);
  // each parcel with its lots and expiry, and what the clinic received of it (null until marked)
  const withReceipts = shipments.map((s) => ({ ...s, receipt: receipts.get(s.id) ?? null }));
  return json({ success: true, order: { ...order, shipments: withReceipts } });
});
