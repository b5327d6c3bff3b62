import { viewerFromRequest } from "@/features/accounts/server/session";
import { liveStream } from "@/features/notifications/server/live-stream";
import { json } from "@/lib/http";

/** Server-Sent Events for the signed-in buyer: notifications and vendor chat replies, live. */
export async function GET(req: Request): Promise<Response> {
  const viewer = await viewerFromRequest(req);
  if (!viewer) return json({ success: false, message: "Please sign in to continue." }, { status: 401 });
  return liveStream(req, viewer.id);
}
