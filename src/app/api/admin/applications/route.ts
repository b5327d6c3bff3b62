import { applicationQuerySchema, searchObject } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { listApplications } from "@/features/admin/server/applications";
import { handle, json } from "@/lib/http";

/** GET ?status=pending|approved|rejected&q=&page= → the seller applications queue. */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const f = applicationQuerySchema.parse(searchObject(req.url));
  const { data, total } = await listApplications(f);
  return json({ success: true, data, total });
});
