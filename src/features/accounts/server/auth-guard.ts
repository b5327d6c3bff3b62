import "server-only";
import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http";
import { clientIp, hit } from "@/lib/rate-limit";
import { getConfig } from "@/lib/config";

/** Budgets per window; Better Auth's own per-path limiter stays in place behind these. */
export const AUTH_LIMITS = {
  signInPerIp: { limit: 20, windowSeconds: 60 },
  signInPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 5, windowSeconds: 10 * 60 },
  signUpPerAccount: { limit: 3, windowSeconds: 60 * 60 },
} as const;

const GUARDED: Record<string, { ip: keyof typeof AUTH_LIMITS; account: keyof typeof AUTH_LIMITS; scope: string }> = {
  "/api/auth/sign-in/email": { ip: "signInPerIp", account: "signInPerAccount", scope: "signin" },
  "/api/auth/sign-up/email": { ip: "signUpPerIp", account: "signUpPerAccount", scope: "signup" },
};

/**
 * Per-IP and per-account limits for sign-in and registration, counted in Redis when REDIS_URL
 * is set so every instance shares one budget. Returns a 429 response (with Retry-After) or null.
 */
export async function guardAuthRequest(req: Request): Promise<Response | null> {
  if (req.method !== "POST" || !getConfig().AUTH_RATE_LIMIT) return null;
  const rule = GUARDED[new URL(req.url).pathname];
  if (!rule) return null;
  const email = await emailOf(req);
  const ip = AUTH_LIMITS[rule.ip];
  const acct = AUTH_LIMITS[rule.account];
  const waits = [await hit(`auth:${rule.scope}:ip:${clientIp(req)}`, ip.limit, ip.windowSeconds)];
  if (email) waits.push(await hit(`auth:${rule.scope}:acct:${email}`, acct.limit, acct.windowSeconds));
  const wait = Math.max(...waits);
  if (wait <= 0) return null;
  return errorResponse(
    new AppError("RATE_LIMITED", "Too many attempts. Please wait and try again.", { retryAfter: wait }),
  );
}

async function emailOf(req: Request): Promise<string | null> {
  try {
    const body = (await req.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}
