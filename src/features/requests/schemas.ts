import { z } from "zod";

/** User ids are text; clients send them as strings or numbers (form fields are always strings). */
const customerId = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().trim().min(1, "customer_id is required"));
const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} is required`);

/** SPEC §7: the body of every buyer-to-vendor request (price, sample, logo removal, logo upload fields). */
export const requestInput = z.object({
  customer_id: customerId,
  vendor_id: positiveId("vendor_id"),
  product_id: positiveId("product_id"),
});
export type RequestInput = z.infer<typeof requestInput>;

export type SampleAnswer = { success: boolean; allow: boolean; message: string };
