// The front server asks the kernel for a deep accept queue: thousands of live streams reconnecting at
// once, while the event loop is busy, were reset by the peer with Node's default backlog of 511.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createFront, LISTEN_BACKLOG } from "@/server/front";

describe("front server accept queue", () => {
  it("listens with LISTEN_BACKLOG (as far as net.core.somaxconn allows)", async () => {
    const front = createFront((_req, res) => res.end("ok"));
    await front.listen(0, "127.0.0.1");
    try {
      const port = (front.server.address() as AddressInfo).port;
      // for a listening socket, ss shows the backlog in the Send-Q column
      const line = execFileSync("ss", ["-Hltn", `sport = :${port}`], { encoding: "utf8" }).trim();
      const backlog = Number(line.split(/\s+/)[2]);
      const somaxconn = Number(readFileSync("/proc/sys/net/core/somaxconn", "utf8"));
      expect(backlog).toBe(Math.min(LISTEN_BACKLOG, somaxconn));
      expect(backlog).toBeGreaterThan(511);
    } finally {
      front.server.close();
    }
  });
});
