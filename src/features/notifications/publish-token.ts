import { hmacHex, readAppSecret } from "@/lib/hmac";
import { getConfig } from "@/lib/config";

/**
 * The publish endpoint is for operators on the same machine: its token is derived from the
 * app's own auth secret (env or the secret file beside the data), so there is nothing extra to
 * configure and nothing that works without access to that secret. PUBLISH_TOKEN overrides it.
 */
export function publishToken(): string | null {
  const { PUBLISH_TOKEN } = getConfig();
  if (PUBLISH_TOKEN) return PUBLISH_TOKEN;
  const secret = readAppSecret();
  return secret ? hmacHex(secret, "dvm-publish-v1") : null;
}
