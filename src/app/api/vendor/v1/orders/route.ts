import { listVendorOrders, requireVendor } from "@/features/vendor-portal/server/routes";
import { orderListQuery } from "@/features/vendor-portal/orders/schema";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  const query = orderListQuery.parse(Object.fromEntries(new URL(req.url).searchParams));
  return json({ success: true, ...(await listVendorOrders(ctx, query)) });
});
