import { z } from "zod";

const id = z.coerce.number().int().positive();

export const placeOrderSchema = z.object({
  idempotency_key: z.string().trim().min(8, "idempotency_key must be at least 8 characters").max(100),
  // absent: the clinic location the buyer acts for (controlled lines ship only there)
  shipping_address_id: id.optional(),
  billing_address_id: id.optional(),
  payment_method: z
    .enum(["invoice", "card"], { error: "Choose a payment method: invoice or card." })
    .default("invoice"),
  notes: z.string().trim().max(1000).optional().default(""),
  po_number: z.string().trim().max(60).optional().default(""),
  // DEA Form 222 / CSOS order form, needed when the order holds Schedule II items
  order_form_number: z.string().trim().max(40, "The order form number is too long.").optional().default(""),
  order_form_date: z.coerce.date({ error: "The order form date must be a date such as 2026-11-01." }).optional(),
  vendor_ids: z.array(id).max(500).optional(),
  coupons: z.record(z.string(), z.string().trim().max(60)).optional().default({}),
});
export type PlaceOrderBody = z.infer<typeof placeOrderSchema>;

export const couponCheckSchema = z.object({
  vendor_id: id,
  code: z.string().trim().min(1, "Enter a coupon code.").max(60),
});

export const addressSchema = z.object({
  label: z.string().trim().max(40).default("Clinic"),
  full_name: z.string().trim().min(1, "Full name is required.").max(120),
  line1: z.string().trim().min(1, "Address line 1 is required.").max(200),
  line2: z.string().trim().max(200).optional().nullable(),
  city: z.string().trim().min(1, "City is required.").max(100),
  state: z.string().trim().min(2, "State is required.").max(60),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "ZIP code must look like 12345 or 12345-6789."),
  country: z.string().trim().length(2).default("US"),
  phone: z.string().trim().max(30).optional().nullable(),
  is_default_shipping: z.boolean().optional().default(false),
  is_default_billing: z.boolean().optional().default(false),
});
export type AddressBody = z.infer<typeof addressSchema>;

/** What the budget panel asks about: the vendors and coupons the checkout page has chosen. */
export const budgetPreviewSchema = placeOrderSchema.pick({
  vendor_ids: true,
  coupons: true,
  shipping_address_id: true,
});
export type BudgetPreviewBody = z.infer<typeof budgetPreviewSchema>;
