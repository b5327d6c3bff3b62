import { couponInput } from "@/features/vendor-portal/shop/coupon-schema";
import { createVendorCoupon, listVendorCoupons, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, readJson } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  return json({ success: true, data: await listVendorCoupons(ctx) });
});

/** A coupon is a price decision: owners and managers only. */
export const POST = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "change_prices");
  const input = await readJson(req, couponInput);
  return json({ success: true, ...(await createVendorCoupon(ctx, input)) }, { status: 201 });
});
