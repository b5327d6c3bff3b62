import { createHmac, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Until the vendor portal exists, the orders CLI moves order status through the running server
 * (PGlite allows one process per data directory). It proves itself with a token derived from the
 * server's own secret, so only someone who can read that secret can call it.
 */
export function opsToken(): string | null {
  const secret =
    process.env.BETTER_AUTH_SECRET ??
    (() => {
      const file = path.resolve(process.env.SECRET_FILE ?? "data/auth-secret");
      return existsSync(file) ? readFileSync(file, "utf8").trim() : null;
    })();
  return secret ? createHmac("sha256", secret).update("dvm-orders-cli").digest("hex") : null;
}

export function opsTokenValid(given: string | null): boolean {
  const expected = opsToken();
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
