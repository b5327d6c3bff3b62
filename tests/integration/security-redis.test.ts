import { execFileSync } from "node:child_process";
import { ownRedis } from "../helpers/own-redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "@/lib/config";
import { enforce, hit, rateLimitKey } from "@/lib/rate-limit";
import { getRedis } from "@/lib/redis";

// a Redis of this suite's own, on its own port, that the test stops and starts again
const PORT = 6390;
const { start, stop } = ownRedis(PORT);
const hasRedis = (() => {
  try {
    execFileSync("redis-server", ["--version"]);
    return true;
  } catch {
    return false;
  }
})();

const holder = globalThis as unknown as { __dvmRedis?: unknown; __dvmRateRedis?: unknown };
const waitFor = async (check: () => boolean, ms = 8000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  return check();
};

describe.runIf(hasRedis)("security: rate limits survive a Redis outage", () => {
  const saved = { ...process.env };
  beforeAll(async () => {
    stop();
    start();
    process.env.REDIS_URL = `redis://127.0.0.1:${PORT}`;
    process.env.RATE_LIMIT_PREFIX = `t${process.pid}`;
    reloadConfig();
    delete holder.__dvmRedis;
    delete holder.__dvmRateRedis;
    expect(await waitFor(() => getRedis()!.status === "ready")).toBe(true);
  });
  afterAll(async () => {
    getRedis()?.disconnect();
    delete holder.__dvmRedis;
    delete holder.__dvmRateRedis;
    stop();
    process.env = saved;
    reloadConfig();
  });

  it("counts atomically in Redis while it is up", async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => hit("outage:a", 10, 60)));
    expect(results.filter((w) => w > 0)).toHaveLength(2);
    expect(Number(await getRedis()!.get(rateLimitKey("outage:a")))).toBe(12);
  });

  it("falls back to counting in this process when Redis is down, answering at once, and returns to it", async () => {
    stop();
    expect(await waitFor(() => getRedis()!.status !== "ready")).toBe(true);
    const began = Date.now();
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) waits.push(await hit("outage:b", 5, 60));
    expect(Date.now() - began).toBeLessThan(1000);
    expect(waits.slice(0, 5).every((w) => w === 0)).toBe(true);
    expect(waits[5]).toBeGreaterThan(0);
    await expect(enforce("outage:c", 1, 60)).resolves.toBeUndefined();
    await expect(enforce("outage:c", 1, 60)).rejects.toMatchObject({ code: "RATE_LIMITED" });

    start();
    expect(await waitFor(() => getRedis()!.status === "ready", 15_000)).toBe(true);
    expect(await hit("outage:d", 5, 60)).toBe(0);
    expect(Number(await getRedis()!.get(rateLimitKey("outage:d")))).toBe(1);
  }, 30_000);
});
