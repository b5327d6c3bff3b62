// Puts the visitor page cache in front of a Node request handler (Next's, in production).
// Visitors (no session cookie) share one rendering of each URL for a few seconds; concurrent
// misses for the same URL wait for a single render. Signed-in requests, the API and anything
// that sets a cookie always reach the renderer.
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { acceptsGzip, headersToStore, isStorableResponse, matchesEtag, pageCacheKey } from "./rules";
import { PageStore, type StoredPage } from "./store";
import type { Config } from "../../lib/config";

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

type Captured = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

/** Lets the renderer write into memory instead of the socket, then gives the response back. */
function captureResponse(res: ServerResponse): Promise<Captured | null> {
  const original = { write: res.write, end: res.end, writeHead: res.writeHead, flushHeaders: res.flushHeaders };
  const chunks: Buffer[] = [];
  const toBuffer = (chunk: unknown, enc?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, (enc as BufferEncoding) || "utf8")
        : Buffer.from(chunk as Uint8Array);
  return new Promise((resolve) => {
    const restore = () => Object.assign(res, original);
    res.once("close", () => {
      restore();
      resolve(null);
    }); // client went away before the render ended
    res.flushHeaders = () => {};
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      res.statusCode = status;
      const headers = (typeof rest[0] === "string" ? rest[1] : rest[0]) as OutgoingHttpHeaders | undefined;
      for (const [k, v] of Object.entries(headers ?? {})) if (v !== undefined) res.setHeader(k, v);
      return res;
    }) as ServerResponse["writeHead"];
    res.write = ((chunk: unknown, enc?: unknown, cb?: unknown) => {
      if (chunk) chunks.push(toBuffer(chunk, typeof enc === "string" ? enc : undefined));
      const done = typeof enc === "function" ? enc : cb;
      if (typeof done === "function") queueMicrotask(() => done());
      return true;
    }) as ServerResponse["write"];
    res.end = ((chunk?: unknown, enc?: unknown, cb?: unknown) => {
      if (chunk && typeof chunk !== "function") chunks.push(toBuffer(chunk, typeof enc === "string" ? enc : undefined));
      restore();
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
      const done = [chunk, enc, cb].find((x) => typeof x === "function");
      if (typeof done === "function") res.once("finish", () => done());
      return res;
    }) as ServerResponse["end"];
  });
}

function storedPageFrom(captured: Captured, now: number): StoredPage {
  const etag = `W/"${createHash("sha1").update(captured.body).digest("base64url")}"`;
  return {
    status: captured.status,
    headers: headersToStore(captured.headers),
    body: captured.body,
    gzip: gzipSync(captured.body),
    etag,
    storedAt: now,
  };
}

function sendStored(req: IncomingMessage, res: ServerResponse, page: StoredPage, state: "HIT" | "MISS", now: number) {
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("etag", page.etag);
  res.setHeader("x-page-cache", state);
  res.setHeader("age", String(Math.floor((now - page.storedAt) / 1000)));
  if (matchesEtag(req.headers["if-none-match"], page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const gzip = acceptsGzip(req.headers["accept-encoding"]);
  const body = gzip ? page.gzip : page.body;
  if (gzip) res.setHeader("content-encoding", "gzip");
  res.setHeader("content-length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}

export type PageCacheOptions = { ttlMs: number; maxBytes: number; now?: () => number };

export function withPageCache(render: NodeHandler, opts: PageCacheOptions) {
  const store = new PageStore(opts);
  const inflight = new Map<string, Promise<StoredPage | null>>();

  async function renderAndStore(key: string, req: IncomingMessage, res: ServerResponse) {
    const acceptEncoding = req.headers["accept-encoding"];
    delete req.headers["accept-encoding"]; // the stored copy is identity; gzip is made once below
    const capturing = captureResponse(res);
    // the render's own errors end in its response (Next writes a 500 page); the capture sees that
    Promise.resolve()
      .then(() => render(req, res))
      .catch(() => undefined);
    const captured = await capturing;
    req.headers["accept-encoding"] = acceptEncoding;
    if (!captured) return null;
    if (!isStorableResponse(captured.status, captured.headers)) {
      res.end(captured.body); // sent as rendered (headers are already on res)
      return null;
    }
    const page = storedPageFrom(captured, store.now());
    store.set(key, page);
    sendStored(req, res, page, "MISS", store.now());
    return page;
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const key = pageCacheKey(req);
    if (key === null) return render(req, res);
    const hit = store.get(key);
    if (hit) return sendStored(req, res, hit, "HIT", store.now());
    const pending = inflight.get(key);
    if (pending) {
      const page = await pending;
      return page ? sendStored(req, res, page, "HIT", store.now()) : render(req, res);
    }
    if (req.method !== "GET") return render(req, res); // a HEAD render has no body to keep
    const leading = renderAndStore(key, req, res);
    inflight.set(key, leading);
    try {
      await leading;
    } finally {
      inflight.delete(key);
    }
  };
  return Object.assign(handler, { store });
}

/** PAGE_CACHE=off disables it, as does a PAGE_CACHE_TTL (seconds) or PAGE_CACHE_MB of 0. */
export function pageCacheOptionsFrom(
  config: Pick<Config, "PAGE_CACHE" | "PAGE_CACHE_TTL" | "PAGE_CACHE_MB">,
): PageCacheOptions | null {
  if (!config.PAGE_CACHE) return null;
  const { PAGE_CACHE_TTL: ttl, PAGE_CACHE_MB: mb } = config;
  if (!(ttl > 0) || !(mb > 0)) return null;
  return { ttlMs: ttl * 1000, maxBytes: mb * 1024 * 1024 };
}
