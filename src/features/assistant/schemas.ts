import { z } from "zod";
import { CHAT_EMAIL_PATTERN } from "./rules";

export const chatLoginSchema = z.object({
  email: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(254, "invalid email")
    .regex(CHAT_EMAIL_PATTERN, "invalid email"),
});
