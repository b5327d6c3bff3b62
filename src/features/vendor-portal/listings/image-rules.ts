/**
 * Pure checks of a listing picture, on what the image decoder found inside the bytes (never the file
 * name or the browser's type): which formats are pictures, how big, how many per listing.
 */

export const LISTING_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const LISTING_IMAGE_MAX_PIXELS = 40_000_000;
export const LISTING_IMAGE_MIN_SIDE = 200;
export const LISTING_IMAGES_MAX = 10;
const FORMATS = ["jpeg", "png", "webp"] as const;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A sentence for an upload that is not a picture we take, or null when it is. */
export function listingImageProblem(
  bytes: number,
  meta: { format?: string; width?: number; height?: number } | null,
): string | null {
  if (bytes === 0) return "Please choose a picture to upload.";
  if (bytes > LISTING_IMAGE_MAX_BYTES)
    return `A picture must be at most ${LISTING_IMAGE_MAX_BYTES / 1024 / 1024} MB; this one is ${mb(bytes)}.`;
  if (!meta?.format || !(FORMATS as readonly string[]).includes(meta.format))
    return "Only JPG, PNG and WebP pictures are accepted; this file is not one.";
  const { width = 0, height = 0 } = meta;
  if (width * height > LISTING_IMAGE_MAX_PIXELS)
    return "The picture's dimensions are too large (at most 40 megapixels).";
  if (Math.min(width, height) < LISTING_IMAGE_MIN_SIDE)
    return `A picture must be at least ${LISTING_IMAGE_MIN_SIDE} × ${LISTING_IMAGE_MIN_SIDE} pixels; this one is ${width} × ${height}.`;
  return null;
}

export function tooManyImages(current: number): string | null {
  return current >= LISTING_IMAGES_MAX
    ? `A listing has at most ${LISTING_IMAGES_MAX} pictures; remove one first.`
    : null;
}
