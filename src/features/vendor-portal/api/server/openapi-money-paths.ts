import "server-only";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { errors, idPath, json, ok, page } from "./openapi-parts";

const figures = {
  gross: z.number().meta({ description: "dollars the buyer paid for your goods and shipping (sales tax left out)" }),
  commission: z.number().meta({ description: "the marketplace's commission, less any commission refunds reversed" }),
  refunds: z.number().meta({ description: "money given back to the buyer, without its sales tax" }),
  net: z.number().meta({ description: "gross − commission − refunds, to the cent; negative for an adjustment" }),
};
const payout = z.object({
  id: z.number().int(),
  kind: z.enum(["transfer", "adjustment"]).meta({ description: "adjustment: a refund after the transfer, taken back" }),
  period: z.string().meta({ description: "the day the payout was made (UTC)", example: "2026-11-29" }),
  ...figures,
  status: z.enum(["pending", "paid", "failed"]),
  reference: z.string().nullable().meta({ description: "the card provider's transfer (or reversal) id" }),
  transfer_group: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  orders: z.array(z.object({ id: z.number().int(), order_number: z.string(), ...figures })),
});

/** Card payouts and cancellations: the money side of the vendor API. */
export const moneyPaths: ZodOpenApiPathsObject = {
  "/payouts": {
    get: {
      summary: "Payouts of card-paid orders (owners and managers), newest first; invoice orders are on the statements",
      requestParams: { query: z.object({ page, status: z.enum(["pending", "paid", "failed"]).optional() }) },
      responses: {
        "200": json(
          ok({
            data: z.array(payout),
            total: z.number().int(),
            page: z.number().int(),
            account: z.object({ account_id: z.string().nullable(), status: z.enum(["none", "onboarding", "enabled"]) }),
          }),
          "A page of 25 and the payout account",
        ),
        ...errors,
      },
    },
  },
  "/payouts/onboarding": {
    post: {
      summary: "A link to set up (or finish) the shop's payout account at the card provider",
      responses: { "200": json(ok({ url: z.string() }), "Send the owner to this address"), ...errors },
    },
  },
  "/orders/{id}/cancel": {
    post: {
      summary:
        "Cancel a whole order before it ships: stock comes back, the card is voided or refunded, the buyer is told why",
      requestParams: { path: idPath },
      requestBody: { content: { "application/json": { schema: z.object({ reason: z.string().min(1).max(500) }) } } },
      responses: {
        "200": json(
          ok({
            id: z.number().int(),
            order_number: z.string(),
            status: z.literal("cancelled"),
            payment: z.string(),
            refund: z.object({ id: z.number().int(), amount: z.number(), status: z.string() }).nullable(),
            message: z.string(),
          }),
          "Cancelled",
        ),
        ...errors,
      },
    },
  },
};
