import "server-only";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { sendMessageInput } from "@/features/vendor-chat";
import { couponEdit, couponInput, couponReactivation } from "../../shop/coupon-schema";
import { answerSchema, requestListQuery } from "../../requests/schema";
import { errors, failure, idPath, json, ok } from "./openapi-parts";

const request = z.object({
  id: z.number().int(),
  type: z.enum(["price", "sample"]),
  status: z.string().meta({ description: "price: open, answered; sample: pending, approved, declined, shipped" }),
  created_at: z.string(),
  product: z.object({ id: z.number().int(), name: z.string(), sku: z.string() }),
  buyer: z.object({ clinic_name: z.string() }),
  answers: z.array(
    z.object({
      action: z.enum(["quote", "approve", "decline", "sent"]),
      price: z.number().nullable().meta({ description: "a quote's price in dollars" }),
      valid_until: z.string().nullable(),
      tracking: z.string().nullable(),
      reason: z.string().nullable(),
      answered_at: z.string(),
    }),
  ),
});

/** What buyers ask and are offered: price and sample requests, messages, coupons. */
export const buyerPaths: ZodOpenApiPathsObject = {
  "/requests": {
    get: {
      summary: "Price or sample requests addressed to you, each with the answers given (quotes, sample decisions)",
      requestParams: { query: requestListQuery },
      responses: {
        "200": json(ok({ data: z.array(request), total: z.number().int() }), "A page of 30, newest first"),
        ...errors,
      },
    },
  },
  "/requests/{id}/answer": {
    post: {
      summary:
        "Answer a price request with a price for that buyer valid until a date (owners and managers), or a sample request: approve, decline with a reason, or sent",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: answerSchema } } },
      responses: {
        "200": json(ok({ status: z.string() }), "Answered; the buyer is notified"),
        "409": json(failure, "Already answered, or not in a state that allows this answer"),
        ...errors,
      },
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
      requestParams: { path: idPath },
      responses: { "200": json(ok({ messages: z.array(z.unknown()) }), "The latest 200 messages"), ...errors },
    },
    post: {
      summary: "Answer the buyer (staff too); the buyer sees it live",
      requestParams: { path: idPath },
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
  "/coupons/{id}": {
    put: {
      summary:
        "Change a running or scheduled coupon (owners and managers), every field as when creating; a used coupon keeps its code, an ended one is reactivated first",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: couponEdit } } },
      responses: {
        "200": json(ok({ coupon: z.unknown() }), "Changed; orders already placed keep their discount"),
        "409": json(failure, "The code is taken, the coupon has ended, or buyers used its code"),
        ...errors,
      },
    },
  },
  "/coupons/{id}/end": {
    post: {
      summary: "End a coupon now (owners and managers); the end it had is kept for a reactivation",
      requestParams: { path: idPath },
      responses: {
        "200": json(ok({ coupon: z.unknown() }), "Ended"),
        "409": json(failure, "Already ended"),
        ...errors,
      },
    },
  },
  "/coupons/{id}/reactivate": {
    post: {
      summary:
        "Run an ended coupon again (owners and managers) until ends_on, or without it until the end it had before it was ended, if that has not passed",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: couponReactivation } } },
      responses: {
        "200": json(ok({ coupon: z.unknown() }), "Running again"),
        "409": json(failure, "Not ended, used up, or its end has passed and no new end was given"),
        ...errors,
      },
    },
  },
};
