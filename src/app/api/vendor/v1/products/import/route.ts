import { importProductsCsv, requireVendor } from "@/features/vendor-portal/server/routes";
import { readLimitedText } from "@/lib/body";
import { handle, json, ndjsonResponse, wantsNdjson } from "@/lib/http";
import { ROUTE_BODY_LIMITS } from "@/lib/route-limits";

export const POST = handle(async (req: Request) => {
  const dryRun = ["1", "true"].includes(new URL(req.url).searchParams.get("dry_run") ?? "");
  // a dry run only reads; a commit may change prices, which staff may not
  const ctx = await requireVendor(req, dryRun ? "edit_listings" : "change_prices");
  const csv = await readLimitedText(req, ROUTE_BODY_LIMITS.vendorImport);
  // the portal asks for NDJSON to draw progress on a large file; the last line is the answer below
  if (wantsNdjson(req))
    return ndjsonResponse(async (send) => ({
      success: true,
      dry_run: dryRun,
      ...(await importProductsCsv(ctx, csv, { dryRun, onProgress: (progress) => send({ progress }) })),
    }));
  return json({ success: true, dry_run: dryRun, ...(await importProductsCsv(ctx, csv, { dryRun })) });
});
