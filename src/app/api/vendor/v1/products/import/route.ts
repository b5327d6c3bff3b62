import { importProductsCsv, requireVendor } from "@/features/vendor-portal/server/routes";
import { badRequest } from "@/lib/errors";
import { handle, json, ndjsonResponse, wantsNdjson } from "@/lib/http";

const MAX_BYTES = 20 * 1024 * 1024;

export const POST = handle(async (req: Request) => {
  const dryRun = ["1", "true"].includes(new URL(req.url).searchParams.get("dry_run") ?? "");
  // a dry run only reads; a commit may change prices, which staff may not
  const ctx = await requireVendor(req, dryRun ? "edit_listings" : "change_prices");
  if (Number(req.headers.get("content-length") ?? 0) > MAX_BYTES) throw badRequest("The CSV must be under 20 MB.");
  const csv = await req.text();
  if (csv.length > MAX_BYTES) throw badRequest("The CSV must be under 20 MB.");
  // the portal asks for NDJSON to draw progress on a large file; the last line is the answer below
  if (wantsNdjson(req))
    return ndjsonResponse(async (send) => ({
      success: true,
      dry_run: dryRun,
      ...(await importProductsCsv(ctx, csv, { dryRun, onProgress: (progress) => send({ progress }) })),
    }));
  return json({ success: true, dry_run: dryRun, ...(await importProductsCsv(ctx, csv, { dryRun })) });
});
