import { z } from "zod";
import { hasWholeCents } from "@/lib/money";

/** A vendor's copy of an RFQ is open, quoted, declined or accepted (by the buyer). */
export const RFQ_STATUSES = ["open", "quoted", "declined", "accepted"] as const;

export const rfqListQuery = z.object({
  status: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.enum(RFQ_STATUSES, { error: `status must be one of: ${RFQ_STATUSES.join(", ")}.` }).optional(),
  ),
  page: z.coerce.number({ error: "page must be a number." }).int().min(1, "page starts at 1.").default(1),
});
export type RfqListQuery = z.infer<typeof rfqListQuery>;

/** POST /api/vendor/v1/rfqs/{id}/quote: a price, quantity and lead time per line, valid until a date. */
export const rfqQuoteSchema = z.object({
  lines: z
    .array(
      z.object({
        line_id: z.coerce.number({ error: "Each quoted line needs its line_id." }).int().positive(),
        price: z.coerce
          .number({ error: "A line's price must be a number." })
          .positive("A line's price must be more than $0.")
          .max(1_000_000, "A line's price must be at most $1,000,000.")
          .refine(hasWholeCents, "A line's price must have at most 2 decimals."),
        quantity: z.coerce
          .number({ error: "A line's quantity must be a number." })
          .int("A line's quantity must be a whole number.")
          .min(1, "A line's quantity must be at least 1.")
          .max(100_000, "A line's quantity must be at most 100,000."),
        lead_days: z.coerce
          .number({ error: "A line's lead time must be a number of days." })
          .int("A line's lead time must be whole days.")
          .min(0, "A line's lead time cannot be negative.")
          .max(365, "A line's lead time must be at most 365 days.")
          .default(0),
        /** which of the vendor's listings the line is sold as; by default its listing of the same item */
        product_id: z.coerce.number().int().positive().nullish(),
      }),
      { error: "lines must be a list." },
    )
    .min(1, "Quote at least one line.")
    .max(50, "At most 50 lines."),
  valid_until: z
    .string({ error: "valid_until is required (yyyy-mm-dd)." })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Valid until must be a date like 2027-03-31."),
  note: z.string().trim().max(1000, "The note must be at most 1,000 characters.").default(""),
});
export type RfqQuoteInput = z.infer<typeof rfqQuoteSchema>;

export const rfqDeclineSchema = z.object({
  reason: z.string().trim().max(500, "The reason must be at most 500 characters.").default(""),
});
