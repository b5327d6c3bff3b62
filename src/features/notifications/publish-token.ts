import { createHmac, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The publish endpoint is for operators on the same machine: its token is derived from the
 * app's own auth secret (env or the secret file beside the data), so there is nothing extra to
 * configure and nothing that works without access to that secret. PUBLISH_TOKEN overrides it.
 */
export function publishToken(): string | null {
  if (process.env.PUBLISH_TOKEN) return process.env.PUBLISH_TOKEN;
  let secret = process.env.BETTER_AUTH_SECRET;
  if (!secret) {
    const file = path.resolve(process.env.SECRET_FILE ?? "data/auth-secret");
    if (!existsSync(file)) return null;
    secret = readFileSync(file, "utf8").trim();
  }
  return createHmac("sha256", secret).update("dvm-publish-v1").digest("hex");
}

export function tokenMatches(given: string | null | undefined, expected: string | null): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
