import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stampClientAddress } from "../lib/client-address";
import { answerAddress, isAddressRequest } from "./address-answer";

describe("GET /api/ip from the server in front of Next", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      stampClientAddress(req, 0);
      if (isAddressRequest(req)) return answerAddress(req, res);
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("answers the address the server stamped, not one the client claims, for the browser to keep", async () => {
    const res = await fetch(`${base}/api/ip`, {
      headers: { "x-dvm-client-ip": "6.6.6.6", "x-forwarded-for": "7.7.7.7" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ip: "127.0.0.1" });
    expect(res.headers.get("cache-control")).toBe("private, max-age=600");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("leaves every other address to the app", async () => {
    expect((await fetch(`${base}/api/ipx`)).status).toBe(404);
    expect((await fetch(`${base}/api/ip`, { method: "POST" })).status).toBe(404);
  });
});
