// SIGTERM during a slow request: the request finishes, new connections are refused, and the
// database is closed only after the last request in flight has ended (or the bound has passed).
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createFront } from "@/server/front";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits until the server has the request (a fixed pause is too short on a busy machine). */
const arrived = async (front: { inFlight: number }) => {
  for (const until = Date.now() + 5000; front.inFlight === 0 && Date.now() < until;) await sleep(10);
};

async function start(slowMs: number, drainMs: number) {
  const events: string[] = [];
  const front = createFront(
    async (req, res) => {
      if (req.url === "/api/live") return void res.write("data: open\n\n"); // never ends by itself
      if (req.url === "/slow") {
        res.write("started ");
        await sleep(slowMs);
      }
      res.end(`done ${req.url}`);
      events.push(`answered ${req.url}`);
    },
    { drainMs },
  );
  front.server.listen(0, "127.0.0.1");
  await once(front.server, "listening");
  const base = `http://127.0.0.1:${(front.server.address() as AddressInfo).port}`;
  return { front, base, events };
}

describe("graceful shutdown", () => {
  it("finishes a slow request started before the signal, then closes the database", async () => {
    const { front, base, events } = await start(600, 10_000);
    const live = await fetch(`${base}/api/live`); // an open stream does not hold the shutdown up
    const slow = fetch(`${base}/slow`).then((r) => r.text());
    await arrived(front);
    expect(front.inFlight).toBe(1);
    const t0 = Date.now();
    const stopped = front.shutdown(async () => void events.push("database closed"));
    await expect(fetch(`${base}/fast`)).rejects.toThrow(); // no new connections
    expect(await slow).toBe("started done /slow");
    expect(await stopped).toBe(true);
    expect(events).toEqual(["answered /slow", "database closed"]);
    expect(Date.now() - t0).toBeLessThan(2000);
    await live.body?.cancel().catch(() => undefined);
  });

  it("stops waiting at the bound: a request that hangs is cut, and the database still closes", async () => {
    const { front, base, events } = await start(60_000, 300);
    const hung = fetch(`${base}/slow`)
      .then((r) => r.text())
      .catch(() => "cut");
    await arrived(front);
    const t0 = Date.now();
    expect(await front.shutdown(async () => void events.push("database closed"))).toBe(false);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(events).toEqual(["database closed"]);
    expect(await hung).toBe("cut");
  });
});
