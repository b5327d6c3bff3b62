import { teamRoleSchema } from "@/features/vendor-portal/shop/schema";
import {
  changeMemberRole,
  memberIdParam,
  removeMember,
  requireVendor,
} from "@/features/vendor-portal/server/shop-routes";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

export const PATCH = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "manage_team");
  const id = await memberIdParam(route);
  const { role } = await readJson(req, teamRoleSchema);
  return json({ success: true, ...(await changeMemberRole(ctx, id, role)) });
});

/** Removes the member and ends their sessions; the last owner stays. */
export const DELETE = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "manage_team");
  return json({ success: true, ...(await removeMember(ctx, await memberIdParam(route))) });
});
