import { hmacHex, readAppSecret } from "@/lib/hmac";

/**
 * The publish endpoint is for operators on the same machine: its token is derived from the
 * app's own auth secret (env or the secret file beside the data), so there is nothing extra to
 * configure and nothing that works without access to that secret. PUBLISH_TOKEN overrides it.
 */
export function publishToken(): string | null {
  if (process.env.PUBLISH_TOKEN) return process.env.PUBLISH_TOKEN;
  const secret = readAppSecret();
  return secret ? hmacHex(secret, "dvm-publish-v1") : null;
}
