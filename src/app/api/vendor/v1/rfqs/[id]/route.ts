import { getVendorRfq, requireVendor, rfqIdParam } from "@/features/vendor-portal/server/routes";
import { handle, json, type RouteContext } from "@/lib/http";

/** GET /api/vendor/v1/rfqs/{id}: one RFQ copy with its lines and this vendor's quote so far. */
export const GET = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req);
  return json({ success: true, data: await getVendorRfq(ctx, await rfqIdParam(route)) });
});
