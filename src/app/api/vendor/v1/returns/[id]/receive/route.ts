import { requireVendor } from "@/features/vendor-portal/server";
import { receiveReturn } from "@/features/returns/server";
import { handle, json, routeRowId, type RouteContext } from "@/lib/http";

/** The parcel arrived: refunds its lines (a credit note on invoice terms, a pending card refund otherwise). */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  // the refund follows at once: money, so an owner's or manager's step (staff cannot touch money)
  const ctx = await requireVendor(req, "manage_payouts");
  const id = await routeRowId(route, "id", "This return does not exist.");
  return json({ success: true, ...(await receiveReturn(ctx, id)) });
});
