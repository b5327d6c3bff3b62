// Answers a GET whose route module registered itself in lib/front-routes.ts, in front of Next: the
// request becomes a Web Request as Next would hand it, the handler's Response is written back with
// the headers next.config.ts gives every response.
import type { IncomingMessage, ServerResponse } from "node:http";
import { frontRouteFor, type FrontHandler } from "../lib/front-routes";
import { currentContext } from "../lib/request-context";
import { HSTS, securityHeaders } from "../lib/security-headers";

export type FrontRoute = { handler: FrontHandler; params: Record<string, string> };

/** The registered route a request is for: only GET, only once its module has loaded in Next. */
export function frontRouteOf(req: IncomingMessage): FrontRoute | null {
  if (req.method !== "GET" || !req.url?.startsWith("/api/")) return null;
  const q = req.url.indexOf("?");
  return frontRouteFor(q < 0 ? req.url : req.url.slice(0, q));
}

/** The request as Next would hand it to a route: a Web Request with the same headers (GET). */
export function webRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const proto = req.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  return new Request(`${proto}://${req.headers.host ?? "localhost"}${req.url}`, { method: "GET", headers });
}

export async function answerFrontRoute(req: IncomingMessage, res: ServerResponse, route: FrontRoute): Promise<void> {
  const ctx = currentContext(); // the request's own context (request-log.ts): its reads need no mark of Next's
  if (ctx) ctx.outsideNext = true;
  const response = await route.handler(webRequest(req), { params: Promise.resolve(route.params as never) });
  const body = Buffer.from(await response.arrayBuffer());
  for (const { key, value } of securityHeaders()) res.setHeader(key, value);
  if (req.headers["x-forwarded-proto"] === "https") res.setHeader(HSTS.key, HSTS.value);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie") res.setHeader(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("set-cookie", cookies);
  res.setHeader("content-length", body.length);
  res.writeHead(response.status);
  res.end(body);
}
