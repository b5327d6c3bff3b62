import "server-only";
import { LRUCache } from "lru-cache";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { CLIENT_IP_HEADER, clientAddress } from "./client-address";
import { AppError } from "./errors";
import { getRedis } from "./redis";
import { getConfig } from "./config";
import { errorFields, log } from "./logger";

/** The Redis key of a limit (rate-limiter-flexible adds its own ":" between prefix and key). */
export function rateLimitKey(key: string): string {
  return `${keyPrefix()}:${key}`;
}

/** The limiter's key prefix: the configured prefix and the generation that test resets move on. */
function keyPrefix(): string {
  return `rl:${getConfig().RATE_LIMIT_PREFIX}${holder.__dvmRateGeneration ?? 0}`;
}

type Window = { count: number; resetAt: number };
// in-process counters are bounded: the oldest keys go first when an attacker sprays new ones
const MEMORY_KEYS = 100_000;
const holder = globalThis as unknown as {
  __dvmRateMemory?: LRUCache<string, Window>;
  __dvmRateRedis?: Map<string, RateLimiterRedis>;
  __dvmRateWarned?: number;
  __dvmRateGeneration?: number;
};
const memory = () => (holder.__dvmRateMemory ??= new LRUCache<string, Window>({ max: MEMORY_KEYS }));

function redisLimiter(limit: number, windowSeconds: number): RateLimiterRedis | null {
  const redis = getRedis();
  if (!redis) return null;
  const cache = (holder.__dvmRateRedis ??= new Map());
  const id = `${limit}/${windowSeconds}`;
  let limiter = cache.get(id);
  if (!limiter) {
    // rejectIfRedisNotReady: during an outage answer from memory at once instead of queueing commands
    limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: keyPrefix(),
      points: limit,
      duration: windowSeconds,
      rejectIfRedisNotReady: true,
    });
    cache.set(id, limiter);
  }
  return limiter;
}

// A process that has just started waits briefly for its first Redis connection, so its first requests
// count in the shared budget rather than in memory; an outage later (reconnecting) never waits.
const FIRST_CONNECT_WAIT_MS = 1_000;
async function firstConnection(): Promise<void> {
  const redis = getRedis();
  if (!redis || !["wait", "connecting", "connect"].includes(redis.status)) return;
  await Promise.race([
    new Promise<void>((resolve) => redis.once("ready", () => resolve())),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref()),
  ]);
}

/**
 * Forgets the counters: for tests that reuse one account across databases. In-process counts are
 * cleared and Redis counts move to a fresh key space (the generation is part of every key).
 */
export function resetLocalRateLimits(): void {
  memory().clear();
  holder.__dvmRateGeneration = (holder.__dvmRateGeneration ?? 0) + 1;
  holder.__dvmRateRedis?.clear();
}

/** One line per minute at most: an outage must not flood the log at request rate. */
function warnFallback(err: unknown) {
  const now = Date.now();
  if ((holder.__dvmRateWarned ?? 0) > now - 60_000) return;
  holder.__dvmRateWarned = now;
  log("rate-limit").warn(errorFields(err), "Redis unavailable, counting in this process");
}

function memoryCount(key: string, points: number, windowSeconds: number, now: number): Window {
  const store = memory();
  let w = store.get(key);
  if (!w || w.resetAt <= now) w = { count: 0, resetAt: now + windowSeconds * 1000 };
  w.count += points;
  if (points > 0) store.set(key, w, { ttl: Math.max(1, w.resetAt - now) });
  return w;
}

/**
 * Counts `points` against `key` (0 only reads). Atomic in Redis when configured, so every instance
 * shares one budget; in this process otherwise, or while Redis is unreachable. Returns the seconds to
 * wait when the count is over the limit, else 0.
 */
export async function hit(key: string, limit: number, windowSeconds: number, points = 1): Promise<number> {
  const limiter = redisLimiter(limit, windowSeconds);
  if (limiter) {
    await firstConnection();
    try {
      const res = points > 0 ? await limiter.consume(key, points) : await limiter.get(key);
      if (!res || res.consumedPoints <= limit) return 0;
      return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      warnFallback(err);
    }
  }
  const now = Date.now();
  const w = memoryCount(key, points, windowSeconds, now);
  return w.count <= limit ? 0 : Math.max(1, Math.ceil((w.resetAt - now) / 1000));
}

/** Whether `key` is already over its limit, without counting this request. */
export function peek(key: string, limit: number, windowSeconds: number): Promise<number> {
  return hit(key, limit, windowSeconds, 0);
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

/**
 * The client address for per-IP limits: the one the HTTP server stamped from the socket (and the
 * TRUST_PROXY hops); without a stamp, the same rule over X-Forwarded-For's right end, never the
 * client-written left end.
 */
export function clientIp(req: Request): string {
  const stamped = req.headers.get(CLIENT_IP_HEADER);
  if (stamped) return stamped;
  return clientAddress(undefined, req.headers.get("x-forwarded-for"), getConfig().TRUST_PROXY);
}
