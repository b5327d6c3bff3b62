import { couponReactivation } from "@/features/vendor-portal/shop/coupon-schema";
import { couponIdParam, reactivateVendorCoupon, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

/** Runs an ended coupon again, until a new last day or the one it had; a price decision. */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "change_prices");
  const id = await couponIdParam(route);
  const { ends_on } = await readJson(req, couponReactivation);
  return json({ success: true, ...(await reactivateVendorCoupon(ctx, id, ends_on)) });
});
