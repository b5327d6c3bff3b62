import { z } from "zod";

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
