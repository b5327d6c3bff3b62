import "server-only";
import { BODY_LIMITS, readLimited, refuseControlCharsIn } from "@/lib/body";
import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http";
import { clientIp, hit, peek } from "@/lib/rate-limit";
import { getConfig } from "@/lib/config";

/** Budgets per window; Better Auth's own per-path limiter stays in place behind these. */
export const AUTH_LIMITS = {
  signInPerIp: { limit: 20, windowSeconds: 60 },
  // failed sign-ins for one account from one address: the real user, elsewhere, is never locked out
  signInFailuresPerAccountIp: { limit: 10, windowSeconds: 15 * 60 },
  // failed sign-ins for one account from anywhere: beyond this each failure is slowed, not refused
  signInFailuresPerAccount: { limit: 20, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 5, windowSeconds: 10 * 60 },
  signUpPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
} as const;

export const SLOW_DOWN_MS = 1000;
const TOO_MANY = "Too many attempts. Please wait and try again.";

type Handler = (req: Request) => Promise<Response>;

/**
 * Auth paths the app does not serve: the organization plugin's endpoints would let a member invite,
 * accept or change roles around the clinic's rules (roles only come down from the owner, acceptance
 * needs the invited address proven), so clinic membership changes only through /api/clinic.
 */
export function isClosedAuthPath(req: Request): boolean {
  return new URL(req.url).pathname.startsWith("/api/auth/organization/");
}

function limited(wait: number): Response {
  return errorResponse(new AppError("RATE_LIMITED", TOO_MANY, { retryAfter: wait }));
}

/**
 * Sign-in, registration and password-reset limits, counted in Redis when REDIS_URL is set so every
 * instance shares one budget. Sign-in counts failures only, per account and address; an attack on
 * one account from many addresses slows its failures down rather than locking the owner out.
 */
export async function guardAuthRequest(original: Request, next: Handler): Promise<Response> {
  let req: Request;
  try {
    req = await bounded(original);
  } catch (err) {
    return errorResponse(err);
  }
  if (req.method !== "POST" || !getConfig().AUTH_RATE_LIMIT) return next(req);
  const path = new URL(req.url).pathname;
  const ip = clientIp(req);
  if (path === "/api/auth/sign-in/email") return signIn(req, ip, next);
  if (path === "/api/auth/sign-up/email") {
    const email = await emailOf(req);
    const waits = [
      await hit(`auth:signup:ip:${ip}`, AUTH_LIMITS.signUpPerIp.limit, AUTH_LIMITS.signUpPerIp.windowSeconds),
    ];
    if (email) waits.push(await hit(`auth:signup:acct:${email}`, AUTH_LIMITS.signUpPerAccount.limit, 3600));
    const wait = Math.max(...waits);
    return wait > 0 ? limited(wait) : next(req);
  }
  if (path === "/api/auth/request-password-reset") {
    const email = await emailOf(req);
    const waits = [
      await hit(`auth:reset:ip:${ip}`, AUTH_LIMITS.resetPerIp.limit, AUTH_LIMITS.resetPerIp.windowSeconds),
    ];
    if (email) waits.push(await hit(`auth:reset:acct:${email}`, AUTH_LIMITS.resetPerAccount.limit, 3600));
    const wait = Math.max(...waits);
    return wait > 0 ? limited(wait) : next(req);
  }
  return next(req);
}

async function signIn(req: Request, ip: string, next: Handler): Promise<Response> {
  const { signInPerIp: perIp, signInFailuresPerAccountIp: pair, signInFailuresPerAccount: acct } = AUTH_LIMITS;
  const ipWait = await hit(`auth:signin:ip:${ip}`, perIp.limit, perIp.windowSeconds);
  if (ipWait > 0) return limited(ipWait);
  const email = await emailOf(req);
  if (!email) return next(req);
  const pairKey = `auth:signin:fail:${email}:${ip}`;
  const acctKey = `auth:signin:fail:${email}`;
  // the pair locks after `limit` failures: peek one below so the limit-th failure is the last one tried
  const pairWait = await peek(pairKey, pair.limit - 1, pair.windowSeconds);
  if (pairWait > 0) return limited(pairWait);
  const res = await next(req);
  if (res.status === 401) {
    await hit(pairKey, pair.limit - 1, pair.windowSeconds);
    if ((await hit(acctKey, acct.limit, acct.windowSeconds)) > 0) await new Promise((r) => setTimeout(r, SLOW_DOWN_MS));
  }
  return res;
}

/** Auth bodies are a few fields: read at most 64 KB of one, then hand Better Auth the bytes. */
async function bounded(req: Request): Promise<Request> {
  if (req.method === "GET" || req.method === "HEAD") return req;
  const body = await readLimited(req, BODY_LIMITS.auth);
  refuseControlCharsIn(body, req.headers.get("content-type") ?? "");
  return new Request(req.url, { method: req.method, headers: req.headers, body: body as BodyInit, signal: req.signal });
}

async function emailOf(req: Request): Promise<string | null> {
  try {
    const body = (await req.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase().slice(0, 254) : null;
  } catch {
    return null;
  }
}
