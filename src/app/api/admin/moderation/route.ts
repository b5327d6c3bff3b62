import { requireOperator } from "@/features/admin/server";
import { moderationQueue } from "@/features/admin/server/moderation";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  return json({ success: true, data: await moderationQueue() });
});
