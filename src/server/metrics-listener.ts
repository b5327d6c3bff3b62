// Prometheus' scrape target on a listener of its own (METRICS_HOST:METRICS_PORT, loopback by
// default), so the public port never answers /metrics: the figures name routes, queues and sizes.
import { createServer, type Server } from "node:http";
import { log } from "../lib/logger";
import { metricsRegistry } from "../lib/metrics";

export async function listenForMetrics(port: number, host: string): Promise<Server | null> {
  if (port === 0) return null;
  const registry = metricsRegistry();
  const server = createServer((req, res) => {
    if (req.method !== "GET" || (req.url ?? "").split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Only GET /metrics is served here.\n");
      return;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { "content-type": registry.contentType }).end(body),
      (err: Error) => {
        log("metrics").error({ err }, "scrape failed");
        res.writeHead(500, { "content-type": "text/plain" }).end("The metrics could not be read.\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  server.unref();
  return server;
}
