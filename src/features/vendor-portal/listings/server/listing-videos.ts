import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { productVideos, products } from "@/db/schema";
import { removeUploadedVideo, storeUploadedVideo } from "@/features/catalog/server";
import { announceChange } from "@/lib/change-bus";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { MAX_VIDEOS_PER_LISTING, parseVideoLink, sniffVideo, videoFileProblem } from "../video-rules";
import { vendorIdOf, type VendorContext } from "../../server/access";

/** Locks one of the vendor's listings for a video change; another vendor's id is a 404. */
async function lockOwnListing(tx: Tx, vendorId: number, productId: number) {
  const [p] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)))
    .for("update");
  if (!p) throw notFound("This listing does not exist.");
}

/** Adds a row under the per-listing limit (the caller holds the listing's row lock, so two adds count in turn). */
async function insertVideo(tx: Tx, productId: number, videoType: string, name: string) {
  const [{ n }] = await tx.select({ n: count() }).from(productVideos).where(eq(productVideos.productId, productId));
  if (n >= MAX_VIDEOS_PER_LISTING) throw badRequest(`A listing can have at most ${MAX_VIDEOS_PER_LISTING} videos.`);
  const [{ id }] = await tx
    .insert(productVideos)
    .values({ productId, videoType, name })
    .returning({ id: productVideos.id });
  return { id, video_type: videoType, name };
}

/** A listing's videos as the portal lists them. */
export async function listingVideos(ctx: VendorContext, productId: number) {
  const db = await getDb();
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorIdOf(ctx))));
  if (!p) throw notFound("This listing does not exist.");
  return db
    .select({ id: productVideos.id, video_type: productVideos.videoType, name: productVideos.name })
    .from(productVideos)
    .where(eq(productVideos.productId, productId))
    .orderBy(asc(productVideos.id));
}

/** Adds a YouTube or Vimeo video by its link; it is stored as the id the product page embeds. */
export async function addListingVideoLink(ctx: VendorContext, productId: number, link: string) {
  const vendorId = vendorIdOf(ctx);
  const parsed = parseVideoLink(link);
  if ("error" in parsed) throw badRequest(parsed.error);
  const db = await getDb();
  const video = await db.transaction(async (tx) => {
    await lockOwnListing(tx, vendorId, productId);
    return insertVideo(tx, productId, parsed.type, parsed.id);
  });
  await announceChange({ kind: "product", ids: [productId] });
  return video;
}

/**
 * Adds an uploaded MP4 or WebM file, checked by its bytes; the product page plays it from
 * /media/videos/{name}. The file is stored before the row and removed again if the row is refused.
 */
export async function addListingVideoFile(ctx: VendorContext, productId: number, bytes: Uint8Array) {
  const vendorId = vendorIdOf(ctx);
  const problem = videoFileProblem(bytes);
  if (problem) throw new AppError(problem.startsWith("A video must be at most") ? "TOO_LARGE" : "BAD_REQUEST", problem);
  const db = await getDb();
  // a refused id must not cost a stored file: check ownership before writing it
  await db.transaction((tx) => lockOwnListing(tx, vendorId, productId));
  const name = `v${productId}-${randomBytes(8).toString("hex")}.${sniffVideo(bytes)}`;
  await storeUploadedVideo(name, bytes);
  try {
    const video = await db.transaction(async (tx) => {
      await lockOwnListing(tx, vendorId, productId);
      return insertVideo(tx, productId, "other", name);
    });
    await announceChange({ kind: "product", ids: [productId] });
    return video;
  } catch (err) {
    await removeUploadedVideo(name);
    throw err;
  }
}

/** Removes one video of one of the caller's listings (another vendor's: 404, nothing removed). */
export async function removeListingVideo(ctx: VendorContext, productId: number, videoId: number) {
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const gone = await db.transaction(async (tx) => {
    await lockOwnListing(tx, vendorId, productId);
    const [row] = await tx
      .delete(productVideos)
      .where(and(eq(productVideos.id, videoId), eq(productVideos.productId, productId)))
      .returning({ name: productVideos.name, type: productVideos.videoType });
    if (!row) throw notFound("This video does not exist.");
    return row;
  });
  await announceChange({ kind: "product", ids: [productId] });
  if (gone.type === "other") await removeUploadedVideo(gone.name);
  return { removed: videoId };
}
