import { describe, expect, it } from "vitest";
import { ttlCache } from "./ttl-cache";

describe("ttlCache", () => {
  it("loads once per key, shares concurrent loads and forgets failures", async () => {
    const cache = ttlCache<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(cache.get("bad", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("bad", async () => 7)).toBe(7);
  });

  it("drops matching values and pending loads, keeps the rest", async () => {
    const cache = ttlCache<{ id: number }>(60_000);
    await cache.get("a", async () => ({ id: 1 }));
    await cache.get("b", async () => ({ id: 2 }));
    let release: (v: { id: number }) => void = () => undefined;
    void cache.get("c", () => new Promise((r) => (release = r)));
    cache.dropWhere((v) => v.id === 1);
    expect(await cache.get("a", async () => ({ id: 10 }))).toEqual({ id: 10 });
    expect(await cache.get("b", async () => ({ id: 20 }))).toEqual({ id: 2 });
    release({ id: 3 });
    expect(await cache.get("c", async () => ({ id: 30 }))).toEqual({ id: 30 });
  });

  it("bounds the entry count and reads through when the age is 0", async () => {
    const cache = ttlCache<number>(60_000, 2);
    for (const k of ["a", "b", "c"]) await cache.get(k, async () => 1);
    expect(cache.size).toBe(2);
    const off = ttlCache<number>(0);
    let loads = 0;
    await off.get("k", async () => ++loads);
    await off.get("k", async () => ++loads);
    expect(loads).toBe(2);
  });
});
