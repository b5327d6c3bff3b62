import "server-only";
import { Redis } from "ioredis";
import { getConfig } from "./config";

const holder = globalThis as unknown as { __dvmRedis?: Redis | null };

/** The shared Redis connection when REDIS_URL is set; null means single-instance, in-process mode. */
export function getRedis(): Redis | null {
  if (holder.__dvmRedis !== undefined) return holder.__dvmRedis;
  const url = getConfig().REDIS_URL;
  holder.__dvmRedis = url ? new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false }) : null;
  return holder.__dvmRedis;
}
