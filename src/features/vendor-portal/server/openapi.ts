import "server-only";
import { z } from "zod";
import { createDocument } from "zod-openapi";
import {
  cancelLineSchema,
  orderFormConfirmSchema,
  inventorySchema,
  ORDER_FILTERS,
  requestListQuery,
  shipSchema,
  vendorOrder,
  vendorProduct,
} from "../schemas";
import { sendMessageInput } from "@/features/vendor-chat";
import { couponInput } from "../coupon-schema";
import { bulkEditSchema, listingCreateSchema, listingUpdateSchema, videoLinkSchema } from "../listing-schema";

const video = z.object({
  id: z.number().int(),
  video_type: z.enum(["youtube", "vimeo", "other"]),
  name: z.string().meta({ description: "YouTube or Vimeo id, or the uploaded file's name under /media/videos/" }),
});

const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });
const failure = z.object({ success: z.literal(false), message: z.string() });
const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const errors = {
  "400": json(failure, "Bad input, with a sentence saying what is wrong; nothing was changed"),
  "401": json(failure, "No session and no valid API key (or a revoked one)"),
  "403": json(failure, "Not a vendor account, or the role may not do this"),
  "404": json(failure, "Not this vendor's resource"),
  "429": json(failure, "Rate limited; see Retry-After"),
};
const orderId = z.object({ id: z.coerce.number().int().positive() });
const page = z.coerce.number().int().min(1).optional();

let cached: ReturnType<typeof createDocument> | null = null;

/** OpenAPI 3.1 of the vendor API, generated from the same zod schemas the routes parse with. */
export function vendorOpenApi() {
  cached ??= createDocument({
    openapi: "3.1.0",
    info: { title: "DVM Market vendor API", version: "1.0.0" },
    servers: [{ url: "/api/vendor/v1" }],
    components: { securitySchemes: { apiKey: { type: "http", scheme: "bearer" } } },
    security: [{ apiKey: [] }],
    paths: {
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
          requestParams: { path: orderId },
          responses: { "200": json(ok({ data: z.record(z.string(), z.unknown()) }), "The listing"), ...errors },
        },
        patch: {
          summary: "Change the fields sent; staff cannot change prices (403)",
          requestParams: { path: orderId },
          requestBody: { content: { "application/json": { schema: listingUpdateSchema } } },
          responses: { "200": json(ok({ id: z.number().int(), status: z.string() }), "Saved"), ...errors },
        },
      },
      "/products/{id}/videos": {
        get: {
          summary: "The listing's videos",
          requestParams: { path: orderId },
          responses: { "200": json(ok({ data: z.array(video) }), "Oldest first"), ...errors },
        },
        post: {
          summary:
            "Add a video: a YouTube or Vimeo link as JSON, or an MP4/WebM file (multipart field video, at most 50 MB)",
          requestParams: { path: orderId },
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
      "/sales": {
        get: {
          summary: "Orders and gross sales (dollars) per UTC day, cancelled orders left out",
          requestParams: { query: z.object({ days: z.enum(["30", "90"]).optional() }) },
          responses: {
            "200": json(
              ok({ data: z.array(z.object({ day: z.string(), orders: z.number().int(), gross: z.number() })) }),
              "One point per day, oldest first",
            ),
            ...errors,
          },
        },
      },
      "/statements/{month}": {
        get: {
          summary: "Monthly statement (owners and managers): orders delivered in the month, commission, net payout",
          requestParams: { path: z.object({ month: z.string().meta({ example: "2026-10" }) }) },
          responses: { "200": json(ok({ data: z.record(z.string(), z.unknown()) }), "Amounts in cents"), ...errors },
        },
      },
      "/statements/{month}/pdf": {
        get: {
          summary: "The monthly statement as a PDF",
          requestParams: { path: z.object({ month: z.string() }) },
          responses: { "200": { description: "application/pdf" }, ...errors },
        },
      },
      "/products/import": {
        post: {
          summary: "Create or update products by SKU from a CSV (dry_run=1 only checks); any error imports nothing",
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
      "/requests": {
        get: {
          summary: "Price or sample requests addressed to you",
          requestParams: { query: requestListQuery },
          responses: {
            "200": json(ok({ data: z.array(z.unknown()), total: z.number().int() }), "A page of 30"),
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
      "/orders": {
        get: {
          summary: "Your orders, newest first",
          requestParams: { query: z.object({ status: z.enum(ORDER_FILTERS).optional(), page }) },
          responses: {
            "200": json(ok({ data: z.array(vendorOrder), total: z.number().int() }), "A page of 20"),
            ...errors,
          },
        },
      },
      "/orders/{id}/ship": {
        post: {
          summary: "Ship all or some lines (carrier, tracking, lot and expiry per line)",
          requestParams: { path: orderId },
          requestBody: { content: { "application/json": { schema: shipSchema } } },
          responses: {
            "200": json(ok({ status: z.string(), shipment_id: z.number().int() }), "Shipment recorded"),
            ...errors,
          },
        },
      },
      "/orders/{id}/order-form": {
        post: {
          summary:
            "Schedule II: confirm the buyer's DEA 222 / CSOS order form (its number) before shipping a Schedule II line",
          requestParams: { path: orderId },
          requestBody: { content: { "application/json": { schema: orderFormConfirmSchema } } },
          responses: {
            "200": json(
              ok({ message: z.string(), form_number: z.string(), confirmed_at: z.string() }),
              "Order form confirmed (again: the first confirmation is kept)",
            ),
            ...errors,
          },
        },
      },
      "/orders/{id}/accept": {
        post: {
          summary: "Accept a placed order",
          requestParams: { path: orderId },
          responses: { "200": json(ok({ status: z.string() }), "Accepted"), ...errors },
        },
      },
      "/orders/{id}/cancel-line": {
        post: {
          summary: "Cancel one unshipped line with a reason the buyer reads",
          requestParams: { path: orderId },
          requestBody: { content: { "application/json": { schema: cancelLineSchema } } },
          responses: { "200": json(ok({ status: z.string() }), "Line cancelled"), ...errors },
        },
      },
      "/messages": {
        get: {
          summary: "Buyer conversations, newest first, with what you have not read",
          responses: {
            "200": json(ok({ conversations: z.array(z.unknown()), unread: z.number().int() }), "Up to 100"),
            ...errors,
          },
        },
      },
      "/messages/{id}": {
        get: {
          summary: "One conversation (opening it clears your unread count)",
          requestParams: { path: orderId },
          responses: { "200": json(ok({ messages: z.array(z.unknown()) }), "The latest 200 messages"), ...errors },
        },
        post: {
          summary: "Answer the buyer (staff too); the buyer sees it live",
          requestParams: { path: orderId },
          requestBody: { content: { "application/json": { schema: sendMessageInput } } },
          responses: { "200": json(ok({ message: z.unknown() }), "Sent"), ...errors },
        },
      },
      "/coupons": {
        get: {
          summary: "Your coupons, newest first",
          responses: { "200": json(ok({ data: z.array(z.unknown()) }), "Up to 200"), ...errors },
        },
        post: {
          summary: "Create a coupon for your items (owners and managers); optionally announced to buyers",
          requestBody: { content: { "application/json": { schema: couponInput } } },
          responses: {
            "201": json(ok({ coupon: z.unknown(), announced: z.number().int() }), "Created"),
            "409": json(failure, "The code is already taken"),
            ...errors,
          },
        },
      },
      "/coupons/{id}/end": {
        post: {
          summary: "End a coupon now (owners and managers)",
          requestParams: { path: orderId },
          responses: { "200": json(ok({ coupon: z.unknown() }), "Ended"), ...errors },
        },
      },
      "/dashboard": {
        get: {
          summary: "Top products (30 days), low stock and open requests",
          responses: {
            "200": json(
              ok({ top_products: z.array(z.unknown()), low_stock: z.array(z.unknown()), open_requests: z.unknown() }),
              "The dashboard panels",
            ),
            ...errors,
          },
        },
      },
      "/orders/{id}/deliver": {
        post: {
          summary: "Mark a shipped order delivered",
          requestParams: { path: orderId },
          responses: { "200": json(ok({ status: z.string() }), "Delivered"), ...errors },
        },
      },
    },
  });
  return cached;
}
