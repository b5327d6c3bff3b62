import { orderIdParam, requireVendor, shipOrder } from "@/features/vendor-portal/server/routes";
import { shipSchema } from "@/features/vendor-portal/orders/schema";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "fulfil");
  const id = await orderIdParam(route);
  const { status, shipment_id } = await shipOrder(ctx, id, await readJson(req, shipSchema));
  return json({ success: true, status, shipment_id });
});
