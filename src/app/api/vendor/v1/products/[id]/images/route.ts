import { LISTING_IMAGE_MAX_BYTES } from "@/features/vendor-portal/listings/image-rules";
import { addListingImage, listingIdParam, requireVendor } from "@/features/vendor-portal/server/routes";
import { BODY_LIMITS, readLimitedForm } from "@/lib/body";
import { AppError, badRequest } from "@/lib/errors";
import { handle, json, type RouteContext } from "@/lib/http";

const TOO_LARGE = `A picture must be at most ${LISTING_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;

/** multipart/form-data with one file field `image`; its content decides whether it is a picture. */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "edit_listings");
  const id = await listingIdParam(route);
  const form = await readLimitedForm(req, LISTING_IMAGE_MAX_BYTES + BODY_LIMITS.multipartOverhead).catch((err) => {
    throw err instanceof AppError && err.code === "TOO_LARGE" ? new AppError("TOO_LARGE", TOO_LARGE) : err;
  });
  const file = form.get("image");
  if (!(file instanceof File)) throw badRequest("Please choose a picture to upload.");
  const image = await addListingImage(ctx, id, new Uint8Array(await file.arrayBuffer()));
  return json({ success: true, ...image }, { status: 201 });
});
