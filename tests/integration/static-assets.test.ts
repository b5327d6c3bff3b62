// The build's static files served precompressed in front of Next: a real HTTP server over a
// folder laid out like .next/static, with a stand-in for Next behind it that says what reached it.
import { once } from "node:events";
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress, staticAssets } from "@/server/static-assets";
import { rawGet as get } from "../helpers/raw-get";

const script = `export const greeting = ${JSON.stringify("hello from the build ".repeat(200))};\n`;
let dir = "";
let server: Server;
let base = "";
const reachedNext: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "static-"));
  mkdirSync(path.join(dir, "chunks"));
  mkdirSync(path.join(dir, "media"));
  writeFileSync(path.join(dir, "chunks", "app-1a2b.js"), script);
  writeFileSync(path.join(dir, "media", "font-3c4d.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  expect(await precompress(dir)).toBe(2);
  const statics = staticAssets(dir);
  server = createServer((req, res) =>
    statics(req, res, () => {
      reachedNext.push(req.url!);
      res.end("next");
    }),
  );
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("precompress", () => {
  it("writes a brotli and a gzip copy of scripts only, once", async () => {
    expect(readdirSync(path.join(dir, "chunks")).sort()).toEqual(["app-1a2b.js", "app-1a2b.js.br", "app-1a2b.js.gz"]);
    expect(readdirSync(path.join(dir, "media"))).toEqual(["font-3c4d.woff2"]);
    expect(await precompress(dir)).toBe(0);
  });
});

describe("staticAssets", () => {
  const url = () => `${base}/_next/static/chunks/app-1a2b.js`;

  it("sends the brotli copy to a browser that takes it, with Next's headers", async () => {
    const { res, body } = await get(url(), { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("sends gzip, or the file itself, to clients that take no brotli", async () => {
    const gz = await get(url(), { "accept-encoding": "gzip" });
    expect(gz.res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get(url(), { "accept-encoding": "identity" });
    expect(plain.res.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("answers a known tag with 304 and a HEAD without a body", async () => {
    const first = await get(url(), { "accept-encoding": "br" });
    const again = await get(url(), { "accept-encoding": "br", "if-none-match": first.res.headers.etag! });
    expect(again.res.statusCode).toBe(304);
    const head = await get(url(), { "accept-encoding": "br" }, "HEAD");
    expect(head.res.statusCode).toBe(200);
    expect(Number(head.res.headers["content-length"])).toBe(first.body.length);
    expect(head.body.length).toBe(0);
  });

  it("hands Next everything else, and any file without its copies, with its address unchanged", async () => {
    reachedNext.length = 0;
    const others = [
      "/_next/static/chunks/missing.js?v=1",
      "/_next/static/media/font-3c4d.woff2", // not compressed: Next serves it as before
      "/_next/static/chunks/app-1a2b.js.br",
      "/products?q=a",
      "/_next/image?url=x",
    ];
    for (const p of others) expect((await get(base + p, { "accept-encoding": "br" })).body.toString()).toBe("next");
    expect(reachedNext).toEqual(others);
  });
});
