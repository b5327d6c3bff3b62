import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { productImages, products } from "@/db/schema";
import { productImageUrl, removeUploadedImage } from "@/features/catalog/server";
import { announceChange } from "@/lib/change-bus";
import { badRequest, notFound } from "@/lib/errors";
import { tooManyImages } from "../image-rules";
import { vendorIdOf, type VendorContext } from "../../server/access";
import { storeCheckedPicture } from "../../server/uploaded-picture";

async function ownListing(vendorId: number, productId: number) {
  const db = await getDb();
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)));
  if (!p) throw notFound("This listing does not exist.");
}

/**
 * Adds a picture to one of the caller's listings. The bytes are checked by what they contain, then
 * re-encoded; a refused upload stores nothing. The files are written before the row, and removed
 * again if the row cannot be written, so the storefront never links a missing picture.
 */
export async function addListingImage(ctx: VendorContext, productId: number, bytes: Uint8Array) {
  const vendorId = vendorIdOf(ctx);
  await ownListing(vendorId, productId);
  const name = await storeCheckedPicture(bytes, productId, "square");
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
      const [{ id }] = await tx
        .insert(productImages)
        .values({ productId, name, position: pos })
        .returning({ id: productImages.id });
      return { id, name };
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
