/**
 * The app secret and the tokens derived from it. The server, the operator scripts and the chat
 * tokens all read the same secret, so it is found in one place; presented tokens are compared in
 * constant time so a caller cannot learn a token byte by byte from response times.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { getConfig } from "./config";

/** Where a generated secret is kept beside the data when none is configured. */
export function appSecretFile(): string {
  return path.resolve(getConfig().SECRET_FILE);
}

/** The configured secret, else the one kept in the secret file; null before either exists. */
export function readAppSecret(): string | null {
  const { BETTER_AUTH_SECRET } = getConfig();
  if (BETTER_AUTH_SECRET) return BETTER_AUTH_SECRET;
  const file = appSecretFile();
  return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
}

/** Hex HMAC-SHA256 of a purpose label, so each use gets its own token from the one secret. */
export function hmacHex(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(purpose).digest("hex");
}

/** Constant-time comparison of a presented token with the expected one; a missing side never matches. */
export function tokensMatch(given: string | null | undefined, expected: string | null | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
