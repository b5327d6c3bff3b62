import "server-only";
import { randomBytes } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { getDb } from "@/db/client";
import { productImages, products } from "@/db/schema";
import {
  IMAGE_SIZES,
  productImageUrl,
  removeUploadedImage,
  storeUploadedImage,
  type ImageSize,
} from "@/features/catalog/server";
import { announceChange } from "@/lib/change-bus";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { LISTING_IMAGE_MAX_PIXELS, listingImageProblem, tooManyImages } from "../image-rules";
import { vendorIdOf, type VendorContext } from "./access";
import { nextIds } from "./listings";

async function ownListing(vendorId: number, productId: number) {
  const db = await getDb();
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)));
  if (!p) throw notFound("This listing does not exist.");
}

/** What the decoder finds in the bytes; null when they are not an image it can read. */
async function inspect(bytes: Uint8Array) {
  try {
    const meta = await sharp(bytes, { limitInputPixels: LISTING_IMAGE_MAX_PIXELS, failOn: "error" }).metadata();
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** The storefront's three square sizes as WebP; re-encoding keeps only pixels (no metadata, no passengers). */
async function reencode(bytes: Uint8Array): Promise<Record<ImageSize, Buffer>> {
  const out = {} as Record<ImageSize, Buffer>;
  for (const [size, px] of Object.entries(IMAGE_SIZES) as [ImageSize, number][])
    out[size] = await sharp(bytes, { limitInputPixels: LISTING_IMAGE_MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize(px, px, { fit: "contain", background: "#ffffff" })
      .flatten({ background: "#ffffff" })
      .webp({ quality: 80 })
      .toBuffer();
  return out;
}

/**
 * Adds a picture to one of the caller's listings. The bytes are checked by what they contain, then
 * re-encoded; a refused upload stores nothing. The files are written before the row, and removed
 * again if the row cannot be written, so the storefront never links a missing picture.
 */
export async function addListingImage(ctx: VendorContext, productId: number, bytes: Uint8Array) {
  const vendorId = vendorIdOf(ctx);
  await ownListing(vendorId, productId);
  const problem = listingImageProblem(bytes.length, bytes.length ? await inspect(bytes) : null);
  if (problem)
    throw new AppError(
      bytes.length > 0 && problem.startsWith("A picture must be at most") ? "TOO_LARGE" : "BAD_REQUEST",
      problem,
    );
  let sizes: Record<ImageSize, Buffer>;
  try {
    sizes = await reencode(bytes);
  } catch {
    throw badRequest("This picture could not be read; save it again as JPG or PNG and retry.");
  }
  const name = `u${productId}-${randomBytes(8).toString("hex")}.webp`;
  await storeUploadedImage(name, sizes);
  const db = await getDb();
  try {
    const image = await db.transaction(async (tx) => {
      await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
      const [{ n }] = await tx.select({ n: count() }).from(productImages).where(eq(productImages.productId, productId));
      const full = tooManyImages(n);
      if (full) throw badRequest(full);
      const [{ pos }] = await tx
        .select({ pos: sql<number>`coalesce(max(${productImages.position}), -1)::int + 1` })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      const [id] = await nextIds(tx, productImages, 1);
      await tx.insert(productImages).values({ id: id!, productId, name, position: pos });
      return { id: id!, name };
    });
    await announceChange({ kind: "product", ids: [productId] });
    return { ...image, urls: productImageUrl(name) };
  } catch (err) {
    await removeUploadedImage(name);
    throw err;
  }
}

/** Removes one picture of one of the caller's listings (another vendor's: 404, nothing removed). */
export async function removeListingImage(ctx: VendorContext, productId: number, imageId: number) {
  const vendorId = vendorIdOf(ctx);
  await ownListing(vendorId, productId);
  const db = await getDb();
  const [gone] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ name: productImages.name });
  if (!gone) throw notFound("This picture does not exist.");
  await announceChange({ kind: "product", ids: [productId] });
  await removeUploadedImage(gone.name);
  return { removed: imageId };
}
