import { cancelLine, orderIdParam, requireVendor } from "@/features/vendor-portal/server/routes";
import { cancelLineSchema } from "@/features/vendor-portal/orders/schema";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "fulfil");
  const id = await orderIdParam(route);
  const b = await readJson(req, cancelLineSchema);
  const { status } = await cancelLine(ctx, id, b.line_id, b.reason);
  return json({ success: true, status });
});
