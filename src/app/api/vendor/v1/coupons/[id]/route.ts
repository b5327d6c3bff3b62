import { couponEdit } from "@/features/vendor-portal/shop/coupon-schema";
import { couponIdParam, editVendorCoupon, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

/** Changes a coupon as a whole (every field, as when creating); like creating one, a price decision. */
export const PUT = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "change_prices");
  const id = await couponIdParam(route);
  const input = await readJson(req, couponEdit);
  return json({ success: true, ...(await editVendorCoupon(ctx, id, input)) });
});
