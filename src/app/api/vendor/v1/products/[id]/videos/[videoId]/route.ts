import { z } from "zod";
import { listingIdParam, removeListingVideo, requireVendor } from "@/features/vendor-portal/server/routes";
import { notFound } from "@/lib/errors";
import { handle, json, type RouteContext } from "@/lib/http";

export const DELETE = handle(async (req: Request, route: RouteContext<{ id: string; videoId: string }>) => {
  const ctx = await requireVendor(req, "edit_listings");
  const id = await listingIdParam(route);
  const videoId = z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .safeParse((await route.params).videoId);
  if (!videoId.success) throw notFound("This video does not exist.");
  return json({ success: true, ...(await removeListingVideo(ctx, id, videoId.data)) });
});
