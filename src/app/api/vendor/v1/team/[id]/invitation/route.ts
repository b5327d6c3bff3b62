import { memberIdParam, requireVendor, resendInvitation } from "@/features/vendor-portal/server/shop-routes";
import { handle, json, type RouteContext } from "@/lib/http";

/** Mails a pending member a new link to choose a password (the owner's; earlier links stop working). */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "manage_team");
  return json({ success: true, ...(await resendInvitation(ctx, await memberIdParam(route))) });
});
