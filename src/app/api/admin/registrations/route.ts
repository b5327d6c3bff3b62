import { registrationQuerySchema } from "@/features/admin/event-schemas";
import { searchObject } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { listRegistrations } from "@/features/admin/server/registrations";
import { handle, json } from "@/lib/http";

/** Webinar registrations (?webinar= for one webinar; the whole expo otherwise). */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const q = registrationQuerySchema.parse(searchObject(req.url));
  const rows = await listRegistrations(q.webinar);
  return json({ success: true, data: rows, total: rows.length });
});
