import "server-only";
import { Redis } from "ioredis";
import { getConfig } from "@/lib/config";
import { errorFields, log } from "@/lib/logger";

/** One frame for the browser: `kind` becomes the SSE event name, `to` a user id or "*" for everyone. */
export type LiveEvent = { to: string; kind: "notification" | "chat" | "cart"; data: unknown };
type Listener = (frame: string) => void;

const SUBSCRIBE_WAIT_MS = 2000;
/** 0.1, 0.2, 0.4 … seconds between reconnect attempts, at most 5 s. */
const reconnectDelay = (attempt: number) => Math.min(100 * 2 ** Math.min(attempt - 1, 6), 5000);

export function sseFrame(kind: string, data: unknown): string {
  return `event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Fan-out of live events to the open SSE streams. Without Redis it is an in-process bus; with
 * Redis every publish goes through one pub/sub channel and each instance delivers to its own
 * listeners, so an event created on one app instance reaches a browser connected to another.
 */
export class LiveBus {
  private readonly byUser = new Map<string, Set<Listener>>();
  private sub: Redis | null = null;
  private pub: Redis | null = null;
  private subReady: Promise<void> | null = null;

  constructor(
    private readonly redisUrl: string | null,
    private readonly channel = "dvm:live",
  ) {}

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /**
   * Resolves once this instance receives cross-instance events (immediately without Redis), or after
   * SUBSCRIBE_WAIT_MS while Redis is unreachable: a stream then opens anyway and its cross-instance
   * events start once the subscriber, reconnecting with backoff, is back (it subscribes again then).
   */
  ready(): Promise<void> {
    if (!this.redisUrl) return Promise.resolve();
    if (!this.sub) {
      this.sub = new Redis(this.redisUrl, { maxRetriesPerRequest: null, retryStrategy: reconnectDelay });
      this.sub.on("error", (err) => log("live").error(errorFields(err), "redis subscriber"));
      this.sub.on("message", (_channel: string, raw: string) => {
        try {
          this.deliver(JSON.parse(raw) as LiveEvent);
        } catch (err) {
          log("live").error(errorFields(err), "bad message");
        }
      });
      // queued while the connection is down, sent once it is up
      this.subReady = this.sub.subscribe(this.channel).then(
        () => undefined,
        (err: Error) => log("live").error(errorFields(err), "subscribe failed"),
      );
    }
    return Promise.race([this.subReady!, new Promise<void>((r) => setTimeout(r, SUBSCRIBE_WAIT_MS).unref())]);
  }

  subscribe(userId: string, listener: Listener): () => void {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set!.delete(listener);
      if (set!.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  async publish(event: LiveEvent): Promise<void> {
    if (!this.redisUrl) {
      this.deliver(event);
      return;
    }
    this.pub ??= new Redis(this.redisUrl, { maxRetriesPerRequest: 2 });
    await this.pub.publish(this.channel, JSON.stringify(event));
  }

  /** Encodes the frame once and hands it to every listener of the addressee (or all of them). */
  deliver(event: LiveEvent): void {
    const frame = sseFrame(event.kind, event.data);
    const targets =
      event.to === "*" ? [...this.byUser.values()] : ([this.byUser.get(event.to)].filter(Boolean) as Set<Listener>[]);
    for (const set of targets)
      for (const fn of set) {
        try {
          fn(frame);
        } catch (err) {
          log("live").error(errorFields(err), "listener failed");
        }
      }
  }

  async close(): Promise<void> {
    this.byUser.clear();
    await Promise.all([this.sub?.quit().catch(() => undefined), this.pub?.quit().catch(() => undefined)]);
  }
}

const holder = globalThis as unknown as { __dvmLiveBus?: LiveBus };

/** The process-wide bus (kept on globalThis so dev reloads share one). */
export function getLiveBus(): LiveBus {
  holder.__dvmLiveBus ??= new LiveBus(getConfig().REDIS_URL ?? null, getConfig().LIVE_CHANNEL);
  return holder.__dvmLiveBus;
}

/** Publishing never breaks the write that caused it: the row is stored, the live push is best effort. */
export async function publishLive(event: LiveEvent): Promise<void> {
  try {
    await getLiveBus().publish(event);
  } catch (err) {
    log("live").error(errorFields(err), "publish failed");
  }
}
