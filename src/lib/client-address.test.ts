import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientAddress, stampClientAddress } from "./client-address";

describe("clientAddress", () => {
  it("uses the socket address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    for (const claim of ["1.1.1.1", "2.2.2.2, 3.3.3.3", "", "garbage"])
      expect(clientAddress("203.0.113.5", claim, 0)).toBe("203.0.113.5");
  });
  it("takes the entry each trusted hop appended, never the client-written left end", () => {
    expect(clientAddress("10.0.0.1", "6.6.6.6, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.1", "6.6.6.6, 198.51.100.7, 10.0.0.9", 2)).toBe("198.51.100.7");
    // more trusted hops than entries: the leftmost there is
    expect(clientAddress("10.0.0.1", null, 3)).toBe("10.0.0.1");
  });
  it("reads IPv4-mapped IPv6 as the IPv4 address", () => {
    expect(clientAddress("::ffff:127.0.0.1", null, 0)).toBe("127.0.0.1");
  });
  it("stamps the request, overwriting a client's own copy of the header", () => {
    const req = {
      headers: { "x-forwarded-for": "9.9.9.9", [CLIENT_IP_HEADER]: "8.8.8.8" },
      socket: { remoteAddress: "192.0.2.1" },
    } as unknown as IncomingMessage;
    stampClientAddress(req, 0);
    expect(req.headers[CLIENT_IP_HEADER]).toBe("192.0.2.1");
  });
});
