// Which requests the visitor page cache may answer, and which responses it may keep.
// (Pages, plus the two public catalog reads the header and quick view ask for over and over.)
// A page rendered without a session cookie holds nothing personal: the layout reads the viewer
// only from the Better Auth session (src/features/accounts/server/session.ts) and pages read no
// other cookie or header. Everything else a page varies on is in the URL, the host, or the
// headers Next's client router sends for RSC navigations — all part of the key.

import { createHmac, timingSafeEqual } from "node:crypto";

export type RequestLike = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

/** Paths never cached: Next's own assets (already immutable files), generated media, uploads. */
const BYPASS_PREFIXES = ["/_next/", "/media/", "/uploads/"];
/** The API is never cached except these public reads, whose answer depends only on the URL for a visitor. */
const CACHED_API_PREFIXES = ["/api/search?", "/api/product-view/"];
/** Public reads that are the same for everyone, signed in or not: one shared copy (the webinar popup). */
const SHARED_API_PATHS = ["/api/next-webinar-popup"];

/** Next's client router renders a different payload for these; they are part of the key. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-router-state-tree",
  "next-url",
];

const SESSION_TOKEN = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/;
const AUTH_COOKIE = /^(?:__Secure-)?better-auth\./;

/** Decides whether a session token cookie's value is one the app signed (see `signedSessionCheck`). */
export type SessionCheck = (cookieValue: string) => boolean;

/**
 * A session token cookie is `token.signature` (HMAC-SHA256 of the token with the app secret,
 * base64), URL-encoded. Checking the signature here costs microseconds and no database read, so
 * a made-up cookie cannot push a visitor past the cache; a signed but expired session still
 * bypasses it and is rendered by Next as the visitor it now is.
 */
export function signedSessionCheck(secret: () => string | null): SessionCheck {
  return (cookieValue) => {
    const key = secret();
    if (!key) return true; // no secret yet: be safe, let Next decide
    let value: string;
    try {
      value = decodeURIComponent(cookieValue);
    } catch {
      return false;
    }
    const dot = value.lastIndexOf(".");
    if (dot <= 0) return false;
    const expected = createHmac("sha256", key).update(value.slice(0, dot)).digest();
    const given = Buffer.from(value.slice(dot + 1), "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}

/** Any session cookie at all counts (tests and a server with no secret). */
export const anySessionCookie: SessionCheck = () => true;

/** The Cookie header without the sign-in cookies: what a visitor's render is given. */
export function withoutAuthCookies(cookie: string): string {
  return cookie
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c && !AUTH_COOKIE.test(c))
    .join("; ");
}

function header(req: RequestLike, name: string): string {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(",") : (v ?? "");
}

export { MEMBER_SHELL, RENDER_HEADER } from "../../lib/member-shell";
const MEMBER_PREFIX = "member\n";
const VISITOR_PREFIX = "visitor\n"; // both prefixed, so no Host header can make one look like the other

/** Whether a signed-in buyer may get the shared member shell of a path (no query string). */
export type ShellPaths = (path: string) => boolean;
export const noShellPaths: ShellPaths = () => false;

/** Collections that list products for every buyer alike. */
const SHELL_COLLECTIONS = new Set(["/", "/today-deals", "/featured-products", "/hot-products"]);

/**
 * The storefront pages drawn alike for every signed-in buyer: home, the collections, a vendor's shop
 * and `/{slug}` (a product, service or category), unless a route of its own (`/cart`, `/api`, ...)
 * owns that first segment. `topLevelRoutes` are those segments, read from Next's route manifest.
 * A segment with a dot is a file (`/robots.txt`, `/icon.svg`), never a slug.
 */
export function memberShellPaths(topLevelRoutes: ReadonlySet<string>): ShellPaths {
  return (path) => {
    if (SHELL_COLLECTIONS.has(path)) return true;
    const segments = path.split("/").slice(1);
    if (segments.length === 2 && segments[0] === "vendors") return /^[^.]+$/.test(segments[1]!);
    return segments.length === 1 && /^[^.]+$/.test(segments[0]!) && !topLevelRoutes.has(segments[0]!);
  };
}

/** The first path segments Next's app routes own, from `.next/app-path-routes-manifest.json`'s values. */
export function topLevelRoutesOf(routes: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const route of routes) {
    const first = route.split("/")[1];
    if (first && !first.startsWith("[") && !first.startsWith("(")) out.add(first);
  }
  return out;
}

/**
 * The cache key for a request, or null when the request must reach the renderer. A visitor's key is
 * the URL as rendered without a session; a signed-in buyer's, on a shell path, the member shell's
 * (`isMemberShellKey`). Any other signed-in request goes to Next.
 */
export function pageCacheKey(
  req: RequestLike,
  isSession: SessionCheck = anySessionCookie,
  shellPaths: ShellPaths = noShellPaths,
): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "/";
  if (!url.startsWith("/") || BYPASS_PREFIXES.some((p) => url.startsWith(p))) return null;
  const shared = SHARED_API_PATHS.includes(url.split("?")[0]!);
  if (url.startsWith("/api/") && !shared && !CACHED_API_PREFIXES.some((p) => url.startsWith(p))) return null;
  // a claimed user id without a session must get its 401, never a visitor's answer
  if (header(req, "next-action") || header(req, "x-user-id")) return null;
  const token = SESSION_TOKEN.exec(header(req, "cookie"))?.[1];
  const member = !shared && token !== undefined && isSession(token);
  if (member && (url.startsWith("/api/") || !shellPaths(url.split("?")[0]!))) return null;
  const router = ROUTER_HEADERS.map((h) => header(req, h)).join("\n");
  return `${member ? MEMBER_PREFIX : VISITOR_PREFIX}${header(req, "host")}\n${url}\n${router}`;
}

/**
 * The path of a signed-in buyer's document GET a page keeper may answer (lib/kept-pages.ts): no query
 * string, no router payload, no server action, a validly signed session cookie. Null otherwise.
 */
export function keptPagePath(req: RequestLike, isSession: SessionCheck = anySessionCookie): string | null {
  if (req.method !== "GET") return null;
  const url = req.url ?? "";
  if (!url.startsWith("/") || url.includes("?")) return null;
  if (header(req, "next-action") || ROUTER_HEADERS.some((h) => header(req, h))) return null;
  const token = SESSION_TOKEN.exec(header(req, "cookie"))?.[1];
  return token !== undefined && isSession(token) ? url : null;
}

export const isMemberShellKey = (key: string) => key.startsWith(MEMBER_PREFIX);

/** Only plain successful answers are shared: no cookies set, no redirects, no errors, no streams. */
export function isStorableResponse(
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
): boolean {
  if (status !== 200) return false;
  if (headers["set-cookie"] !== undefined) return false;
  const type = String(headers["content-type"] ?? "");
  return type.startsWith("text/html") || type.startsWith("text/x-component") || type.startsWith("application/json");
}

/** Connection- and body-specific headers are recomputed when a stored page is sent. */
const NOT_STORED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
]);

export function headersToStore(headers: Record<string, string | string[] | number | undefined>): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_STORED.has(name)) continue;
    if (name === "vary") continue; // rewritten below with Accept-Encoding added
    out.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  const vary = String(headers["vary"] ?? "");
  out.push(["vary", /accept-encoding/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"]);
  return out;
}

export type Encoding = "br" | "gzip";

/**
 * The compression to send: the one the client weighs highest (q=0 refuses; `*` stands for any not
 * named), brotli on a tie (a page is about a quarter smaller than with gzip), none when neither.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (e: Encoding) => weights.get(e) ?? weights.get("*") ?? 0;
  const best = (["br", "gzip"] as const).reduce((a, b) => (weightOf(b) > weightOf(a) ? b : a));
  return weightOf(best) > 0 ? best : null;
}

/** If-None-Match may list several tags, or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag === etag || tag.replace(/^W\//, "") === etag.replace(/^W\//, "");
  });
}

/** A response's Vary with Accept-Encoding added (once), for a body compressed on the way out. */
export function varyOnEncoding(vary: string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(",") : (vary ?? ""))
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === "accept-encoding" || n === "*")) names.push("Accept-Encoding");
  return names.join(", ");
}
