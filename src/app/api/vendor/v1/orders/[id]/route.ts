import { getVendorOrder, orderIdParam, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req);
  return json({ success: true, order: await getVendorOrder(ctx, await orderIdParam(route)) });
});
