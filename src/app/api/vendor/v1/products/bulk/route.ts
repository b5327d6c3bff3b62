import { bulkEditSchema } from "@/features/vendor-portal/listings/schema";
import { bulkEditListings, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, readJson } from "@/lib/http";

/** Body `[ { id, price_catalog?, quantity? } ]`: all saved in one transaction, or none with per-row errors (422). */
export const PUT = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "edit_listings");
  return json({ success: true, ...(await bulkEditListings(ctx, await readJson(req, bulkEditSchema))) });
});
