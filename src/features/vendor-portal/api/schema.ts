import { z } from "zod";
import { API_SCOPES } from "./api-scopes";

export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: "A name is required." })
    .trim()
    .min(1, "A name is required.")
    .max(60, "Keep the name under 60 characters."),
  // a key made without a choice may do everything a key can, as every key could before scopes
  scopes: z
    .array(z.enum(API_SCOPES, { error: `Scopes are ${API_SCOPES.join(", ")}.` }))
    .min(1, "Choose at least one scope for the key.")
    .default([...API_SCOPES])
    .transform((s) => API_SCOPES.filter((x) => s.includes(x))),
});

export const webhookSchema = z.object({
  url: z
    .string({ error: "The webhook address is required." })
    .trim()
    .min(1, "The webhook address is required.")
    .max(500),
});
