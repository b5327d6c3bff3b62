import { listConversations, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json } from "@/lib/http";

/** The vendor's buyer conversations, newest first, with unread counts. */
export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req);
  return json({ success: true, ...(await listConversations(ctx)) });
});
