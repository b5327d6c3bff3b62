// Two app instances sharing one Redis: a write announced on one reaches the other's caches.
// Runs against the local Redis (REDIS_TEST_URL, default redis://127.0.0.1:6379), on a channel of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { announceChange, onChange, type Change } from "@/lib/change-bus";
import { connectChangeBus, connectSessionBus, createChangeBridge } from "@/lib/change-bus-redis";
import { announceSessionChange, onSessionChange, type SessionChange } from "@/lib/session-bus";

const url = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const channel = `test-changes-${process.pid}-${Date.now().toString(36)}`;

const waitFor = async (check: () => boolean, ms = 1000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not delivered within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return Date.now() - start;
};

describe("change bus across instances through Redis", () => {
  let disconnect: () => Promise<void>;
  let other: Awaited<ReturnType<typeof createChangeBridge>>;
  const seenHere: Change[] = [];
  const seenThere: Change[] = [];

  beforeAll(async () => {
    const probe = new Redis(url, { maxRetriesPerRequest: 1 });
    expect(await probe.ping()).toBe("PONG");
    await probe.quit();
    disconnect = await connectChangeBus(url, channel); // this process: instance A
    other = await createChangeBridge({ url, channel, deliver: (c) => void seenThere.push(c) }); // instance B
    onChange((c) => void seenHere.push(c));
  });
  afterAll(async () => {
    await other?.close();
    await disconnect?.();
  });

  it("a change announced here reaches the other instance within a second, once", async () => {
    await announceChange({ kind: "product", ids: [41, 42] });
    const ms = await waitFor(() => seenThere.length > 0);
    expect(ms).toBeLessThan(1000);
    expect(seenThere).toEqual([{ kind: "product", ids: [41, 42] }]);
    expect(seenHere).toEqual([{ kind: "product", ids: [41, 42] }]); // local listeners ran once, no echo
  });

  it("a change announced on the other instance runs this process's listeners without bouncing back", async () => {
    seenHere.length = 0;
    seenThere.length = 0;
    other.forward({ kind: "category", ids: [7] });
    await waitFor(() => seenHere.length > 0);
    expect(seenHere).toEqual([{ kind: "category", ids: [7] }]);
    await new Promise((r) => setTimeout(r, 100));
    expect(seenThere).toEqual([]); // not re-published by this process
  });

  it("ignores messages that are not changes", async () => {
    seenHere.length = 0;
    const raw = new Redis(url);
    await raw.publish(channel, "not json");
    await raw.publish(channel, JSON.stringify({ from: "x", change: { kind: "product" } }));
    await raw.quit();
    await new Promise((r) => setTimeout(r, 100));
    expect(seenHere).toEqual([]);
  });
});

describe("session bus across instances through Redis", () => {
  const sessionChannel = `${channel}:sessions`;
  let disconnect: () => Promise<void>;
  let listener: Redis;
  const heardThere: string[] = [];
  const heardHere: SessionChange[] = [];

  beforeAll(async () => {
    disconnect = await connectSessionBus(url, sessionChannel); // this process: instance A
    listener = new Redis(url); // instance B's side of the channel, read raw
    listener.on("message", (_c: string, text: string) => void heardThere.push(text));
    await listener.subscribe(sessionChannel);
    onSessionChange((c) => void heardHere.push(c));
  });
  afterAll(async () => {
    await listener?.quit();
    await disconnect?.();
  });

  it("a sign-out or an account's change here reaches the other instance; one there reaches this process's cache", async () => {
    announceSessionChange({ users: ["u1"], tokens: [] });
    await waitFor(() => heardThere.length > 0);
    expect(JSON.parse(heardThere[0]!).change).toEqual({ users: ["u1"], tokens: [] });
    heardHere.length = 0;
    const pub = new Redis(url);
    await pub.publish(sessionChannel, JSON.stringify({ from: "instance-b", change: { users: [], tokens: ["t9"] } }));
    await pub.publish(sessionChannel, JSON.stringify({ from: "instance-b", change: { kind: "product", ids: [1] } }));
    await pub.quit();
    await waitFor(() => heardHere.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(heardHere).toEqual([{ users: [], tokens: ["t9"] }]); // a catalog change's shape is not a session's
  });
});
