import { acceptOrder, orderIdParam, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, type RouteContext } from "@/lib/http";

export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "fulfil");
  const { status } = await acceptOrder(ctx, await orderIdParam(route));
  return json({ success: true, status });
});
