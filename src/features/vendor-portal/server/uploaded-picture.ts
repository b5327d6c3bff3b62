import "server-only";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { IMAGE_SIZES, storeUploadedImage, type ImageSize } from "@/features/catalog/server";
import { AppError, badRequest } from "@/lib/errors";
import { LISTING_IMAGE_MAX_PIXELS, listingImageProblem } from "../listings/image-rules";

/** square: a product picture or a logo; banner: a shop header, stored in the same three slots at widths */
export type PictureShape = "square" | "banner";

const BANNER_WIDTH: Record<ImageSize, number> = { thumbnail: 640, medium: 1280, large: 1920 };
const decoder = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: LISTING_IMAGE_MAX_PIXELS, failOn: "error" });

/** What the decoder finds in the bytes; null when they are not an image it can read. */
async function inspect(bytes: Uint8Array) {
  try {
    const meta = await decoder(bytes).metadata();
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** The storefront's three sizes as WebP; re-encoding keeps only pixels (no metadata, no passengers). */
async function reencode(shape: PictureShape, bytes: Uint8Array): Promise<Record<ImageSize, Buffer>> {
  const out = {} as Record<ImageSize, Buffer>;
  for (const [size, px] of Object.entries(IMAGE_SIZES) as [ImageSize, number][]) {
    const img = decoder(bytes).rotate();
    const sized =
      shape === "square"
        ? img.resize(px, px, { fit: "contain", background: "#ffffff" })
        : img.resize(BANNER_WIDTH[size], Math.round(BANNER_WIDTH[size] / 4), { fit: "cover" });
    out[size] = await sized.flatten({ background: "#ffffff" }).webp({ quality: 80 }).toBuffer();
  }
  return out;
}

/**
 * Checks an uploaded picture by what its bytes contain, re-encodes it and stores its files under a new
 * name keyed by `ownerId` (the uploaded-image name pattern keys files by a number; the random part keeps
 * it unique). A refused upload stores nothing. Returns the name; the caller points a row at it.
 */
export async function storeCheckedPicture(bytes: Uint8Array, ownerId: number, shape: PictureShape): Promise<string> {
  const problem = listingImageProblem(bytes.length, bytes.length ? await inspect(bytes) : null);
  if (problem)
    throw new AppError(
      bytes.length > 0 && problem.startsWith("A picture must be at most") ? "TOO_LARGE" : "BAD_REQUEST",
      problem,
    );
  let sizes: Record<ImageSize, Buffer>;
  try {
    sizes = await reencode(shape, bytes);
  } catch {
    throw badRequest("This picture could not be read; save it again as JPG or PNG and retry.");
  }
  const name = `u${ownerId}-${randomBytes(8).toString("hex")}.webp`;
  await storeUploadedImage(name, sizes);
  return name;
}
