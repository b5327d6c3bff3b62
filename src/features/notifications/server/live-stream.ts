import "server-only";
import { json } from "@/lib/http";
import { gaugeOnScrape } from "@/lib/metrics";
import { LIVE_STREAMS_PER_ACCOUNT } from "@/lib/route-limits";
import { getLiveBus } from "./live-bus";

const HEARTBEAT_MS = 15_000;
// one account's open streams in this process: thousands of streams from one account would crowd out everyone
// on globalThis: the route's bundle opens streams, the metrics (defined at start-up) count them
const holder = globalThis as unknown as { __dvmOpenStreams?: Map<string, number> };
const openStreams = (holder.__dvmOpenStreams ??= new Map<string, number>());

/** Live streams this process holds open now (all accounts), for the metrics listener. */
export function defineLiveMetrics(): void {
  gaugeOnScrape("live_streams_open", "Live notification streams open in this process", [], (set) => {
    let n = 0;
    for (const count of openStreams.values()) n += count;
    set({}, n);
  });
}

/**
 * An SSE response subscribed to one user's events. Heartbeats keep proxies from closing an idle
 * stream; the subscription ends when the browser goes away (abort) or the stream is cancelled.
 */
export async function liveStream(req: Request, userId: string): Promise<Response> {
  const open = openStreams.get(userId) ?? 0;
  if (open >= LIVE_STREAMS_PER_ACCOUNT) {
    const message = "Too many open live connections for this account. Close a tab and try again.";
    return json({ success: false, message }, { status: 429, headers: { "Retry-After": "30" } });
  }
  openStreams.set(userId, open + 1);
  let counted = true;
  const release = () => {
    if (!counted) return;
    counted = false;
    const n = (openStreams.get(userId) ?? 1) - 1;
    if (n <= 0) openStreams.delete(userId);
    else openStreams.set(userId, n);
  };
  const bus = getLiveBus();
  try {
    await bus.ready();
  } catch (err) {
    release();
    throw err;
  }
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (frame: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(frame));
        } catch {
          cleanup();
        }
      };
      const unsubscribe = bus.subscribe(userId, send);
      const heartbeat = setInterval(() => send(`: ping ${Date.now()}\n\n`), HEARTBEAT_MS);
      cleanup = () => {
        if (closed) return;
        closed = true;
        release();
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      req.signal.addEventListener("abort", () => cleanup(), { once: true });
      send(`retry: 3000\nevent: ready\ndata: {"ok":true}\n\n`);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}
