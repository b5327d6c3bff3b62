import { z } from "zod";

/** POST /api/rfqs: which vendors, which items and how many, needed by when (the contract). */
export const rfqCreateSchema = z.object({
  vendor_ids: z
    .array(z.coerce.number({ error: "Each vendor must be a vendor id." }).int().positive(), {
      error: "Choose the vendors to ask.",
    })
    .min(1, "Choose at least one vendor to ask.")
    .max(10, "Ask at most 10 vendors at once.")
    .refine((ids) => new Set(ids).size === ids.length, "Each vendor can be asked once."),
  items: z
    .array(
      z.object({
        product_id: z.coerce.number().int().positive().nullish(),
        description: z
          .string({ error: "Describe each item." })
          .trim()
          .max(300, "An item's description must be at most 300 characters.")
          .default(""),
        quantity: z.coerce
          .number({ error: "Each item needs a quantity." })
          .int("A quantity must be a whole number.")
          .min(1, "A quantity must be at least 1.")
          .max(100_000, "A quantity must be at most 100,000."),
      }),
      { error: "List the items to quote." },
    )
    .min(1, "List at least one item to quote.")
    .max(50, "Ask for at most 50 items at once."),
  needed_by: z
    .string({ error: "Say when you need the items." })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "The needed-by date must be a date like 2027-03-31."),
  note: z.string().trim().max(1000, "The note must be at most 1,000 characters.").default(""),
});
export type RfqCreateInput = z.infer<typeof rfqCreateSchema>;

export const rfqAcceptSchema = z.object({
  line_ids: z.array(z.coerce.number().int().positive(), { error: "line_ids must be a list of line ids." }).optional(),
});
