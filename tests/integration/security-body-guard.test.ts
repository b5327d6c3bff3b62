// The front server refuses a body larger than its route takes before anything reads it: a declared
// length over the limit at once, a chunked body at the first chunk past it.
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFront, type Front } from "@/server/front";
import { bodyLimitFor, DEFAULT_BODY_LIMIT, ROUTE_BODY_LIMITS } from "@/lib/route-limits";
import { BODY_LIMITS } from "@/lib/body";
import { MAX_DOCUMENT_BYTES } from "@/features/accounts/rules";
import { CHAT_IMAGE_MAX_BYTES } from "@/features/assistant/rules";
import { LISTING_IMAGE_MAX_BYTES } from "@/features/vendor-portal/listings/image-rules";
import { LISTING_VIDEO_MAX_BYTES } from "@/features/vendor-portal/listings/video-rules";

const MB = 1024 * 1024;

describe("route body limits", () => {
  it("leave each upload route room for its largest file and the form around it", () => {
    const room = (file: number) => file + BODY_LIMITS.multipartOverhead;
    expect(ROUTE_BODY_LIMITS.userDocument).toBe(room(MAX_DOCUMENT_BYTES));
    expect(ROUTE_BODY_LIMITS.chatImage).toBe(room(CHAT_IMAGE_MAX_BYTES));
    expect(ROUTE_BODY_LIMITS.listingImage).toBe(room(LISTING_IMAGE_MAX_BYTES));
    expect(ROUTE_BODY_LIMITS.listingVideo).toBe(room(LISTING_VIDEO_MAX_BYTES));
    expect(ROUTE_BODY_LIMITS.profileImage).toBe(room(5 * MB));
    expect(DEFAULT_BODY_LIMIT).toBe(BODY_LIMITS.json);
  });
});

describe("front server body limits", () => {
  let front: Front;
  let port = 0;
  const seen = { calls: 0, bytes: 0 };
  beforeAll(async () => {
    // stands in for Next: reads the whole body, then answers
    front = createFront(
      async (req, res) => {
        seen.calls++;
        try {
          for await (const chunk of req) seen.bytes += (chunk as Buffer).byteLength;
        } catch {
          return; // cut off: the front has answered already
        }
        res.end("read");
      },
      { bodyLimit: bodyLimitFor },
    );
    await front.listen(0, "127.0.0.1");
    port = (front.server.address() as AddressInfo).port;
  });
  afterAll(() => front.server.close());

  /** Sends `total` bytes (declared or chunked) and resolves with the answer and how much was sent. */
  function send(path: string, total: number, declare: boolean) {
    return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      const req = request({
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: declare ? { "content-length": String(total) } : { "transfer-encoding": "chunked" },
      });
      req.on("response", (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sent }));
        res.on("error", reject);
      });
      req.on("error", () => undefined); // the server cuts the upload off once it has answered
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const pump = () => {
        while (sent < total) {
          sent += chunk.byteLength;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
  }

  it("answers 413 with a sentence to a declared 300 MB body before the route runs", async () => {
    const before = { ...seen };
    const res = await send("/api/compliance/licences", 300 * MB, true);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: "The request is too large: send at most 1 MB." });
    expect(seen.calls).toBe(before.calls);
    expect(res.sent).toBeLessThan(300 * MB);
  });

  it("cuts a chunked body off just past its route's limit", async () => {
    const before = seen.bytes;
    const res = await send("/api/contact", 20 * MB, false);
    expect(res.status).toBe(413);
    expect(seen.bytes - before).toBeLessThanOrEqual(DEFAULT_BODY_LIMIT);
    expect(res.sent).toBeLessThan(20 * MB);
  });

  it("lets a large route take its own figure", async () => {
    expect(bodyLimitFor("/api/vendor/v1/products/import?dry_run=1")).toBe(ROUTE_BODY_LIMITS.vendorImport);
    expect(bodyLimitFor("/api/user/documents/demo-buyer/")).toBe(ROUTE_BODY_LIMITS.userDocument);
    const res = await send("/api/vendor/v1/products/import", 3 * MB, false);
    expect(res).toMatchObject({ status: 200, body: "read" });
    expect((await send("/api/vendor/v1/products/import", 21 * MB, true)).status).toBe(413);
  });
});
