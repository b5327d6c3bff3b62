import { requireViewer } from "@/features/accounts/server/session";
import { orderReceipts } from "@/features/inventory/server/receipts";
import { getOrderForViewer } from "@/features/orders/server/queries";
import { returnsForOrder } from "@/features/returns/server";
import { orderMoneyEvents, paymentStatusLabel } from "@/features/payments/server";
import { buyerShipments } from "@/features/vendor-portal/server";
import { handle, json, routeId, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: RouteContext<{ orderId: string }>) => {
  const viewer = await requireViewer(req);
  const id = await routeId(ctx, "orderId");
  const order = await getOrderForViewer(viewer, id);
  const [shipments, receipts] = await Promise.all([buyerShipments(order.id), orderReceipts(order.id)]);
  const { lines, ...returns } = await returnsForOrder(order);
  const returnable = new Map(lines.map((l) => [l.id, l.returnable]));
  return json({
    success: true,
    order: {
      ...order,
      // the order's lines by id (what a return names), with the units that may still go back
      lines: order.items.map((i) => ({ ...i, returnable: returnable.get(i.id) ?? 0 })),
      payment_label: paymentStatusLabel(order.payment_method, order.payment_status),
      money_events: await orderMoneyEvents(order.id),
      // each parcel with its lots and expiry, and what the clinic received of it (null until marked)
      shipments: shipments.map((s) => ({ ...s, receipt: receipts.get(s.id) ?? null })),
      returns,
    },
  });
});
