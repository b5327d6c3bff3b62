import { registrationQuerySchema } from "@/features/admin/event-schemas";
import { searchObject } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { registrationsCsv } from "@/features/admin/server/registrations";
import { handle } from "@/lib/http";

/** The registration list as a CSV download (?webinar= for one webinar; the whole expo otherwise). */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const q = registrationQuerySchema.parse(searchObject(req.url));
  const csv = await registrationsCsv(q.webinar);
  const name = q.webinar ? `webinar-${q.webinar}-registrations` : "expo-registrations";
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
