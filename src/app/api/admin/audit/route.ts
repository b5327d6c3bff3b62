import { auditQuerySchema, searchObject } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { listAudit } from "@/features/admin/server/audit";
import { handle, json } from "@/lib/http";

/** Read-only: the audit log has no write, edit or delete route. */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const f = auditQuerySchema.parse(searchObject(req.url));
  const { data, total } = await listAudit(f);
  return json({ success: true, data, total });
});
