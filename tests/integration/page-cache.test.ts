// The visitor page cache in front of a real HTTP server. The renderer here stands in for Next:
// it streams its answer in chunks and counts how often it is asked. As in production it is both
// called directly (signed-in and uncacheable requests) and served on loopback (the cache's misses).
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { withPageCache, type PageCacheOptions } from "@/server/page-cache/handler";
import { memberShellPaths, signedSessionCheck } from "@/server/page-cache/rules";
import { announceChange } from "@/lib/change-bus";
import { rawGet } from "../helpers/raw-get";

let renders = 0;
let now = 0;
let server: Server;
let origin: Server;
let base = "";
let originBase = "";
let slowGate: Promise<void> = Promise.resolve();
let handler: ReturnType<typeof withPageCache>;

async function render(req: IncomingMessage, res: ServerResponse) {
  renders++;
  const url = new URL(req.url!, "http://x");
  await new Promise((r) => setTimeout(r, 40)); // a render takes a while: concurrent misses overlap
  if (url.pathname === "/redirect") {
    res.writeHead(307, { location: "/auth/signin" });
    return res.end();
  }
  if (url.pathname === "/sets-cookie") res.setHeader("set-cookie", "a=b");
  if (url.pathname === "/slow") {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.write("<html><body>shell ");
    await slowGate;
    return res.end(`rest render ${renders}</body></html>`);
  }
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("vary", "rsc");
  res.flushHeaders();
  res.write(`<html><body>${url.pathname}${url.search} render ${renders} `);
  res.write(`encoding:${req.headers["accept-encoding"] ?? "none"} `);
  res.write(`render-as:${req.headers["x-dvm-render"] ?? "self"} `);
  res.end(`cookie:${req.headers.cookie ?? "none"}</body></html>`);
}

const listen = async (s: Server) => {
  s.listen(0, "127.0.0.1");
  await once(s, "listening");
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  origin = createServer((req, res) => void render(req, res));
  originBase = await listen(origin);
  handler = withPageCache(render, () => originBase, { ttlMs: 30_000, maxBytes: 1_000_000, now: () => now });
  server = createServer((req, res) => void handler(req, res));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  handler.close();
  server.closeAllConnections();
  origin.closeAllConnections();
  await Promise.all([server, origin].map((s) => new Promise<void>((r) => s.close(() => r()))));
});
beforeEach(() => {
  handler.store.clear();
  renders = 0;
  now = 0;
});

describe("visitor page cache", () => {
  it("renders a page once and serves the same bytes to the next visitor", async () => {
    const first = await fetch(`${base}/nsaids?page=2`);
    const firstBody = await first.text();
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    expect(firstBody).toContain("/nsaids?page=2 render 1");
    expect(firstBody).toContain("encoding:none"); // rendered uncompressed; gzip is made once
    const second = await fetch(`${base}/nsaids?page=2`);
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.headers.get("vary")).toBe("rsc, Accept-Encoding");
    expect(renders).toBe(1);
  });

  it("renders again once the time is up", async () => {
    await (await fetch(`${base}/a`)).text();
    now = 29_999;
    expect((await fetch(`${base}/a`)).headers.get("x-page-cache")).toBe("HIT");
    now = 30_000;
    const after = await fetch(`${base}/a`);
    expect(after.headers.get("x-page-cache")).toBe("MISS");
    expect(await after.text()).toContain("render 2");
  });

  it("never serves or stores a signed-in request", async () => {
    await (await fetch(`${base}/a`)).text();
    const signedIn = await fetch(`${base}/a`, { headers: { cookie: "better-auth.session_token=s1" } });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    expect(await signedIn.text()).toContain("cookie:better-auth.session_token=s1");
    const visitor = await (await fetch(`${base}/a`)).text();
    expect(visitor).toContain("cookie:none");
    expect(renders).toBe(2);
  });

  it("passes redirects and cookie-setting responses through without keeping them", async () => {
    const r = await fetch(`${base}/redirect`, { redirect: "manual" });
    expect(r.status).toBe(307);
    expect(r.headers.get("location")).toBe("/auth/signin");
    await fetch(`${base}/redirect`, { redirect: "manual" });
    const c1 = await fetch(`${base}/sets-cookie`);
    expect(c1.headers.get("set-cookie")).toBe("a=b");
    expect(await c1.text()).toContain("render 3");
    await (await fetch(`${base}/sets-cookie`)).text();
    expect(renders).toBe(4);
    expect(handler.store.size).toBe(0);
  });

  it("lets twenty concurrent visitors of a new page share one render", async () => {
    const bodies = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/hot`).then((r) => r.text())));
    expect(renders).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it("sends gzip to clients that take it, and 304 for a known tag", async () => {
    const plain = await (await fetch(`${base}/z`)).text();
    const { res, body } = await rawGet(`${base}/z`, { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(body).toString()).toBe(plain);
    const etag = res.headers.etag!;
    const revalidated = await fetch(`${base}/z`, { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(renders).toBe(1);
  });

  it("sends brotli to clients that take it, made once when the page is stored", async () => {
    const plain = await (await fetch(`${base}/b`, { headers: { "accept-encoding": "identity" } })).text();
    const { res, body } = await rawGet(`${base}/b`, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.headers["x-page-cache"]).toBe("HIT");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(Number(res.headers["content-length"])).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(plain);
    expect(renders).toBe(1);
  });

  it("streams a miss brotli-compressed to a client that prefers it", async () => {
    const { res, body } = await rawGet(`${base}/first-br`, { "accept-encoding": "br;q=1, gzip;q=0.5" });
    expect(res.headers["x-page-cache"]).toBe("MISS");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toBe("rsc, Accept-Encoding");
    expect(brotliDecompressSync(body).toString()).toContain("/first-br render 1 encoding:none");
  });

  it("compresses a miss on its way to a client that takes gzip, and keeps the stored copy identity", async () => {
    const { res, body } = await rawGet(`${base}/first-gzip`, { "accept-encoding": "gzip" });
    expect(res.headers["x-page-cache"]).toBe("MISS");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toBe("rsc, Accept-Encoding");
    const unzipped = gunzipSync(body).toString();
    expect(unzipped).toContain("/first-gzip render 1 encoding:none");
    const plain = await fetch(`${base}/first-gzip`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("x-page-cache")).toBe("HIT");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(unzipped);
    const identityMiss = await fetch(`${base}/first-plain`, { headers: { "accept-encoding": "identity" } });
    expect(identityMiss.headers.get("content-encoding")).toBeNull();
    expect(await identityMiss.text()).toContain("/first-plain render 2");
  });

  it("answers HEAD from a stored page without a body, and never stores a HEAD render", async () => {
    const head = await fetch(`${base}/h`, { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBeNull();
    expect(handler.store.size).toBe(0);
    await (await fetch(`${base}/h`)).text();
    const again = await fetch(`${base}/h`, { method: "HEAD" });
    expect(again.headers.get("x-page-cache")).toBe("HIT");
    expect(await again.text()).toBe("");
  });

  it("streams a miss to the first visitor while the render is still going", async () => {
    let open: () => void = () => undefined;
    slowGate = new Promise((r) => (open = r));
    const res = await fetch(`${base}/slow`);
    expect(res.headers.get("x-page-cache")).toBe("MISS");
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain("shell"); // arrived before the render finished
    open();
    let rest = "";
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value);
    expect(first + rest).toContain("rest render 1");
    expect((await fetch(`${base}/slow`)).headers.get("x-page-cache")).toBe("HIT");
  });

  it("drops every stored page on a catalog write, and keeps no render that began before it", async () => {
    await (await fetch(`${base}/p`)).text();
    expect((await fetch(`${base}/p`)).headers.get("x-page-cache")).toBe("HIT");
    await announceChange({ kind: "product", ids: [1] });
    const after = await fetch(`${base}/p`);
    expect(after.headers.get("x-page-cache")).toBe("MISS");
    expect(await after.text()).toContain("render 2");

    let open: () => void = () => undefined;
    slowGate = new Promise((r) => (open = r));
    const during = fetch(`${base}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 60));
    await announceChange({ kind: "product", ids: [2] }); // written while the page was rendering
    open();
    expect(await during).toContain("rest render 3");
    expect((await fetch(`${base}/slow`)).headers.get("x-page-cache")).toBe("MISS");
  });
});

/** Another front server with its own cache over the same renderer, for the options a describe tries. */
function frontWith(options: Pick<PageCacheOptions, "isSession" | "shellPaths">) {
  const started = { base: "", handler: null as unknown as ReturnType<typeof withPageCache> };
  let front: Server;
  beforeAll(async () => {
    started.handler = withPageCache(render, () => originBase, {
      ttlMs: 30_000,
      maxBytes: 1_000_000,
      now: () => now,
      ...options,
    });
    front = createServer((req, res) => void started.handler(req, res));
    started.base = await listen(front);
  });
  afterAll(async () => {
    started.handler.close();
    front.closeAllConnections();
    await new Promise<void>((r) => front.close(() => r()));
  });
  return started;
}

describe("visitor page cache with signed sessions", () => {
  const secret = "test-secret-0123456789abcdef";
  const started = frontWith({ isSession: signedSessionCheck(() => secret) });

  it("serves a visitor's copy to a made-up session cookie, rendered without it", async () => {
    renders = 0;
    const first = await (await fetch(`${started.base}/fake`)).text();
    const fake = await fetch(`${started.base}/fake`, { headers: { cookie: "better-auth.session_token=forged.c2ln" } });
    expect(fake.headers.get("x-page-cache")).toBe("HIT");
    expect(await fake.text()).toBe(first);
    const fresh = await fetch(`${started.base}/fake2`, {
      headers: { cookie: "x=1; better-auth.session_token=forged" },
    });
    expect(await fresh.text()).toContain("cookie:x=1<"); // the render never saw the forged cookie
    expect(renders).toBe(2);
  });
});

describe("member shells", () => {
  const started = frontWith({ shellPaths: memberShellPaths(new Set(["cart"])) });
  const buyer = (n: number) => ({ cookie: `pref=${n}; better-auth.session_token=s${n}` });

  beforeEach(() => started.handler.store.clear());

  it("renders a storefront page once for every signed-in buyer, as a shell without their session", async () => {
    renders = 0;
    const first = await fetch(`${started.base}/carprofen`, { headers: buyer(1) });
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    const body = await first.text();
    expect(body).toContain("render-as:member-shell");
    expect(body).toContain("cookie:pref=1<"); // the session never reached the render
    const second = await fetch(`${started.base}/carprofen`, { headers: buyer(2) });
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(await second.text()).toBe(body);
    expect(renders).toBe(1);
  });

  it("keeps the visitor's copy and the member shell apart", async () => {
    renders = 0;
    const visitor = await (await fetch(`${started.base}/carprofen`)).text();
    const member = await (await fetch(`${started.base}/carprofen`, { headers: buyer(1) })).text();
    expect(visitor).toContain("render-as:self");
    expect(member).toContain("render-as:member-shell");
    expect(renders).toBe(2);
  });

  it("renders a buyer's own pages for them, every time", async () => {
    renders = 0;
    for (const n of [1, 2]) {
      const res = await fetch(`${started.base}/cart`, { headers: buyer(n) });
      expect(res.headers.get("x-page-cache")).toBeNull();
      const text = await res.text();
      expect(text).toContain(`better-auth.session_token=s${n}`);
      expect(text).toContain("render-as:self");
    }
    expect(renders).toBe(2);
  });

  it("drops member shells on a catalog write, as it does visitors' pages", async () => {
    renders = 0;
    await (await fetch(`${started.base}/carprofen`, { headers: buyer(1) })).text();
    expect((await fetch(`${started.base}/carprofen`, { headers: buyer(2) })).headers.get("x-page-cache")).toBe("HIT");
    await announceChange({ kind: "product", ids: [7] });
    const after = await fetch(`${started.base}/carprofen`, { headers: buyer(2) });
    expect(after.headers.get("x-page-cache")).toBe("MISS");
    expect(await after.text()).toContain("render-as:member-shell");
    expect(renders).toBe(2);
  });

  it("ignores a member-shell request header a client sends", async () => {
    renders = 0;
    const asked = { "x-dvm-render": "member-shell" };
    const visitor = await (await fetch(`${started.base}/other`, { headers: asked })).text();
    expect(visitor).toContain("render-as:self");
    const own = await (await fetch(`${started.base}/cart`, { headers: { ...asked, ...buyer(3) } })).text();
    expect(own).toContain("render-as:self");
  });
});

describe("an upstream that closes a kept-alive connection", () => {
  // A raw origin: each connection answers its first request (keep-alive) and resets on the second,
  // as Next does when its idle timeout ends just as the cache reuses the socket.
  let raw: NetServer;
  let rawBase = "";
  let front: Server;
  let frontBase = "";
  let cache: ReturnType<typeof withPageCache>;
  beforeAll(async () => {
    raw = createNetServer((socket) => {
      let seen = 0;
      socket.on("data", (data) => {
        if (!data.toString().startsWith("GET ")) return;
        if (++seen > 1) return socket.resetAndDestroy();
        const body = `<html>${data.toString().split(" ")[1]}</html>`;
        socket.write(
          `HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n${body}`,
        );
      });
    });
    raw.listen(0, "127.0.0.1");
    await once(raw, "listening");
    rawBase = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
    cache = withPageCache(render, () => rawBase, { ttlMs: 30_000, maxBytes: 1_000_000, now: () => now });
    front = createServer((req, res) => void cache(req, res));
    frontBase = await listen(front);
  });
  afterAll(async () => {
    cache.close();
    front.closeAllConnections();
    await new Promise<void>((r) => front.close(() => r()));
    await new Promise<void>((r) => raw.close(() => r()));
  });

  it("asks again on a new connection instead of answering 502", async () => {
    const first = await fetch(`${frontBase}/one`);
    expect(await first.text()).toBe("<html>/one</html>");
    const second = await fetch(`${frontBase}/two`); // reuses the kept-alive socket, which resets
    expect(second.status).toBe(200);
    expect(await second.text()).toBe("<html>/two</html>");
  });
});
