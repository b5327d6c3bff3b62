import { z } from "zod";
import { API_SCOPES } from "./api-scopes";

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const shipLineSchema = z.object({
  line_id: z.coerce.number({ error: "line_id must be a number." }).int().positive(),
  quantity: z.coerce
    .number({ error: "quantity must be a number." })
    .int("quantity must be a whole number.")
    .positive("quantity must be at least 1."),
  lot: z.string().trim().max(60, "A lot number must be at most 60 characters.").optional().nullable(),
  expiry: z.string().trim().max(10).optional().nullable(),
});

export const shipSchema = z.object({
  carrier: trimmed("Carrier", 60),
  tracking_number: trimmed("Tracking number", 80),
  lines: z.array(shipLineSchema).max(500).optional(),
});
export type ShipInput = z.infer<typeof shipSchema>;

export const orderFormConfirmSchema = z.object({
  form_number: trimmed("The order form number", 40),
});

export const cancelLineSchema = z.object({
  line_id: z.coerce.number().int().positive(),
  reason: trimmed("A reason", 300),
});

export const ORDER_FILTERS = ["placed", "confirmed", "shipped", "delivered", "cancelled"] as const;

export const orderListQuery = z.object({
  status: z.enum(ORDER_FILTERS, { error: `status must be one of: ${ORDER_FILTERS.join(", ")}.` }).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number({ error: "page must be a number." }).int().min(1, "page starts at 1.").default(1),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const productListQuery = z.object({
  sku: z.string().trim().max(80).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number({ error: "page must be a number." }).int().min(1, "page starts at 1.").default(1),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const vendorProduct = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  price: z.number().nullable().meta({ description: "selling price in dollars (discounted when a discount runs)" }),
  price_catalog: z.number().nullable(),
  price_discounted: z.number().nullable(),
  price_discounted_end: z.string().nullable(),
  quantity: z.number().int(),
  in_stock: z.enum(["Y", "N"]),
  see_price: z.string(),
  level: z.number().int(),
  status: z.string(),
});

export const inventorySchema = z
  .array(
    z.object({
      sku: z.string({ error: "sku is required." }).trim().min(1, "sku is required."),
      quantity: z.coerce
        .number({ error: "quantity must be a number." })
        .int("quantity must be a whole number.")
        .min(0, "quantity cannot be negative.")
        .max(10_000_000),
    }),
    { error: "Send a list of { sku, quantity }." },
  )
  .min(1, "Send at least one { sku, quantity }.")
  .max(10_000, "At most 10,000 rows per request.");

export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: "A name is required." })
    .trim()
    .min(1, "A name is required.")
    .max(60, "Keep the name under 60 characters."),
  // a key made without a choice may do everything a key can, as every key could before scopes
  scopes: z
    .array(z.enum(API_SCOPES, { error: `Scopes are ${API_SCOPES.join(", ")}.` }))
    .min(1, "Choose at least one scope for the key.")
    .default([...API_SCOPES])
    .transform((s) => API_SCOPES.filter((x) => s.includes(x))),
});

export const vendorOrder = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  created_at: z.string(),
  total: z.number(),
  buyer: z.object({ clinic_name: z.string().nullable() }),
  lines: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      price: z.number(),
    }),
  ),
});

export const requestListQuery = z.object({
  type: z.enum(["price", "sample"], { error: "type must be price or sample." }).default("price"),
  page: z.coerce.number({ error: "page must be a number." }).int().min(1, "page starts at 1.").default(1),
});

export const answerSchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("price"),
      price: z.coerce
        .number({ error: "price must be a number." })
        .positive("price must be more than 0.")
        .max(1_000_000),
      valid_until: z.string({ error: "valid_until is required (yyyy-mm-dd)." }).trim(),
    }),
    z.object({
      type: z.literal("sample"),
      action: z.enum(["approve", "decline", "sent"], { error: "action must be approve, decline or sent." }),
      tracking: z.string().trim().max(80).optional(),
      reason: z.string().trim().max(300).optional(),
    }),
  ],
  { error: "type must be price or sample." },
);
export type AnswerInput = z.infer<typeof answerSchema>;
