import { z } from "zod";
import { listingIdParam, removeListingImage, requireVendor } from "@/features/vendor-portal/server/routes";
import { notFound } from "@/lib/errors";
import { handle, json, type RouteContext } from "@/lib/http";

export const DELETE = handle(async (req: Request, route: RouteContext<{ id: string; imageId: string }>) => {
  const ctx = await requireVendor(req, "edit_listings");
  const id = await listingIdParam(route);
  const imageId = z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .safeParse((await route.params).imageId);
  if (!imageId.success) throw notFound("This picture does not exist.");
  return json({ success: true, ...(await removeListingImage(ctx, id, imageId.data)) });
});
