import { requireSelf, requireViewer } from "@/features/accounts/server/session";
import { markReadInput } from "@/features/notifications/schemas";
import { markRead } from "@/features/notifications/server/service";
import { handle, json, readBody } from "@/lib/http";

export const POST = handle(async (req: Request) => {
  await requireViewer(req);
  const input = await readBody(req, markReadInput);
  const viewer = await requireSelf(req, input.customer_id);
  const ids = [...new Set([...(input.ids ?? []), ...(input.id ? [input.id] : [])])];
  return json(await markRead(viewer, ids));
});
