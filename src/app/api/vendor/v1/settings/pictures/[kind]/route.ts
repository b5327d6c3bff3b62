import { LISTING_IMAGE_MAX_BYTES } from "@/features/vendor-portal/listings/image-rules";
import {
  requireVendor,
  setShopPicture,
  SHOP_PICTURES,
  type ShopPicture,
} from "@/features/vendor-portal/server/shop-routes";
import { BODY_LIMITS, readLimitedForm } from "@/lib/body";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { handle, json, type RouteContext } from "@/lib/http";

const TOO_LARGE = `A picture must be at most ${LISTING_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;

/** multipart/form-data with one file field `image`: the shop's logo or header; its content decides. */
export const POST = handle(async (req: Request, route: RouteContext<{ kind: string }>) => {
  const kind = (await route.params).kind;
  if (!(SHOP_PICTURES as readonly string[]).includes(kind))
    throw notFound("Shop pictures are the logo and the header.");
  const ctx = await requireVendor(req, "edit_listings");
  const form = await readLimitedForm(req, LISTING_IMAGE_MAX_BYTES + BODY_LIMITS.multipartOverhead).catch((err) => {
    throw err instanceof AppError && err.code === "TOO_LARGE" ? new AppError("TOO_LARGE", TOO_LARGE) : err;
  });
  const file = form.get("image");
  if (!(file instanceof File)) throw badRequest("Please choose a picture to upload.");
  const picture = await setShopPicture(ctx, kind as ShopPicture, new Uint8Array(await file.arrayBuffer()));
  return json({ success: true, ...picture }, { status: 201 });
});
