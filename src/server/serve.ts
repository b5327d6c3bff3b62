// Serves the production build: Next's request handler behind the visitor page cache.
// Usage: NODE_ENV=production tsx src/server/serve.ts [-p port] [-H host]   (PORT / HOSTNAME env work too)
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { ConfigError, getConfig, type Config } from "../lib/config";
import { pageCacheOptionsFrom, withPageCache, type NodeHandler } from "./page-cache/handler";

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
  console.error(err.message);
  process.exit(1);
}
const port = Number(arg("-p") ?? config.PORT);
const hostname = arg("-H") ?? config.HOSTNAME ?? "0.0.0.0";

const app = next({ dev: false, dir: path.resolve(import.meta.dirname, "../.."), hostname, port });
await app.prepare();
const render = app.getRequestHandler();
const options = pageCacheOptionsFrom(config);
const renderWithNext: NodeHandler = (req, res) => render(req, res);
const handler = options ? withPageCache(renderWithNext, options) : renderWithNext;

const server = createServer((req, res) => {
  Promise.resolve(handler(req, res)).catch((err) => {
    console.error(err);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, hostname, () => {
  console.log(
    `Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port} (visitor page cache ${options ? `${options.ttlMs / 1000}s` : "off"})`,
  );
});
/** The app's database handle in this process (src/db/client.ts keeps it on globalThis). */
async function closeDatabase() {
  const holder = globalThis as { __dvmDb?: Promise<{ close: () => Promise<void> }> };
  if (holder.__dvmDb) await (await holder.__dvmDb).close();
}

// Stop taking requests, give the ones in flight a moment, then close the database so PGlite shuts
// down cleanly (killing it mid-write can leave a data folder it refuses to reopen).
let stopping = false;
async function shutDown() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5000).unref();
  server.close();
  await new Promise((r) => setTimeout(r, 300));
  server.closeAllConnections(); // live streams never end on their own
  try {
    await closeDatabase();
  } catch (err) {
    console.error("closing the database failed:", err);
  }
  process.exit(0);
}
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void shutDown());
