import { z } from "zod";
import { NOTIFICATION_TYPES } from "./rules";

export const listQuery = z.object({
  page: z.coerce
    .number({ message: "page must be a whole number from 1." })
    .int("page must be a whole number from 1.")
    .min(1, "page must be a whole number from 1.")
    .max(1_000_000)
    .default(1),
  type: z
    .enum(NOTIFICATION_TYPES as unknown as [string, ...string[]], {
      message: `type must be one of ${NOTIFICATION_TYPES.join(", ")}.`,
    })
    .optional(),
});

export const markReadInput = z
  .object({
    customer_id: z.union([z.string(), z.number()]),
    id: z.coerce.number().int().positive().optional(),
    ids: z.array(z.coerce.number().int().positive()).max(200).optional(),
  })
  .refine((v) => v.id !== undefined || (v.ids && v.ids.length > 0), {
    message: "Send id or ids of the notifications to mark as read.",
  });

export const markAllInput = z.object({ customer_id: z.union([z.string(), z.number()]) });
