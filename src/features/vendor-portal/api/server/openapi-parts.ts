import "server-only";
import { z } from "zod";

/** Building blocks of the vendor API's OpenAPI paths: the `{ success, ... }` envelope and the errors every route may answer. */
export const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });
export const failure = z.object({ success: z.literal(false), message: z.string() });
export const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
export const errors = {
  "400": json(failure, "Bad input, with a sentence saying what is wrong; nothing was changed"),
  "401": json(failure, "No session and no valid API key (or a revoked one)"),
  "403": json(failure, "Not a vendor account, the role may not do this, or the API key lacks the scope it needs"),
  "404": json(failure, "Not this vendor's resource"),
  "429": json(
    failure,
    "Rate limited (too many requests, or too many wrong API keys from one address); see Retry-After",
  ),
};
export const idPath = z.object({ id: z.coerce.number().int().positive() });
export const page = z.coerce.number().int().min(1).optional();
export const file = (field: string) => ({
  content: { "multipart/form-data": { schema: z.object({ [field]: z.string().meta({ format: "binary" }) }) } },
});
export const download = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: "binary" }) } },
});
