import { audienceQuerySchema, searchObject } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { previewAnnouncement } from "@/features/admin/server/announce";
import { handle, json } from "@/lib/http";

/** `?level=&state=&confirmed=`: how many buyers an announcement would reach, and in which states; sends nothing. */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const r = await previewAnnouncement(audienceQuerySchema.parse(searchObject(req.url)));
  return json({ success: true, message: `${r.recipients} buyer(s) would receive it.`, ...r });
});
