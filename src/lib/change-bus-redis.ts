import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { announceChange, setRemote, type Change } from "./change-bus";

type Envelope = { from: string; change: Change };

/**
 * Carries change announcements between app instances over Redis pub/sub. Each bridge publishes
 * what its own process announced and delivers what other instances announced (its own messages
 * come back from Redis too and are skipped). Delivery takes milliseconds; a message lost while
 * Redis is away is caught by each cache's own backstop (fingerprint check or maximum age).
 */
export async function createChangeBridge(opts: {
  url: string;
  channel: string;
  deliver: (change: Change) => void | Promise<void>;
}) {
  const from = randomUUID();
  const pub = new Redis(opts.url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(opts.url, { maxRetriesPerRequest: null });
  sub.on("message", (channel: string, text: string) => {
    if (channel !== opts.channel) return;
    let msg: Envelope;
    try {
      msg = JSON.parse(text) as Envelope;
    } catch {
      return; // not ours
    }
    if (msg.from === from || !msg.change || !Array.isArray(msg.change.ids)) return;
    Promise.resolve(opts.deliver(msg.change)).catch((err) => console.error("[change-bus] remote delivery failed", err));
  });
  await sub.subscribe(opts.channel);
  return {
    forward(change: Change): void {
      pub
        .publish(opts.channel, JSON.stringify({ from, change } satisfies Envelope))
        .catch((err) => console.error("[change-bus] publish failed", err));
    },
    async close(): Promise<void> {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}

/** Joins this process's change bus to the other instances' through Redis; returns the way out. */
export async function connectChangeBus(url: string, channel: string): Promise<() => Promise<void>> {
  const bridge = await createChangeBridge({
    url,
    channel,
    deliver: (change) => announceChange(change, { fromRemote: true }),
  });
  setRemote((change) => bridge.forward(change));
  return async () => {
    setRemote(null);
    await bridge.close();
  };
}
