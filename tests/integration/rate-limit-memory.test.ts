import { beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "@/lib/config";
import { hit, resetLocalRateLimits } from "@/lib/rate-limit";

describe("in-process rate limits (no Redis)", () => {
  beforeAll(() => {
    delete process.env.REDIS_URL;
    reloadConfig();
    delete (globalThis as { __dvmRedis?: unknown }).__dvmRedis;
    resetLocalRateLimits();
  });

  it("count per key and stay bounded: a spray of new keys pushes out the oldest", async () => {
    expect(await hit("victim", 1, 60)).toBe(0);
    expect(await hit("victim", 1, 60)).toBeGreaterThan(0);
    for (let i = 0; i < 100_000; i++) await hit(`spray:${i}`, 1, 60);
    // the oldest key was dropped, so memory never grows with the number of keys an attacker sends
    expect(await hit("victim", 1, 60)).toBe(0);
    expect(await hit("spray:99999", 1, 60)).toBeGreaterThan(0);
  });
});
