import { z } from "zod";
import { CHAT_EMAIL_PATTERN } from "./rules";

export const chatLoginSchema = z.object({
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "Please enter a valid email address.")
    .regex(CHAT_EMAIL_PATTERN, "Please enter a valid email address."),
});
