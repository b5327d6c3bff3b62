import { documentStatusSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { expiringDocuments, listReviewDocuments } from "@/features/admin/server/documents";
import { handle, json } from "@/lib/http";

/** ?status=pending (the queue) | approved | rejected; ?expiring=30 lists approvals expiring within 30 days. */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const url = new URL(req.url);
  if (url.searchParams.has("expiring")) return json({ success: true, data: await expiringDocuments(30) });
  const status = documentStatusSchema.parse(url.searchParams.get("status") || undefined);
  return json({ success: true, data: await listReviewDocuments(status) });
});
