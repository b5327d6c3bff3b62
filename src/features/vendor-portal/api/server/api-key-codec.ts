import { createHash, randomBytes } from "node:crypto";

/** Keys look like `dvmv_<8 hex prefix>_<secret>`; the prefix is shown in lists, only the hash is stored. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const prefix = randomBytes(4).toString("hex");
  const key = `dvmv_${prefix}_${randomBytes(24).toString("base64url")}`;
  return { key, prefix, hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}
