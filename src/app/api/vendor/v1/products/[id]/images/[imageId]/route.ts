import { listingIdParam, removeListingImage, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, routeRowId, type RouteContext } from "@/lib/http";

export const DELETE = handle(async (req: Request, route: RouteContext<{ id: string; imageId: string }>) => {
  const ctx = await requireVendor(req, "edit_listings");
  const id = await listingIdParam(route);
  const imageId = await routeRowId(route, "imageId", "This picture does not exist.");
  return json({ success: true, ...(await removeListingImage(ctx, id, imageId)) });
});
