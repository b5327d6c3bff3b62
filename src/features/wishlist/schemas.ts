import { z } from "zod";

const id = z.coerce.number().int().positive();

/** POST /api/user/wishlist/update: exactly one of product_id or service_id (SPEC §7). */
export const toggleWishlistInput = z
  .object({
    customer_id: z.union([z.string(), z.number()]),
    product_id: id.optional().nullable(),
    service_id: id.optional().nullable(),
  })
  .refine((v) => Boolean(v.product_id) !== Boolean(v.service_id), { message: "Send either product_id or service_id." });

export type ToggleWishlistInput = z.infer<typeof toggleWishlistInput>;

export type WishlistState = {
  success: boolean;
  data: { product_id: number }[];
  serviceWishlist: { service_id: number }[];
  count: number;
};
