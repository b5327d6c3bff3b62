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
  // the last day the key works (UTC); none: until revoked
  expires_on: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.string({ error: "The expiry must be a date like 2027-03-31." }).optional(),
  ),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const webhookSchema = z.object({
  url: z
    .string({ error: "The webhook address is required." })
    .trim()
    .min(1, "The webhook address is required.")
    .max(500),
});
