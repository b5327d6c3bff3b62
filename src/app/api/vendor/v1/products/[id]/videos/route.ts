import { videoLinkSchema } from "@/features/vendor-portal/listings/schema";
import { LISTING_VIDEO_MAX_BYTES } from "@/features/vendor-portal/listings/video-rules";
import {
  addListingVideoFile,
  addListingVideoLink,
  listingIdParam,
  listingVideos,
  requireVendor,
} from "@/features/vendor-portal/server/routes";
import { BODY_LIMITS, readLimitedForm } from "@/lib/body";
import { AppError, badRequest } from "@/lib/errors";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

const TOO_LARGE = `A video must be at most ${LISTING_VIDEO_MAX_BYTES / 1024 / 1024} MB.`;

export const GET = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req);
  return json({ success: true, data: await listingVideos(ctx, await listingIdParam(route)) });
});

/**
 * A YouTube or Vimeo link as JSON `{ url }`, or multipart/form-data with one file field `video`
 * (MP4 or WebM, judged by its bytes).
 */
export const POST = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "edit_listings");
  const id = await listingIdParam(route);
  if ((req.headers.get("content-type") ?? "").includes("application/json")) {
    const { url } = await readJson(req, videoLinkSchema);
    return json({ success: true, ...(await addListingVideoLink(ctx, id, url)) }, { status: 201 });
  }
  const form = await readLimitedForm(req, LISTING_VIDEO_MAX_BYTES + BODY_LIMITS.multipartOverhead).catch((err) => {
    throw err instanceof AppError && err.code === "TOO_LARGE" ? new AppError("TOO_LARGE", TOO_LARGE) : err;
  });
  const file = form.get("video");
  if (!(file instanceof File)) throw badRequest("Please choose a video file (MP4 or WebM) or paste a link.");
  const video = await addListingVideoFile(ctx, id, new Uint8Array(await file.arrayBuffer()));
  return json({ success: true, ...video }, { status: 201 });
});
