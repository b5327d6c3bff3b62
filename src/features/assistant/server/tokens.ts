import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { getConfig } from "@/lib/config";
import { readAppSecret } from "@/lib/hmac";

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

let key: Uint8Array | null = null;

/** A key of its own, derived from the app secret, so chat tokens can never pass as anything else. */
function signingKey(): Uint8Array {
  if (key) return key;
  const base = getConfig().ASSISTANT_TOKEN_SECRET ?? readAppSecret() ?? randomBytes(32).toString("hex");
  key = new Uint8Array(createHash("sha256").update(`assistant-access:${base}`).digest());
  return key;
}

export type AccessClaims = { sid: string; email: string };

export async function signAccess(claims: AccessClaims, ttl = ACCESS_TTL_SECONDS): Promise<string> {
  return new SignJWT({ email: claims.email, typ: "chat-access" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sid)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
    .sign(signingKey());
}

export async function verifyAccess(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), { algorithms: ["HS256"] });
    if (payload.typ !== "chat-access" || typeof payload.sub !== "string" || typeof payload.email !== "string")
      return null;
    return { sid: payload.sub, email: payload.email };
  } catch {
    return null;
  }
}

/** Refresh tokens are random; only their hash is stored, so a database read cannot replay them. */
export function newRefreshToken(): { token: string; id: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, id: hashRefresh(token) };
}

export function hashRefresh(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function bearer(req: Request): string | null {
  const h = req.headers.get("authorization") ?? "";
  const m = h.match(/^Bearer\s+(\S+)$/i);
  return m ? m[1]! : null;
}
