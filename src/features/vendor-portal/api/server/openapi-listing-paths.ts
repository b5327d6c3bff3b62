import "server-only";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { bulkEditSchema, listingCreateSchema, listingUpdateSchema, videoLinkSchema } from "../../listings/schema";
import { inventorySchema, vendorProduct } from "../../listings/schema";
import { download, errors, failure, file, idPath, json, ok, page } from "./openapi-parts";

const video = z.object({
  id: z.number().int(),
  video_type: z.enum(["youtube", "vimeo", "other"]),
  name: z.string().meta({ description: "YouTube or Vimeo id, or the uploaded file's name under /media/videos/" }),
});
const image = z.object({
  id: z.number().int(),
  name: z.string(),
  urls: z.record(z.string(), z.string()).meta({ description: "thumbnail, medium and large" }),
});

/** Listings, their pictures and videos, bulk edits, CSV and stock. */
export const listingPaths: ZodOpenApiPathsObject = {
  "/products": {
    get: {
      summary: "Your listings",
      requestParams: { query: z.object({ sku: z.string().optional(), page }) },
      responses: {
        "200": json(ok({ data: z.array(vendorProduct), total: z.number().int() }), "A page of 50"),
        ...errors,
      },
    },
    post: {
      summary: "Create a listing (owners and managers: it sets a price)",
      requestBody: { content: { "application/json": { schema: listingCreateSchema } } },
      responses: {
        "201": json(ok({ id: z.number().int(), slug: z.string(), status: z.string() }), "Created"),
        "409": json(failure, "The SKU or the address is already used"),
        ...errors,
      },
    },
  },
  "/products/{id}": {
    get: {
      summary: "One of your listings, with every field the edit form shows",
      requestParams: { path: idPath },
      responses: { "200": json(ok({ data: z.record(z.string(), z.unknown()) }), "The listing"), ...errors },
    },
    patch: {
      summary:
        "Change the fields sent; staff cannot change prices (403); only owners change regulatory_class (403 otherwise): a stricter class applies at once, a looser one waits for the marketplace's review",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: listingUpdateSchema } } },
      responses: { "200": json(ok({ id: z.number().int(), status: z.string() }), "Saved"), ...errors },
    },
  },
  "/products/{id}/videos": {
    get: {
      summary: "The listing's videos",
      requestParams: { path: idPath },
      responses: { "200": json(ok({ data: z.array(video) }), "Oldest first"), ...errors },
    },
    post: {
      summary:
        "Add a video: a YouTube or Vimeo link as JSON, or an MP4/WebM file (multipart field video, at most 50 MB)",
      requestParams: { path: idPath },
      requestBody: {
        content: {
          "application/json": { schema: videoLinkSchema },
          "multipart/form-data": { schema: z.object({ video: z.string().meta({ format: "binary" }) }) },
        },
      },
      responses: {
        "201": json(ok(video.shape), "Added"),
        "413": json(failure, "The file is too large"),
        ...errors,
      },
    },
  },
  "/products/{id}/videos/{videoId}": {
    delete: {
      summary: "Remove one video of the listing",
      requestParams: { path: z.object({ id: z.coerce.number().int(), videoId: z.coerce.number().int() }) },
      responses: { "200": json(ok({ removed: z.number().int() }), "Removed"), ...errors },
    },
  },
  "/products/{id}/images": {
    post: {
      summary: "Add a picture (multipart field image): checked by its content, re-encoded into three sizes",
      requestParams: { path: idPath },
      requestBody: file("image"),
      responses: { "201": json(ok(image.shape), "Added"), "413": json(failure, "The file is too large"), ...errors },
    },
  },
  "/products/{id}/images/{imageId}": {
    delete: {
      summary: "Remove one picture of the listing",
      requestParams: { path: z.object({ id: z.coerce.number().int(), imageId: z.coerce.number().int() }) },
      responses: { "200": json(ok({ removed: z.number().int() }), "Removed"), ...errors },
    },
  },
  "/products/export": {
    get: {
      summary:
        "The whole catalog as the import's CSV: a row per listing, then its variation, set_item and video rows (see the README's columns)",
      responses: { "200": download("text/csv", "The CSV file"), ...errors },
    },
  },
  "/products/bulk": {
    put: {
      summary: "Price and/or stock of many listings in one transaction; per-row errors save nothing",
      requestBody: { content: { "application/json": { schema: bulkEditSchema } } },
      responses: {
        "200": json(ok({ updated: z.number().int() }), "Saved"),
        "422": json(
          z.object({
            success: z.literal(false),
            message: z.string(),
            errors: z.array(z.object({ id: z.number().int(), message: z.string() })),
          }),
          "Row errors; nothing was saved",
        ),
        ...errors,
      },
    },
  },
  "/products/import": {
    post: {
      summary:
        "Create or update listings, their variations, set contents and videos by SKU from a CSV (dry_run=1 only checks); any error imports nothing",
      requestParams: { query: z.object({ dry_run: z.enum(["0", "1"]).optional() }) },
      requestBody: { content: { "text/csv": { schema: z.string() } } },
      responses: {
        "200": json(
          ok({
            created: z.number().int(),
            updated: z.number().int(),
            errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
          }),
          "Checked or imported",
        ),
        ...errors,
      },
    },
  },
  "/inventory": {
    put: {
      summary: "Set stock by SKU (all or nothing)",
      requestBody: { content: { "application/json": { schema: inventorySchema } } },
      responses: { "200": json(ok({ updated: z.number().int() }), "Stock set"), ...errors },
    },
  },
};
