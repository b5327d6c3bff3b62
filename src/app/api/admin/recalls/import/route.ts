import { requireOperator } from "@/features/admin/server";
import { importRecalls } from "@/features/compliance/server";
import { badRequest } from "@/lib/errors";
import { handle, json } from "@/lib/http";

const MAX_BYTES = 5 * 1024 * 1024;

/** The operator uploads an enforcement-report CSV: `?dry_run=1` previews, otherwise all rows import or none. */
export const POST = handle(async (req: Request) => {
  const actor = await requireOperator(req);
  const dryRun = ["1", "true"].includes(new URL(req.url).searchParams.get("dry_run") ?? "");
  if (Number(req.headers.get("content-length") ?? 0) > MAX_BYTES) throw badRequest("The CSV must be under 5 MB.");
  const csv = await req.text();
  if (csv.length > MAX_BYTES) throw badRequest("The CSV must be under 5 MB.");
  return json({ success: true, ...(await importRecalls(actor, csv, { dryRun })) });
});
