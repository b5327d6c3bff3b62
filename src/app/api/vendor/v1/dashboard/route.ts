import { dashboardExtras, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json } from "@/lib/http";

/** Top products (30 days), low stock and open requests: the dashboard's panels beside sales. */
export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  return json({ success: true, ...(await dashboardExtras(ctx)) });
});
