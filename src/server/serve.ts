// Serves the production build: Next's request handler behind the visitor page cache and the
// precompressed static files, compiled to JavaScript at build time (scripts/build-server.mjs →
// dist/server/serve.mjs; no TypeScript runner in production).
// Usage: NODE_ENV=production node dist/server/serve.mjs [-p port] [-H host]
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import next from "next";
import { connectChangeBus, connectSessionBus } from "../lib/change-bus-redis";
import { ConfigError, getConfig, type Config } from "../lib/config";
import { stampClientAddress } from "../lib/client-address";
import { readAppSecret } from "../lib/hmac";
import { bodyLimitFor } from "../lib/route-limits";
import { answerAddress, isAddressRequest } from "./address-answer";
import { createFront } from "./front";
import { answerFrontRoute, frontRouteOf } from "./front-route-answer";
import { pageCacheOptionsFrom, withPageCache, type NodeHandler } from "./page-cache/handler";
import { readFileSync } from "node:fs";
import { memberShellPaths, RENDER_HEADER, signedSessionCheck, topLevelRoutesOf } from "./page-cache/rules";
import { precompress, staticAssets } from "./static-assets";
import { markDraining } from "../lib/draining";
import { KEEP_HEADER } from "../lib/kept-pages";
import { log } from "../lib/logger";
import { runWithContext } from "../lib/request-context";
import { flushTracing } from "../lib/tracing";
import { listenForMetrics } from "./metrics-listener";
import { observeRequests, REQUEST_ID_HEADER } from "./request-log";
import { routeMatcherFromBuild } from "./route-patterns";

const arg = (flag: string) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

// a bad setting stops the server here, before Next starts, with the variable's name and nothing else
let config: Config;
try {
  config = getConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message); // the logger itself reads the configuration
  process.exit(1);
}
const port = Number(arg("-p") ?? config.PORT);
const hostname = arg("-H") ?? config.HOSTNAME ?? "0.0.0.0";

// src/server/serve.ts and dist/server/serve.mjs both sit two folders below the project
const dir = path.resolve(import.meta.dirname, "../..");
const app = next({ dev: false, dir, hostname, port });
await app.prepare();
const render: NodeHandler = app.getRequestHandler();

// The page cache fetches its misses from Next on loopback, as a proxy would, instead of capturing
// the response Next writes. Signed-in and uncacheable requests go to Next's handler directly.
const options = pageCacheOptionsFrom(config);
let loopback: Server | null = null;
let handler: NodeHandler = render;
let pageCache: ReturnType<typeof withPageCache> | null = null;
if (options) {
  // the render keeps the id of the request it was made for, so its log lines join that request's
  loopback = createServer((req, res) => {
    const requestId = req.headers[REQUEST_ID_HEADER];
    void runWithContext({ requestId: typeof requestId === "string" ? requestId : undefined }, () => render(req, res));
  });
  await new Promise<void>((resolve) => loopback!.listen(0, "127.0.0.1", resolve));
  const upstream = `http://127.0.0.1:${(loopback.address() as AddressInfo).port}`;
  let secret: string | null = null; // the app makes its secret on first sign-in when none is configured
  pageCache = withPageCache(render, () => upstream, {
    ...options,
    isSession: signedSessionCheck(() => (secret ??= readAppSecret())),
    shellPaths: config.MEMBER_SHELL ? memberShellPaths(topLevelRoutes()) : undefined,
    keptPages: config.KEPT_PAGES,
  });
  handler = pageCache;
}

/** The first path segments the build's own routes own (`/cart`, `/api`, ...): never a `/{slug}`. */
function topLevelRoutes(): Set<string> {
  const manifest = path.join(dir, ".next/app-path-routes-manifest.json");
  return topLevelRoutesOf(Object.values(JSON.parse(readFileSync(manifest, "utf8")) as Record<string, string>));
}

// several instances: a write on one reaches the caches of all through Redis
const disconnectBus = config.REDIS_URL ? await connectChangeBus(config.REDIS_URL, config.CHANGE_CHANNEL) : null;
// and a sign-out or an account's change reaches every instance's session cache
const disconnectSessions = config.REDIS_URL
  ? await connectSessionBus(config.REDIS_URL, `${config.CHANGE_CHANNEL}:sessions`)
  : null;

// the build's scripts and styles, compressed once (brotli, gzip) instead of on every request
const staticDir = path.join(dir, ".next/static");
// (a read-only build folder only costs the saving: Next then compresses them per request as before)
const logger = log("server");
await precompress(staticDir).then(
  (written) => written && logger.info(`Compressed ${written} copies of the build's static files`),
  (err: unknown) => logger.warn({ err: String(err) }, "Static files stay compressed per request"),
);
const statics = staticAssets(staticDir);

// the client address every per-IP limit reads: stamped here, over any copy the client sent
const routeOf = routeMatcherFromBuild(path.join(dir, ".next/routes-manifest.json"));
const front = createFront(
  observeRequests(
    (req, res) => {
      stampClientAddress(req, config.TRUST_PROXY);
      if (isAddressRequest(req)) return answerAddress(req, res);
      const route = frontRouteOf(req); // a hot per-buyer read whose module Next has loaded
      if (route) return answerFrontRoute(req, res, route);
      delete req.headers[RENDER_HEADER]; // only the page cache asks Next for a member shell
      delete req.headers[KEEP_HEADER]; // or for a page to keep
      return statics(req, res, () => handler(req, res));
    },
    { trustProxy: config.TRUST_PROXY, routeOf },
  ),
  { drainMs: 10_000, bodyLimit: bodyLimitFor },
);
const metricsServer = await listenForMetrics(config.METRICS_PORT, config.METRICS_HOST).catch((err: Error) => {
  logger.error(
    { err: err.message },
    `the metrics listener could not start on ${config.METRICS_HOST}:${config.METRICS_PORT}`,
  );
  return null;
});
void front.listen(port, hostname).then(() => {
  warmUp();
  logger.info(
    `Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port} (page cache ${options ? `${options.ttlMs / 1000}s, member shells ${config.MEMBER_SHELL ? "on" : "off"}` : "off"})`,
  );
});

/**
 * One render of the home page as soon as the server listens: it loads the code of the layout's
 * islands on the server (components/islands), so the first visitor's page has them inline rather
 * than streamed after the page.
 */
function warmUp() {
  const host = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  void fetch(`http://${host.includes(":") ? `[${host}]` : host}:${port}/`)
    .then((res) => res.arrayBuffer())
    .catch(() => undefined);
}

/** The app's database handle in this process (src/db/client.ts keeps it on globalThis). */
async function closeDatabase() {
  const holder = globalThis as { __dvmDb?: Promise<{ close: () => Promise<void> }> };
  if (holder.__dvmDb) await (await holder.__dvmDb).close();
}

let draining = false;
// Stop taking requests, let the ones in flight finish (10 s at most), then close the database so
// PGlite shuts down cleanly (killing it mid-write can leave a data folder it refuses to reopen).
async function shutDown() {
  if (draining) return;
  draining = true;
  markDraining(); // /api/ready answers 503 from now on
  if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DELAY_MS));
  const finished = await front.shutdown(async () => {
    metricsServer?.close();
    pageCache?.close();
    loopback?.closeAllConnections();
    loopback?.close();
    await disconnectBus?.();
    await disconnectSessions?.();
    await closeDatabase();
    await flushTracing();
  });
  if (!finished) logger.error("shutdown: requests still running after 10 s were cut off");
  process.exit(0);
}
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void shutDown());
