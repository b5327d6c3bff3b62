import { requireViewer } from "@/features/accounts/server/session";
import { checkCoupon } from "@/features/checkout/server/extras";
import { couponCheckSchema } from "@/features/checkout/schemas";
import { handle, json, readBody } from "@/lib/http";
import { enforce } from "@/lib/rate-limit";
import { ROUTE_LIMITS } from "@/lib/route-limits";

export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, couponCheckSchema);
  await enforce(`coupon:${viewer.id}`, ...ROUTE_LIMITS.couponCheck);
  const res = await checkCoupon(viewer, body.vendor_id, body.code);
  return json(res, { status: res.success ? 200 : 422 });
});
