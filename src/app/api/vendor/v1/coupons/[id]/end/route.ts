import { couponIdParam, endVendorCoupon, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, type RouteContext } from "@/lib/http";

/** Ends a coupon now; like creating one, a price decision. */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "change_prices");
  const id = await couponIdParam(route);
  return json({ success: true, ...(await endVendorCoupon(ctx, id)) });
});
