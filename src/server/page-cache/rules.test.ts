import { describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import {
  varyOnEncoding,
  headersToStore,
  isMemberShellKey,
  isStorableResponse,
  keptPagePath,
  matchesEtag,
  memberShellPaths,
  pageCacheKey,
  pickEncoding,
  signedSessionCheck,
  topLevelRoutesOf,
  withoutAuthCookies,
} from "./rules";
import { PageStore, type StoredPage } from "./store";

const get = (url: string, headers: Record<string, string> = {}) => ({
  method: "GET",
  url,
  headers: { host: "shop", ...headers },
});

describe("keptPagePath", () => {
  const signed = (value: string) => value === "good.sig";
  const cookie = { cookie: "better-auth.session_token=good.sig" };
  it("is the path of a signed-in buyer's plain document GET", () => {
    expect(keptPagePath(get("/cart", cookie), signed)).toBe("/cart");
  });
  it("is null for a visitor, a forged cookie, a query, a router payload, a server action or another method", () => {
    expect(keptPagePath(get("/cart"), signed)).toBeNull();
    expect(keptPagePath(get("/cart", { cookie: "better-auth.session_token=made.up" }), signed)).toBeNull();
    expect(keptPagePath(get("/cart?x=1", cookie), signed)).toBeNull();
    expect(keptPagePath(get("/cart", { ...cookie, rsc: "1" }), signed)).toBeNull();
    expect(keptPagePath(get("/cart", { ...cookie, "next-router-prefetch": "1" }), signed)).toBeNull();
    expect(keptPagePath(get("/cart", { ...cookie, "next-action": "abc" }), signed)).toBeNull();
    expect(keptPagePath({ ...get("/cart", cookie), method: "HEAD" }, signed)).toBeNull();
  });
});

describe("pageCacheKey", () => {
  it("keys visitor page requests by host, URL and router headers", () => {
    const a = pageCacheKey(get("/nsaids?page=2"));
    expect(a).not.toBeNull();
    expect(pageCacheKey(get("/nsaids?page=3"))).not.toBe(a);
    expect(pageCacheKey(get("/nsaids?page=2", { host: "other" }))).not.toBe(a);
    expect(pageCacheKey(get("/nsaids?page=2", { rsc: "1" }))).not.toBe(a);
    expect(pageCacheKey(get("/nsaids?page=2", { rsc: "1", "next-router-prefetch": "1" }))).not.toBe(
      pageCacheKey(get("/nsaids?page=2", { rsc: "1" })),
    );
    expect(pageCacheKey(get("/nsaids?page=2", { "user-agent": "x", cookie: "cookie_consent=granted" }))).toBe(a);
  });

  it("never answers signed-in requests, other methods, the API, assets or server actions", () => {
    expect(pageCacheKey(get("/", { cookie: "better-auth.session_token=abc" }))).toBeNull();
    expect(pageCacheKey(get("/", { cookie: "consent=1; __Secure-better-auth.session_token=abc" }))).toBeNull();
    expect(pageCacheKey({ ...get("/"), method: "POST" })).toBeNull();
    expect(pageCacheKey(get("/api/cart-listing-app/u1"))).toBeNull();
    expect(pageCacheKey(get("/api/live"))).toBeNull();
    expect(pageCacheKey(get("/api/search?search_input=a", { "x-user-id": "u1" }))).toBeNull();
    expect(pageCacheKey(get("/_next/static/chunks/a.js"))).toBeNull();
    expect(pageCacheKey(get("/media/products/large/a.webp"))).toBeNull();
    expect(pageCacheKey(get("/", { "next-action": "abc" }))).toBeNull();
    expect(pageCacheKey({ ...get("/"), method: "HEAD" })).not.toBeNull();
  });

  it("shares the public catalog reads visitors repeat: search and product view", () => {
    expect(pageCacheKey(get("/api/search?search_input=amox"))).not.toBeNull();
    expect(pageCacheKey(get("/api/search?search_input=amox"))).not.toBe(
      pageCacheKey(get("/api/search?search_input=amo")),
    );
    expect(pageCacheKey(get("/api/product-view/some-slug"))).not.toBeNull();
    expect(pageCacheKey(get("/api/search?search_input=amox", { cookie: "better-auth.session_token=x" }))).toBeNull();
  });

  it("shares the webinar popup with everyone, signed in or not, as one visitor's copy", () => {
    const visitor = pageCacheKey(get("/api/next-webinar-popup"));
    expect(visitor).not.toBeNull();
    expect(pageCacheKey(get("/api/next-webinar-popup", { cookie: "better-auth.session_token=x" }))).toBe(visitor);
    expect(isMemberShellKey(visitor!)).toBe(false);
    expect(pageCacheKey(get("/api/next-webinar-popup-other"))).toBeNull();
  });
});

describe("member shells", () => {
  const routes = topLevelRoutesOf([
    "/[slug]",
    "/cart",
    "/api/cart-listing-app/[userId]",
    "/vendors",
    "/icon.svg",
    "/user/orders",
  ]);
  const shellPaths = memberShellPaths(routes);
  const member = (url: string, headers: Record<string, string> = {}) =>
    pageCacheKey(get(url, { cookie: "better-auth.session_token=abc", ...headers }), undefined, shellPaths);

  it("reads the top-level routes a slug can never be", () => {
    expect([...routes].sort()).toEqual(["api", "cart", "icon.svg", "user", "vendors"]);
  });

  it("shares home, the collections, a vendor's shop and /{slug} among signed-in buyers", () => {
    for (const url of ["/", "/today-deals", "/hot-products", "/featured-products", "/vendors/acme", "/nsaids?page=2"]) {
      const key = member(url);
      expect(key, url).not.toBeNull();
      expect(isMemberShellKey(key!), url).toBe(true);
    }
    expect(member("/carprofen")).not.toBe(member("/carprofen", { rsc: "1" }));
  });

  it("never shares a signed-in buyer's own pages, files, the API or a server action", () => {
    for (const url of [
      "/cart",
      "/user/orders",
      "/vendors",
      "/robots.txt",
      "/icon.svg",
      "/a/b",
      "/api/search?search_input=a",
    ])
      expect(member(url), url).toBeNull();
    expect(member("/carprofen", { "next-action": "x" })).toBeNull();
    expect(member("/vendors/acme/extra")).toBeNull();
  });

  it("keeps visitors' copies and members' shells apart, whatever the Host says", () => {
    const visitor = pageCacheKey(get("/carprofen"), undefined, shellPaths)!;
    expect(isMemberShellKey(visitor)).toBe(false);
    expect(member("/carprofen")).not.toBe(visitor);
    const forged = pageCacheKey(get("/carprofen", { host: "member" }), undefined, shellPaths)!;
    expect(isMemberShellKey(forged)).toBe(false);
  });

  it("shares nothing with signed-in buyers unless shell paths are given", () => {
    expect(pageCacheKey(get("/", { cookie: "better-auth.session_token=abc" }))).toBeNull();
  });
});

describe("isStorableResponse", () => {
  it("keeps only 200 HTML, RSC or JSON responses that set no cookie", () => {
    expect(isStorableResponse(200, { "content-type": "text/html; charset=utf-8" })).toBe(true);
    expect(isStorableResponse(200, { "content-type": "text/x-component" })).toBe(true);
    expect(isStorableResponse(200, { "content-type": "text/html", "set-cookie": ["a=b"] })).toBe(false);
    expect(isStorableResponse(307, { "content-type": "text/html" })).toBe(false);
    expect(isStorableResponse(404, { "content-type": "text/html" })).toBe(false);
    expect(isStorableResponse(500, { "content-type": "text/html" })).toBe(false);
    expect(isStorableResponse(200, { "content-type": "text/event-stream" })).toBe(false);
    expect(isStorableResponse(200, { "content-type": "application/json" })).toBe(true);
    expect(isStorableResponse(429, { "content-type": "application/json" })).toBe(false);
  });
});

describe("headersToStore", () => {
  it("drops per-response headers and varies on Accept-Encoding once", () => {
    const h = Object.fromEntries(
      headersToStore({ "content-type": "text/html", "content-length": 10, date: "x", vary: "rsc" }),
    );
    expect(h).toEqual({ "content-type": "text/html", vary: "rsc, Accept-Encoding" });
    expect(Object.fromEntries(headersToStore({ vary: "rsc, Accept-Encoding" })).vary).toBe("rsc, Accept-Encoding");
  });
});

describe("pickEncoding / matchesEtag", () => {
  it("prefers brotli, honours q values and refusals", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("br;q=1, gzip;q=0")).toBe("br");
    expect(pickEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(pickEncoding("GZIP ; Q=0.8")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("br;q=0, *")).toBe("gzip");
    expect(pickEncoding("gzip;q=0, br;q=0")).toBeNull();
    expect(pickEncoding("gzip;q=abc")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding("identity")).toBeNull();
  });
  it("matches weak and listed tags", () => {
    expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', 'W/"a"')).toBe(true);
    expect(matchesEtag("*", 'W/"a"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"a"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a"')).toBe(false);
  });
});

describe("PageStore", () => {
  const page = (bytes: number, storedAt: number): StoredPage => ({
    status: 200,
    headers: [],
    body: Buffer.alloc(bytes),
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
    etag: "x",
    storedAt,
  });

  it("keeps only a page's own bytes, not the larger chunk its body is a view into", () => {
    const store = new PageStore({ ttlMs: 1000, maxBytes: 1_000_000, now: () => 0 });
    const chunk = Buffer.alloc(64 * 1024, 1); // as a response or zlib chunk arrives
    const body = chunk.subarray(0, 6000);
    const gzip = chunk.subarray(6000, 11_000);
    const br = chunk.subarray(11_000, 15_000);
    store.set("a", { ...page(0, 0), body, gzip, br });
    const kept = store.get("a")!;
    expect(kept.body.buffer.byteLength).toBe(6000);
    expect(kept.gzip.buffer.byteLength).toBe(5000);
    expect(kept.br.buffer.byteLength).toBe(4000);
    expect(kept.body.equals(body)).toBe(true);
    expect(store.totalBytes).toBe(15_000);
  });

  it("forgets pages when their time is up", () => {
    let now = 0;
    const store = new PageStore({ ttlMs: 1000, maxBytes: 1000, now: () => now });
    store.set("a", page(10, 0));
    now = 999;
    expect(store.get("a")).toBeDefined();
    now = 1000;
    expect(store.get("a")).toBeUndefined();
    expect(store.totalBytes).toBe(0);
  });

  it("evicts the least recently used page past its byte budget", () => {
    const store = new PageStore({ ttlMs: 1000, maxBytes: 30, now: () => 0 });
    store.set("a", page(10, 0));
    store.set("b", page(10, 0));
    store.set("c", page(10, 0));
    store.get("a"); // a is now the most recent
    store.set("d", page(10, 0));
    expect([store.get("a"), store.get("b"), store.get("c"), store.get("d")].map(Boolean)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(store.totalBytes).toBe(30);
    store.set("huge", page(31, 0));
    expect(store.get("huge")).toBeUndefined();
    store.set("a", page(5, 0)); // replacing counts the new size only
    expect(store.totalBytes).toBe(25);
  });
});

describe("a fake session cookie is a visitor", () => {
  const secret = "test-secret-0123456789abcdef";
  const signed = (token: string, key = secret) =>
    encodeURIComponent(`${token}.${createHmac("sha256", key).update(token).digest("base64")}`);
  const check = signedSessionCheck(() => secret);

  it("bypasses the cache only for a token the app signed", () => {
    const cookie = (v: string) => ({ cookie: `consent=1; better-auth.session_token=${v}` });
    expect(pageCacheKey(get("/", cookie(signed("abc"))), check)).toBeNull();
    expect(pageCacheKey(get("/", { cookie: `__Secure-better-auth.session_token=${signed("abc")}` }), check)).toBeNull();
    const visitor = pageCacheKey(get("/"), check);
    for (const fake of ["abc", "abc.def", signed("abc", "another-secret-0123456789"), "%E0%A4%A", "", "."])
      expect(pageCacheKey(get("/", cookie(fake)), check)).toBe(visitor);
    expect(pageCacheKey(get("/", { cookie: "better-auth.session_data=whatever" }), check)).toBe(visitor);
  });

  it("lets Next decide while there is no secret yet, and renders visitors without sign-in cookies", () => {
    expect(
      pageCacheKey(
        get("/", { cookie: "better-auth.session_token=x" }),
        signedSessionCheck(() => null),
      ),
    ).toBeNull();
    expect(withoutAuthCookies("a=1; better-auth.session_token=x; __Secure-better-auth.state=y; b=2")).toBe("a=1; b=2");
  });
});

describe("varyOnEncoding", () => {
  it("adds Accept-Encoding once to what the page already varies on", () => {
    expect(varyOnEncoding("rsc, next-router-state-tree")).toBe("rsc, next-router-state-tree, Accept-Encoding");
    expect(varyOnEncoding(undefined)).toBe("Accept-Encoding");
    expect(varyOnEncoding("accept-encoding")).toBe("accept-encoding");
    expect(varyOnEncoding(["rsc", "Accept-Encoding"])).toBe("rsc, Accept-Encoding");
    expect(varyOnEncoding("*")).toBe("*");
  });
});
