// A broken percent-escape in the path is the client's mistake: 400 from the front, never Next's 500.
import { once } from "node:events";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFront, decodablePath } from "@/server/front";

function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("bad percent-encoding in the path", () => {
  const seen: string[] = [];
  // decodes the path as Next does, and throws on a broken escape as Next does
  const front = createFront((req, res) => {
    seen.push(req.url!);
    decodeURIComponent(req.url!.split("?")[0]!);
    res.end("ok");
  });
  let port = 0;
  beforeAll(async () => {
    front.server.listen(0, "127.0.0.1");
    await once(front.server, "listening");
    port = (front.server.address() as AddressInfo).port;
  });
  afterAll(() => front.shutdown());

  it.each(["/%E0%A4%A", "/%", "/products/%zz", "/a%C3%28b", "/%E0%A4%A?q=1"])(
    "answers 400 with a sentence to %s without reaching the app",
    async (path) => {
      const res = await rawGet(port, path);
      expect(res.status).toBe(400);
      expect(res.body).toMatch(/percent-encoding/);
      expect(seen).not.toContain(path);
    },
  );

  it("passes good escapes and a broken escape in the query string through", async () => {
    expect((await rawGet(port, "/all-search-results/search/%E0%A4%A8")).status).toBe(200);
    expect((await rawGet(port, "/search?q=%E0%A4%A")).status).toBe(200);
    expect(decodablePath("/a%20b")).toBe(true);
  });
});
