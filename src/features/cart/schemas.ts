import { z } from "zod";

const id = z.coerce.number().int().positive();
const customerId = z.union([z.string(), z.number()]).optional();

export const addProductSchema = z.object({
  type: z.literal("product"),
  customer_id: customerId,
  product_id: id,
  vendor_id: id,
  quantity: z.coerce.number().int("quantity must be a whole number").min(1, "quantity must be at least 1").max(100000),
  variation_id: id.nullish(),
});

export const addServiceSchema = z.object({
  type: z.literal("service"),
  customer_id: customerId,
  plan_id: id,
  service_id: id,
  vendor_id: id,
  quantity: z.coerce.number().int().optional(),
  number_of_license: z.coerce
    .number()
    .int("number_of_license must be a whole number")
    .min(1, "number_of_license must be at least 1")
    .max(999)
    .optional(),
});

export const addToCartSchema = z.discriminatedUnion("type", [addProductSchema, addServiceSchema]);
export type AddToCartBody = z.infer<typeof addToCartSchema>;

export const updateCartSchema = z.object({
  id: id,
  vendor_id: id.optional(),
  quantity: z.coerce
    .number()
    .int()
    .refine((n) => n === 1, "quantity must be 1 (one step at a time)")
    .default(1),
  action: z.enum(["addition", "deletion"]),
  type: z.string().optional(),
  service_id: id.optional(),
  customer_id: customerId,
});
export type UpdateCartBody = z.infer<typeof updateCartSchema>;

export const deleteCartSchema = z
  .object({
    type: z.enum(["product", "service", "vendor"]),
    customer_id: customerId,
    cart_id: id.optional(),
    vendor_id: id.optional(),
  })
  .refine((b) => (b.type === "vendor" ? b.vendor_id !== undefined : b.cart_id !== undefined), {
    message: "cart_id is required (vendor_id when type is vendor)",
  });
export type DeleteCartBody = z.infer<typeof deleteCartSchema>;

export const checkCartSchema = z.object({
  type: z.enum(["product", "service"]),
  cart_id: id,
  checked: z.enum(["Y", "N"]),
});
export type CheckCartBody = z.infer<typeof checkCartSchema>;
