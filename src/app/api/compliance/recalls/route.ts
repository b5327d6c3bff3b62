import { viewerFromRequest } from "@/features/accounts/server";
import { myRecallNotices } from "@/features/compliance/server";
import { unauthorized } from "@/lib/errors";
import { handle, json } from "@/lib/http";

/** Recalls that reached the locations of the signed-in member's clinics, open ones first. */
export const GET = handle(async (req: Request) => {
  const viewer = await viewerFromRequest(req);
  if (!viewer) throw unauthorized();
  return json({ success: true, data: await myRecallNotices(viewer) });
});
