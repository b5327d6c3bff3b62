import { listingIdParam, removeListingVideo, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, routeRowId, type RouteContext } from "@/lib/http";

export const DELETE = handle(async (req: Request, route: RouteContext<{ id: string; videoId: string }>) => {
  const ctx = await requireVendor(req, "edit_listings");
  const id = await listingIdParam(route);
  const videoId = await routeRowId(route, "videoId", "This video does not exist.");
  return json({ success: true, ...(await removeListingVideo(ctx, id, videoId)) });
});
