import "server-only";
import { AppError } from "./errors";
import { getRedis } from "./redis";
import { getConfig } from "./config";

type Window = { count: number; resetAt: number };
const local = new Map<string, Window>();

/**
 * The Redis key of a limit. RATE_LIMIT_PREFIX keeps separate runs apart on a shared Redis
 * (each test run sets its own, so a counter left by an earlier run never leaks in).
 */
export function rateLimitKey(key: string): string {
  return `rl:${getConfig().RATE_LIMIT_PREFIX}${key}`;
}

/**
 * Fixed-window counter: in Redis when configured (so every app instance shares one budget),
 * otherwise in this process. Returns the seconds to wait when over the limit, else 0.
 */
export async function hit(key: string, limit: number, windowSeconds: number, now = Date.now()): Promise<number> {
  const redis = getRedis();
  if (redis) {
    const k = rateLimitKey(key);
    const count = await redis.incr(k);
    if (count === 1) await redis.expire(k, windowSeconds);
    if (count <= limit) return 0;
    const ttl = await redis.ttl(k);
    return ttl > 0 ? ttl : windowSeconds;
  }
  const w = local.get(key);
  if (!w || w.resetAt <= now) {
    local.set(key, { count: 1, resetAt: now + windowSeconds * 1000 });
    return 0;
  }
  w.count += 1;
  return w.count <= limit ? 0 : Math.ceil((w.resetAt - now) / 1000);
}

/** Throws a 429 AppError (with Retry-After) when the key is over its limit. */
export async function enforce(
  key: string,
  limit: number,
  windowSeconds: number,
  message = "Too many requests. Please try again shortly.",
): Promise<void> {
  const wait = await hit(key, limit, windowSeconds);
  if (wait > 0) throw new AppError("RATE_LIMITED", message, { retryAfter: wait });
}

/** Best-effort client address for per-IP limits (first hop of X-Forwarded-For behind a proxy). */
export function clientIp(req: Request): string {
  return req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || req.headers.get("x-real-ip") || "local";
}
