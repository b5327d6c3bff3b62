// The shared page cache in front of Next. It never touches a response Next is writing: a visitor's
// miss is fetched from Next over loopback like any reverse proxy would, streamed on to the visitor
// while it arrives and kept when complete; everything else goes straight to Next's handler.
// Visitors (no validly signed session cookie) share one rendering of each URL, and signed-in buyers
// one member shell of each storefront page (no prices beyond a visitor's; the page fetches the
// buyer's parts), until the TTL or the next catalog write (change bus), whichever comes first;
// concurrent misses wait for one render.
import { createHash } from "node:crypto";
import {
  Agent,
  request,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { Transform } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import { onChange } from "../../lib/change-bus";
import type { Config } from "../../lib/config";
import { log } from "../../lib/logger";
import { countCache } from "../../lib/metrics";
import {
  headersToStore,
  isMemberShellKey,
  isStorableResponse,
  varyOnEncoding,
  matchesEtag,
  MEMBER_SHELL,
  pageCacheKey,
  pickEncoding,
  RENDER_HEADER,
  type Encoding,
  withoutAuthCookies,
  type SessionCheck,
  type ShellPaths,
} from "./rules";
import { PageStore, type StoredPage } from "./store";

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Per-connection headers a proxy never forwards (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"];

/**
 * Brotli quality for pages: 5 makes a 194 kB results page 16.5 kB in 2 ms (gzip: 21.5 kB); 11
 * would make it 14.6 kB but take 120 ms.
 */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

function storedPageFrom(status: number, headers: IncomingHttpHeaders, body: Buffer, now: number): StoredPage {
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  const [gzip, br] = [gzipSync(body), brotliCompressSync(body, PAGE_BROTLI)];
  return { status, headers: headersToStore(headers), body, gzip, br, etag, storedAt: now };
}

/** A compressor that hands on each piece as it arrives, so the first visitor's page still streams. */
function streamingCompressor(encoding: Encoding): Transform {
  return encoding === "br"
    ? createBrotliCompress({ ...PAGE_BROTLI, flush: constants.BROTLI_OPERATION_FLUSH })
    : createGzip({ flush: constants.Z_SYNC_FLUSH });
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
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = encoding ? page[encoding] : page.body;
  if (encoding) res.setHeader("content-encoding", encoding);
  res.setHeader("content-length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}

export type PageCacheOptions = {
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
  /** which session cookies are real (default: any counts) */
  isSession?: SessionCheck;
  /** the pages signed-in buyers share as a member shell (default: none) */
  shellPaths?: ShellPaths;
};

/**
 * `render` is Next's request handler; `upstream` the loopback address where the same handler
 * listens (e.g. `http://127.0.0.1:41234`), used only for the misses the cache keeps.
 */
export function withPageCache(render: NodeHandler, upstream: () => string, opts: PageCacheOptions) {
  const store = new PageStore(opts);
  const inflight = new Map<string, Promise<StoredPage | null>>();
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  // any catalog write may show on any page: drop them all, and keep no render that began before it
  let generation = 0;
  const unsubscribe = onChange(() => {
    generation++;
    store.clear();
  });

  function fetchAndStore(key: string, req: IncomingMessage, res: ServerResponse): Promise<StoredPage | null> {
    const started = generation;
    const headers: IncomingHttpHeaders = { ...req.headers };
    for (const h of HOP_BY_HOP) delete headers[h];
    delete headers["accept-encoding"]; // the stored copy is identity; brotli and gzip are made once below
    delete headers["if-none-match"];
    delete headers["if-modified-since"];
    // The first visitor gets the miss compressed as it streams (each piece flushed on arrival, so
    // nothing waits for the render's end); the stored copy stays identity and is compressed once.
    const encoding = req.method === "HEAD" ? null : pickEncoding(req.headers["accept-encoding"]);
    return new Promise((resolve) => {
      const onResponse = (upRes: IncomingMessage) => {
        const status = upRes.statusCode ?? 502;
        const storable = isStorableResponse(status, upRes.headers);
        const out = { ...upRes.headers };
        for (const h of HOP_BY_HOP) delete out[h];
        if (encoding) {
          delete out["content-length"];
          out["content-encoding"] = encoding;
          out.vary = varyOnEncoding(out.vary);
        }
        res.writeHead(status, { ...out, ...(storable && { "x-page-cache": "MISS" }) });
        const sink = encoding ? streamingCompressor(encoding) : null;
        sink?.pipe(res);
        const chunks: Buffer[] = [];
        upRes.on("data", (chunk: Buffer) => {
          if (storable) chunks.push(chunk);
          if (!res.destroyed) (sink ?? res).write(chunk);
        });
        upRes.on("end", () => {
          (sink ?? res).end();
          if (!storable || started !== generation) return resolve(null);
          const page = storedPageFrom(status, upRes.headers, Buffer.concat(chunks), store.now());
          store.set(key, page);
          resolve(page);
        });
        upRes.on("error", () => {
          sink?.destroy();
          res.destroy();
          resolve(null);
        });
      };
      let left = false; // the client went away and the transfer was stopped here: no failure to report
      let up: ClientRequest;
      const send = (mayRetry: boolean) => {
        up = request(`${upstream()}${req.url}`, { method: "GET", headers, agent }, onResponse);
        up.on("error", (err: NodeJS.ErrnoException) => {
          // a kept-alive socket Next closed just as this GET went out on it: ask once more on a new one
          if (mayRetry && up.reusedSocket && err.code === "ECONNRESET" && !res.headersSent && !left) return send(false);
          if (!left) log("page-cache").error({ err }, "upstream failed");
          if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
          res.end("The page could not be rendered.");
          resolve(null);
        });
        up.end();
      };
      res.on("close", () => {
        if (res.writableFinished) return;
        left = true; // the client left (an abandoned prefetch, a closed tab): stop the render's transfer
        up.destroy();
      });
      send(true);
    });
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    delete req.headers[RENDER_HEADER]; // only this cache asks for a member shell
    const key = pageCacheKey(req, opts.isSession, opts.shellPaths);
    if (key === null) return render(req, res);
    // Both shared copies are rendered without a session: a visitor's even when an unsigned sign-in
    // cookie came along, a member shell's because it is every signed-in buyer's.
    if (req.headers.cookie) req.headers.cookie = withoutAuthCookies(req.headers.cookie);
    if (isMemberShellKey(key)) req.headers[RENDER_HEADER] = MEMBER_SHELL;
    const hit = store.get(key);
    countCache("page", hit !== undefined && hit !== null);
    if (hit) return sendStored(req, res, hit, "HIT", store.now());
    const pending = inflight.get(key);
    if (pending) {
      const page = await pending;
      return page ? sendStored(req, res, page, "HIT", store.now()) : render(req, res);
    }
    if (req.method !== "GET") return render(req, res); // a HEAD render has no body to keep
    const leading = fetchAndStore(key, req, res);
    inflight.set(key, leading);
    try {
      await leading;
    } finally {
      inflight.delete(key);
    }
  };
  return Object.assign(handler, {
    store,
    close() {
      unsubscribe();
      agent.destroy();
    },
  });
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
