import { requireViewer } from "@/features/accounts/server/session";
import { inviteMember, listMembers } from "@/features/clinic/server/members";
import { inviteSchema } from "@/features/clinic/schemas";
import { handle, json, readBody } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  return json({ success: true, data: await listMembers(viewer) });
});

/** Invites a person by e-mail with a role. */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, inviteSchema);
  return json({ success: true, data: await inviteMember(viewer, body.email, body.role) }, { status: 201 });
});
