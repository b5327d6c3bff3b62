// The shared page cache in front of Next. It never touches a response Next is writing: a visitor's
// miss is fetched from Next over loopback like any reverse proxy would, streamed on to the visitor
// while it arrives and kept when complete; everything else goes straight to Next's handler.
// Visitors (no validly signed session cookie) share one rendering of each URL, and signed-in buyers
// one member shell of each storefront page (no prices beyond a visitor's; the page fetches the
// buyer's parts), until the TTL or the next catalog write (change bus), whichever comes first;
// concurrent misses wait for one render. A page its feature keeps per session (the cart,
// lib/kept-pages.ts) is asked of its keeper, which hands out its kept copy or keeps Next's render.
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
import { KEEP_HEADER, keeperFor, type PageKeeper } from "../../lib/kept-pages";
import type { Config } from "../../lib/config";
import { log } from "../../lib/logger";
import { currentContext } from "../../lib/request-context";
import { countCache } from "../../lib/metrics";
import {
  headersToStore,
  isMemberShellKey,
  isStorableResponse,
  keptPagePath,
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
import { webRequest } from "../front-route-answer";
import { compact, PageStore, type StoredPage } from "./store";

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** Per-connection headers a proxy never forwards (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"];

/**
 * Brotli quality for pages: 5 makes a 194 kB results page 16.5 kB in 2 ms (gzip: 21.5 kB); 11
 * would make it 14.6 kB but take 120 ms.
 */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

type Rendered = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const etagOf = (body: Buffer) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/** A shared page: many will ask for it, so both compressed copies are made at once. */
function storedPageFrom({ status, headers, body }: Rendered, now: number): StoredPage {
  const [gzip, br] = [gzipSync(body), brotliCompressSync(body, PAGE_BROTLI)];
  return { status, headers: headersToStore(headers), body, gzip, br, etag: etagOf(body), storedAt: now };
}

/**
 * A page kept for one session: often never asked for again (the buyer changes the cart and leaves), so
 * each compressed copy is made when first sent (5-6 ms for both of a 300 kB cart), not on every draw.
 */
function lazyPageFrom({ status, headers, body }: Rendered, now: number): StoredPage {
  const own = compact(body);
  let gzip: Buffer | undefined;
  let br: Buffer | undefined;
  return {
    status,
    headers: headersToStore(headers),
    body: own,
    etag: etagOf(own),
    storedAt: now,
    get gzip() {
      return (gzip ??= compact(gzipSync(own)));
    },
    get br() {
      return (br ??= compact(brotliCompressSync(own, PAGE_BROTLI)));
    },
  };
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
  /** whether pages kept per session by their feature (lib/kept-pages.ts) are handed out (default: yes) */
  keptPages?: boolean;
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

  /**
   * Streams Next's answer to the client and, when it may be kept, hands the finished page to `keep`,
   * which answers with the page as others may be sent it, or null; resolves with that answer.
   */
  function fetchAndKeep(
    req: IncomingMessage,
    res: ServerResponse,
    keep: (rendered: Rendered) => StoredPage | null,
  ): Promise<StoredPage | null> {
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
          if (!storable) return resolve(null);
          resolve(keep({ status, headers: upRes.headers, body: Buffer.concat(chunks) }));
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

  /** A page its feature keeps per session (the cart): the kept copy, or Next's render kept for next time. */
  async function answerKept(keeper: PageKeeper, req: IncomingMessage, res: ServerResponse) {
    const ctx = currentContext(); // the keeper's reads are this request's, made outside Next
    if (ctx) ctx.outsideNext = true;
    const answer = await keeper.lookup(webRequest(req)).catch((err: unknown) => {
      log("page-cache").error({ err }, "a page keeper failed: drawn, not kept");
      return null;
    });
    if (!answer) return render(req, res);
    if ("page" in answer) return sendStored(req, res, answer.page as StoredPage, "HIT", store.now());
    req.headers[KEEP_HEADER] = answer.token;
    await fetchAndKeep(req, res, (rendered) => {
      // its size as kept: the page and, once made, its brotli and gzip copies (about a tenth each)
      keeper.keep(answer.token, lazyPageFrom(rendered, store.now()), Math.ceil(rendered.body.length * 1.25));
      return null;
    });
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    delete req.headers[RENDER_HEADER]; // only this cache asks for a member shell
    delete req.headers[KEEP_HEADER]; // nor keeps a page
    const keptPath = opts.keptPages === false ? null : keptPagePath(req, opts.isSession);
    const keeper = keptPath === null ? null : keeperFor(keptPath);
    if (keeper) return answerKept(keeper, req, res);
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
    const started = generation;
    const leading = fetchAndKeep(req, res, (rendered) => {
      if (started !== generation) return null;
      const page = storedPageFrom(rendered, store.now());
      store.set(key, page);
      return page;
    });
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
