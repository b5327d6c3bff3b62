import { monthlyStatement, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, type RouteContext } from "@/lib/http";

/** Money of the shop: owners and managers (staff 403). Amounts in cents, as the statement adds them. */
export const GET = handle(async (req: Request, route: RouteContext<{ month: string }>) => {
  const ctx = await requireVendor(req, "manage_payouts");
  return json({ success: true, data: await monthlyStatement(ctx, (await route.params).month) });
});
