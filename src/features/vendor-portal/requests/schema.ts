import { z } from "zod";
import { REQUEST_STATUSES } from "./rules";

const blankIsUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const ANY_STATUS = [...new Set([...REQUEST_STATUSES.price, ...REQUEST_STATUSES.sample])] as const;

export const requestListQuery = z
  .object({
    type: z.enum(["price", "sample"], { error: "type must be price or sample." }).default("price"),
    status: z.preprocess(
      blankIsUndefined,
      z.enum(ANY_STATUS, { error: `status must be one of: ${ANY_STATUS.join(", ")}.` }).optional(),
    ),
    page: z.coerce.number({ error: "page must be a number." }).int().min(1, "page starts at 1.").default(1),
  })
  .superRefine((q, ctx) => {
    const allowed: readonly string[] = REQUEST_STATUSES[q.type];
    if (q.status && !allowed.includes(q.status))
      ctx.addIssue({
        code: "custom",
        path: ["status"],
        message: `A ${q.type} request is ${allowed.join(", ").replace(/, (\w+)$/, " or $1")}.`,
      });
  });
export type RequestListQuery = z.infer<typeof requestListQuery>;

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
