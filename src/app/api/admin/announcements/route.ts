import { announcementHistoryQuerySchema } from "@/features/admin/operator-schemas";
import { announceSchema, searchObject } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { announce, announcementHistory } from "@/features/admin/server/announce";
import { handle, json, readBody } from "@/lib/http";

/** The announcements sent, newest first (`?page=`): what, to whom, how many buyers, who sent it. */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const { page } = announcementHistoryQuerySchema.parse(searchObject(req.url));
  return json({ success: true, ...(await announcementHistory(page)) });
});

/** { kind, code?, link?, level?, state?, confirmed? }: delivered live to every matching buyer. */
export const POST = handle(async (req: Request) => {
  const actor = await requireOperator(req);
  const r = await announce(actor, await readBody(req, announceSchema));
  return json({ success: true, message: `Sent to ${r.recipients} buyer(s): ${r.body}`, ...r });
});
