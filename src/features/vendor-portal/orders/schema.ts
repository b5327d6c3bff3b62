import { z } from "zod";

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
