import "server-only";
import { getLiveBus } from "./live-bus";

const HEARTBEAT_MS = 15_000;

/**
 * An SSE response subscribed to one user's events. Heartbeats keep proxies from closing an idle
 * stream; the subscription ends when the browser goes away (abort) or the stream is cancelled.
 */
export async function liveStream(req: Request, userId: string): Promise<Response> {
  const bus = getLiveBus();
  await bus.ready();
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
