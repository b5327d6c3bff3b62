import { requireOperator } from "@/features/admin/server";
import { importRecalls } from "@/features/compliance/server";
import { readLimitedText } from "@/lib/body";
import { handle, json } from "@/lib/http";
import { ROUTE_BODY_LIMITS } from "@/lib/route-limits";

/** The operator uploads an enforcement-report CSV: `?dry_run=1` previews, otherwise all rows import or none. */
export const POST = handle(async (req: Request) => {
  const actor = await requireOperator(req);
  const dryRun = ["1", "true"].includes(new URL(req.url).searchParams.get("dry_run") ?? "");
  const csv = await readLimitedText(req, ROUTE_BODY_LIMITS.recallImport);
  return json({ success: true, ...(await importRecalls(actor, csv, { dryRun })) });
});
