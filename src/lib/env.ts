import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().url().optional().or(z.literal("")),
  REDIS_URL: z.string().optional().or(z.literal("")),
  BETTER_AUTH_SECRET: z.string().min(16).optional(),
  BETTER_AUTH_URL: z.string().url().optional(),
  PORT: z.coerce.number().default(3000),
});

export const env = schema.parse(process.env);

export function baseUrl(): string {
  return env.BETTER_AUTH_URL ?? `http://localhost:${env.PORT}`;
}
