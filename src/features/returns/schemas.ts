import { z } from "zod";
import { RETURN_REASONS, RETURN_STATUSES } from "./rules";

const reasonList = Object.keys(RETURN_REASONS).join(", ");

export const returnLineSchema = z.object({
  line_id: z.coerce.number({ error: "line_id must be a number." }).int().positive("line_id must be a line's id."),
  quantity: z.coerce
    .number({ error: "quantity must be a number." })
    .int("quantity must be a whole number.")
    .positive("quantity must be at least 1.")
    .max(100_000, "quantity is larger than any order line."),
  reason: z
    .string({ error: `reason is required: one of ${reasonList}.` })
    .trim()
    .max(40),
});

/** The buyer's return request: the lines, and the DEA 222 form number when a Schedule II line goes back. */
export const returnRequestSchema = z.object({
  lines: z
    .array(returnLineSchema, { error: "lines must be a list of { line_id, quantity, reason }." })
    .min(1, "Choose at least one line to return.")
    .max(200),
  dea_form: z.string().trim().max(40, "A DEA 222 form number must be at most 40 characters.").optional().nullable(),
});
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

export const approveReturnSchema = z.object({
  label_note: z.string().trim().max(500, "A label note must be at most 500 characters.").optional().nullable(),
});

export const rejectReturnSchema = z.object({
  reason: z
    .string({ error: "A reason is required: the buyer reads it." })
    .trim()
    .min(3, "A reason is required: the buyer reads it.")
    .max(500, "A reason must be at most 500 characters."),
});

// the filter form sends every field, an unchosen one as "": that is no filter, not a bad one
const blank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const returnListQuery = z.object({
  status: blank(z.enum(RETURN_STATUSES, { error: `status must be one of: ${RETURN_STATUSES.join(", ")}.` })),
  q: blank(z.string().trim().max(100)),
  page: z.coerce.number().int().positive().max(100_000).catch(1).default(1),
});
export type ReturnListQuery = z.infer<typeof returnListQuery>;
