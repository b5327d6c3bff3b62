import { requireSelf, requireViewer } from "@/features/accounts/server/session";
import { markAllInput } from "@/features/notifications/schemas";
import { markAllRead } from "@/features/notifications/server/service";
import { handle, json, readBody } from "@/lib/http";

export const POST = handle(async (req: Request) => {
  await requireViewer(req);
  const input = await readBody(req, markAllInput);
  const viewer = await requireSelf(req, input.customer_id);
  return json(await markAllRead(viewer));
});
