// The public HTTP server: hands each request to one handler and knows which are in flight, so a
// shutdown can stop taking new ones, let those finish (a checkout is never cut off), and only then
// let the caller close the database.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { log } from "../lib/logger";
import { guardBody } from "./body-guard";

/**
 * Connections the kernel may hold for us while the event loop is busy (capped by net.core.somaxconn).
 * Node's default of 511 overflowed when a few thousand live streams reconnected at once on a busy
 * machine, and the overflow showed as connections reset.
 */
export const LISTEN_BACKLOG = 4096;

/** Requests that stay open by design (live notification streams): never waited for. */
const LONG_LIVED = ["/api/live"];

export type Front = {
  server: Server;
  /** Listens with LISTEN_BACKLOG; resolves once listening. */
  listen(port: number, host: string): Promise<void>;
  /** requests being answered now (long-lived streams excluded) */
  readonly inFlight: number;
  /**
   * Stops accepting, waits for requests in flight (at most `drainMs`), closes every connection,
   * then runs `afterDrain` (close the database). Resolves with whether everything finished in time.
   */
  shutdown(afterDrain?: () => Promise<void>): Promise<boolean>;
};

/** Whether the path of a request target decodes as UTF-8 percent-encoding. */
export function decodablePath(url: string | undefined): boolean {
  const path = (url ?? "/").split("?")[0]!;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function createFront(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  opts: { drainMs?: number; bodyLimit?: (target: string) => number } = {},
): Front {
  const drainMs = opts.drainMs ?? 10_000;
  let inFlight = 0;
  let drained: (() => void) | null = null;
  let stopping = false;

  const server = createServer((req, res) => {
    const counted = !LONG_LIVED.some((p) => req.url?.startsWith(p));
    if (counted) {
      inFlight++;
      res.once("close", () => {
        inFlight--;
        if (inFlight === 0) drained?.();
      });
    }
    if (stopping) res.setHeader("connection", "close"); // kept-alive clients reconnect elsewhere
    if (!decodablePath(req.url)) {
      // Next decodes the path and answers a broken escape (`/%E0%A4%A`) with a 500: it is the client's mistake
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      res.end("The address contains a broken percent-encoding (a % not followed by a valid UTF-8 escape).");
      return;
    }
    if (opts.bodyLimit && !guardBody(req, res, opts.bodyLimit(req.url ?? "/"))) return;
    Promise.resolve(handle(req, res)).catch((err) => {
      log("http").error(
        { err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err) },
        "unhandled",
      );
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });

  let shuttingDown: Promise<boolean> | null = null;
  return {
    server,
    listen: (port, host) =>
      new Promise<void>((resolve) => server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => resolve())),
    get inFlight() {
      return inFlight;
    },
    shutdown(afterDrain) {
      shuttingDown ??= (async () => {
        stopping = true;
        server.close(); // no new connections
        server.closeIdleConnections();
        const finished =
          inFlight === 0 ||
          (await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), drainMs);
            drained = () => {
              clearTimeout(timer);
              resolve(true);
            };
          }));
        server.closeAllConnections(); // live streams, and whatever outlived the bound
        try {
          await afterDrain?.();
        } catch (err) {
          log("server").error({ err: String(err) }, "shutting down");
        }
        return finished;
      })();
      return shuttingDown;
    },
  };
}
