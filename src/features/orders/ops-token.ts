import { hmacHex, readAppSecret, tokensMatch } from "@/lib/hmac";

/**
 * Until the vendor portal exists, the orders CLI moves order status through the running server
 * (PGlite allows one process per data directory). It proves itself with a token derived from the
 * server's own secret, so only someone who can read that secret can call it.
 */
export function opsToken(): string | null {
  const secret = readAppSecret();
  return secret ? hmacHex(secret, "dvm-orders-cli") : null;
}

export function opsTokenValid(given: string | null): boolean {
  return tokensMatch(given, opsToken());
}
