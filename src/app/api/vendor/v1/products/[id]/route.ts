import { listingUpdateSchema } from "@/features/vendor-portal/listing-schema";
import { getListing, listingIdParam, requireVendor, updateListing } from "@/features/vendor-portal/server/routes";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req);
  const listing = await getListing(ctx, await listingIdParam(route));
  return json({
    success: true,
    data: {
      ...listing.input,
      id: listing.id,
      slug: listing.slug,
      status: listing.status,
      rejected_because: listing.rejectedBecause,
    },
  });
});

/** Changes only the fields sent; a price change by staff is refused (403) and saves nothing. */
export const PATCH = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "edit_listings");
  const id = await listingIdParam(route);
  const updated = await updateListing(ctx, id, await readJson(req, listingUpdateSchema));
  return json({ success: true, ...updated });
});
