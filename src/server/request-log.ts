// One log line and one metrics sample per request, with a request id: a trusted proxy's
// X-Request-Id (TRUST_PROXY > 0), else one made here; returned in the response, and carried by
// every line logged while the request is answered (lib/request-context.ts).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "../lib/logger";
import { metrics } from "../lib/metrics";
import { REQUEST_ID_PATTERN, runWithContext, type WorkContext } from "../lib/request-context";

export const REQUEST_ID_HEADER = "x-request-id";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export function requestIdOf(req: IncomingMessage, trustProxy: number): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  if (trustProxy > 0 && typeof sent === "string" && REQUEST_ID_PATTERN.test(sent)) return sent;
  return randomUUID();
}

/** Better Auth's session cookie, as accounts' session reader finds it. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;
type KnownSessions = { get(cookie: string): { id: string } | null | undefined };

/**
 * The user of a request whose session this process already knows (accounts' session cache, kept on
 * globalThis): a member shell answered from the page cache reads no session, yet its line names the user.
 * Never a database read, and never the cookie itself.
 */
export function knownUserOf(cookieHeader: string | undefined): string | undefined {
  const cookie = SESSION_COOKIE.exec(cookieHeader ?? "")?.[1];
  if (!cookie) return undefined;
  const sessions = (globalThis as { __dvmSessions?: KnownSessions }).__dvmSessions;
  return sessions?.get(cookie)?.id ?? undefined;
}

export function observeRequests(
  handle: Handler,
  opts: { trustProxy: number; routeOf: (path: string) => string },
): Handler {
  const logger = log("http");
  const { requests, requestSeconds } = metrics();
  return (req, res) => {
    const started = performance.now();
    const requestId = requestIdOf(req, opts.trustProxy);
    req.headers[REQUEST_ID_HEADER] = requestId; // what Next (and the page cache's loopback render) sees
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const ctx: WorkContext = { requestId };
    // kept as it came: the page cache takes the sign-in cookies off a request it answers with a shared copy
    const cookie = req.headers.cookie;
    res.once("close", () => {
      const ms = performance.now() - started;
      const route = opts.routeOf(req.url ?? "/");
      const labels = { route, method: req.method ?? "GET", status: String(res.statusCode) };
      requests.inc(labels);
      requestSeconds.observe(labels, ms / 1000);
      const line = { method: labels.method, route, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      ctx.userId ??= knownUserOf(cookie);
      const aborted = !res.writableFinished;
      runWithContext(ctx, () => logger.info(aborted ? { ...line, aborted } : line, "request"));
    });
    return runWithContext(ctx, () => handle(req, res));
  };
}
