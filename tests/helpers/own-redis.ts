import { execFileSync } from "node:child_process";

/** A Redis of one suite's own on `port`, which the suite starts and stops (outage tests). */
export function ownRedis(port: number) {
  return {
    url: `redis://127.0.0.1:${port}`,
    start: () => execFileSync("redis-server", ["--port", String(port), "--save", "", "--daemonize", "yes"]),
    stop: () => {
      try {
        execFileSync("redis-cli", ["-p", String(port), "shutdown", "nosave"]);
      } catch {
        // already gone
      }
    },
  };
}
