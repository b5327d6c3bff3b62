import { requireViewer } from "@/features/accounts/server/session";
import { getOrderForViewer } from "@/features/orders/server/queries";
import { orderMoneyEvents, paymentStatusLabel } from "@/features/payments/server";
import { buyerShipments } from "@/features/vendor-portal/server";
import { handle, json, routeId, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: RouteContext<{ orderId: string }>) => {
  const viewer = await requireViewer(req);
  const id = await routeId(ctx, "orderId");
  const order = await getOrderForViewer(viewer, id);
  const lines = order.items.map((i) => ({
    id: i.id,
    product_id: i.product_id,
    name: i.name,
    sku: i.sku,
    quantity: i.quantity,
    unit_price: i.unit_price,
    line_total: i.line_total,
  }));
  return json({
    success: true,
    order: {
      ...order,
      lines,
      payment_label: paymentStatusLabel(order.payment_method, order.payment_status),
      money_events: await orderMoneyEvents(order.id),
      shipments: await buyerShipments(order.id),
    },
  });
});
