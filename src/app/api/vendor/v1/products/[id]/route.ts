import { regulatoryLabel } from "@/features/compliance";
import { listingUpdateSchema } from "@/features/vendor-portal/listings/schema";
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
      regulatory_class_pending: listing.classPending?.to ?? null,
    },
  });
});

/**
 * Changes only the fields sent; a price or class change by a role that may not make it is refused
 * (403) and saves nothing. Lowering the class waits for the marketplace's review; the reply says so.
 */
export const PATCH = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "edit_listings");
  const id = await listingIdParam(route);
  const updated = await updateListing(ctx, id, await readJson(req, listingUpdateSchema));
  const change = updated.regulatory_class_change;
  return json({
    success: true,
    ...updated,
    ...(change?.kind === "lower" && {
      message: `Saved. The class change to ${regulatoryLabel(change.to) ?? "None"} waits for the marketplace's review; the listing keeps its class until then.`,
    }),
  });
});
