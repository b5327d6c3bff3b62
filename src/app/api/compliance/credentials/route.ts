import { viewerFromRequest } from "@/features/accounts/server";
import { myCredentials } from "@/features/compliance/server";
import { unauthorized } from "@/lib/errors";
import { handle, json } from "@/lib/http";

/** The signed-in buyer's location and its DEA registrations and state licences, with their status. */
export const GET = handle(async (req: Request) => {
  const viewer = await viewerFromRequest(req);
  if (!viewer) throw unauthorized();
  return json({ success: true, data: await myCredentials(viewer) });
});
