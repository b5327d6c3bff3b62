import { requireViewer } from "@/features/accounts/server/session";
import { listOrders } from "@/features/orders/server/queries";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  return json({ success: true, orders: await listOrders(viewer.id) });
});
