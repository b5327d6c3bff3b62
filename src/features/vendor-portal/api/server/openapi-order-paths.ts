import "server-only";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { cancelLineSchema, ORDER_FILTERS, orderFormConfirmSchema, shipSchema, vendorOrder } from "../../orders/schema";
import { download, errors, idPath, json, ok, page } from "./openapi-parts";

/** Orders and shipping, the dashboard and statements. */
export const orderPaths: ZodOpenApiPathsObject = {
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
      responses: { "200": download("application/pdf", "The statement"), ...errors },
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
  "/orders/{id}": {
    get: {
      summary: "One of your orders with its lines, shipments and status history",
      requestParams: { path: idPath },
      responses: { "200": json(ok({ order: z.record(z.string(), z.unknown()) }), "The order"), ...errors },
    },
  },
  "/orders/{id}/packing-slip": {
    get: {
      summary: "The order's packing slip as a PDF",
      requestParams: { path: idPath },
      responses: { "200": download("application/pdf", "The packing slip"), ...errors },
    },
  },
  "/orders/{id}/ship": {
    post: {
      summary: "Ship all or some lines (carrier, tracking, lot and expiry per line)",
      requestParams: { path: idPath },
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
      requestParams: { path: idPath },
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
      requestParams: { path: idPath },
      responses: { "200": json(ok({ status: z.string() }), "Accepted"), ...errors },
    },
  },
  "/orders/{id}/cancel-line": {
    post: {
      summary: "Cancel one unshipped line with a reason the buyer reads",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: cancelLineSchema } } },
      responses: { "200": json(ok({ status: z.string() }), "Line cancelled"), ...errors },
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
      requestParams: { path: idPath },
      responses: { "200": json(ok({ status: z.string() }), "Delivered"), ...errors },
    },
  },
};
