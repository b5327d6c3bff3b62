import "server-only";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { RFQ_STATUSES, rfqDeclineSchema, rfqQuoteSchema } from "../../rfqs/schema";
import { errors, idPath, json, ok, page } from "./openapi-parts";

const line = z.object({
  id: z.number().int(),
  product_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: "your listing of the item asked for, when you have one" }),
  requested_product_id: z.number().int().nullable().meta({ description: "the listing the buyer asked from" }),
  description: z.string(),
  quantity: z.number().int(),
});
const copy = {
  id: z.number().int().meta({ description: "this vendor's copy of the request; the id the other calls take" }),
  rfq_id: z.number().int(),
  status: z.enum(RFQ_STATUSES),
  needed_by: z
    .string()
    .nullable()
    .meta({ example: "2026-12-15", description: "null for a price request (one vendor, one line)" }),
  note: z.string(),
  buyer: z.string(),
  created_at: z.string(),
  lines: z.array(line),
};
const quote = z.object({
  id: z.number().int(),
  valid_until: z.string(),
  note: z.string(),
  lines: z.array(
    z.object({
      line_id: z.number().int(),
      product_id: z.number().int().nullable(),
      price: z.number(),
      quantity: z.number().int(),
      lead_days: z.number().int(),
      accepted: z.boolean(),
    }),
  ),
});

/** Requests for quote asked of this vendor, with its quotes and declines. */
export const rfqPaths: ZodOpenApiPathsObject = {
  "/rfqs": {
    get: {
      summary: "Requests for quote asked of this vendor, newest first",
      requestParams: { query: z.object({ page, status: z.enum(RFQ_STATUSES).optional() }) },
      responses: {
        "200": json(
          ok({
            data: z.array(z.object({ ...copy, quote: quote.nullable() })),
            total: z.number().int(),
            page: z.number().int(),
          }),
          "A page of 25",
        ),
        ...errors,
      },
    },
  },
  "/rfqs/{id}": {
    get: {
      summary: "One request for quote with its lines and this vendor's quote so far",
      requestParams: { path: idPath },
      responses: {
        "200": json(ok({ data: z.object({ ...copy, quote: quote.nullable() }) }), "The request"),
        ...errors,
      },
    },
  },
  "/rfqs/{id}/quote": {
    post: {
      summary: "Quote a price, quantity and lead time per line, valid until a date (owners and managers)",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: rfqQuoteSchema } } },
      responses: {
        "200": json(ok({ status: z.literal("quoted"), quote_id: z.number().int() }), "Quoted; the buyer is told"),
        ...errors,
      },
    },
  },
  "/rfqs/{id}/decline": {
    post: {
      summary: "Decline to quote; the buyer is told, with the reason when one is given",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: rfqDeclineSchema } } },
      responses: { "200": json(ok({ status: z.literal("declined") }), "Declined"), ...errors },
    },
  },
};
