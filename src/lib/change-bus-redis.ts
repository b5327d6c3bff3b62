import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { announceChange, setRemote, type Change } from "./change-bus";
import { announceSessionChange, setSessionRemote, type SessionChange } from "./session-bus";
import { errorFields, log } from "./logger";

type Envelope<T> = { from: string; change: T };

/**
 * Carries change announcements between app instances over Redis pub/sub. Each bridge publishes
 * what its own process announced and delivers what other instances announced (its own messages
 * come back from Redis too and are skipped). Delivery takes milliseconds; a message lost while
 * Redis is away is caught by each cache's own backstop (fingerprint check or maximum age).
 */
export function createChangeBridge(opts: {
  url: string;
  channel: string;
  deliver: (change: Change) => void | Promise<void>;
}) {
  return createBridge<Change>({ ...opts, valid: (c) => Array.isArray(c.ids) });
}

async function createBridge<T>(opts: {
  url: string;
  channel: string;
  deliver: (change: T) => void | Promise<void>;
  /** whether a message's change has this bus's shape */
  valid: (change: T) => boolean;
}) {
  const valid = opts.valid;
  const from = randomUUID();
  const pub = new Redis(opts.url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(opts.url, { maxRetriesPerRequest: null });
  sub.on("message", (channel: string, text: string) => {
    if (channel !== opts.channel) return;
    let msg: Envelope<T>;
    try {
      msg = JSON.parse(text) as Envelope<T>;
    } catch {
      return; // not ours
    }
    if (msg.from === from || !msg.change || !valid(msg.change)) return;
    Promise.resolve(opts.deliver(msg.change)).catch((err) =>
      log("change-bus").error(errorFields(err), "remote delivery failed"),
    );
  });
  await sub.subscribe(opts.channel);
  return {
    forward(change: T): void {
      pub
        .publish(opts.channel, JSON.stringify({ from, change } satisfies Envelope<T>))
        .catch((err) => log("change-bus").error(errorFields(err), "publish failed"));
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

/** The same for the session bus, on its own channel: sign-outs and account changes reach every instance's session cache. */
export async function connectSessionBus(url: string, channel: string): Promise<() => Promise<void>> {
  const bridge = await createBridge<SessionChange>({
    url,
    channel,
    valid: (c) => Array.isArray(c.users) && Array.isArray(c.tokens),
    deliver: (change) => announceSessionChange(change, { fromRemote: true }),
  });
  setSessionRemote((change) => bridge.forward(change));
  return async () => {
    setSessionRemote(null);
    await bridge.close();
  };
}
