import { execFileSync } from "node:child_process";
import { ownRedis } from "../helpers/own-redis";
import { afterAll, describe, expect, it } from "vitest";
import { LiveBus } from "@/features/notifications/server/live-bus";

// a Redis of this suite's own, on its own port, down when the instance starts
const PORT = 6391;
const URL = `redis://127.0.0.1:${PORT}`;
const { start, stop } = ownRedis(PORT);
const hasRedis = (() => {
  try {
    execFileSync("redis-server", ["--version"]);
    return true;
  } catch {
    return false;
  }
})();
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

describe.runIf(hasRedis)("live updates through a Redis outage", () => {
  const buses: LiveBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    stop();
  });

  it("an instance started while Redis is down opens streams at once and receives events once Redis is back", async () => {
    stop();
    const late = new LiveBus(URL, "test:live-outage");
    buses.push(late);
    // the stream opens (no 500) while Redis is unreachable
    await expect(within(late.ready(), 3000)).resolves.toBeUndefined();
    const frames: string[] = [];
    late.subscribe("u1", (f) => frames.push(f));

    start();
    const other = new LiveBus(URL, "test:live-outage");
    buses.push(other);
    await other.ready();
    const until = Date.now() + 15_000;
    while (frames.length === 0 && Date.now() < until) {
      await other.publish({ to: "u1", kind: "notification", data: { n: 1 } });
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(frames[0]).toContain('"n":1');
    await expect(within(late.ready(), 1000)).resolves.toBeUndefined();
  }, 30_000);
});
