import { teamInviteSchema } from "@/features/vendor-portal/shop/schema";
import { inviteMember, listTeam, requireVendor } from "@/features/vendor-portal/server/shop-routes";
import { handle, json, readJson } from "@/lib/http";

// The team is the owner's: managers and staff get 403 (the role rules' manage_team).
export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "manage_team");
  return json({ success: true, data: await listTeam(ctx) });
});

export const POST = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "manage_team");
  const invited = await inviteMember(ctx, await readJson(req, teamInviteSchema));
  return json({ success: true, ...invited }, { status: 201 });
});
