import { requireViewer } from "@/features/accounts/server/session";
import { listThreads } from "@/features/vendor-chat/server/service";
import { handle, json } from "@/lib/http";

/** The buyer's vendor conversations with their unread counts. */
export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  return json(await listThreads(viewer));
});
