// GET /api/ip answered by the server in front of Next: the visitor's address is what this server
// stamped on the request a moment ago (lib/client-address.ts), so Next's request path (about 1.3 ms
// of CPU for any route handler on Node 20, however trivial) is not spent on it. The Next route
// (app/api/ip) answers the same in `npm run dev`, where this server is not in front.
import type { IncomingMessage, ServerResponse } from "node:http";
import { CLIENT_IP_HEADER } from "../lib/client-address";
import { HSTS, securityHeaders } from "../lib/security-headers";

export const isAddressRequest = (req: IncomingMessage) =>
  (req.method === "GET" || req.method === "HEAD") &&
  (req.url === "/api/ip" || req.url?.startsWith("/api/ip?") === true);

export function answerAddress(req: IncomingMessage, res: ServerResponse): void {
  const body = JSON.stringify({ ip: String(req.headers[CLIENT_IP_HEADER] ?? "") });
  for (const { key, value } of securityHeaders()) res.setHeader(key, value);
  if (req.headers["x-forwarded-proto"] === "https") res.setHeader(HSTS.key, HSTS.value);
  res.writeHead(200, {
    "content-type": "application/json",
    // only this browser's own address: it keeps it for ten minutes (as the Next route says)
    "cache-control": "private, max-age=600",
    "content-length": Buffer.byteLength(body),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
