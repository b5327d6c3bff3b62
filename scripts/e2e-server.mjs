// Serves the already built app on a fresh, small seeded database for the end-to-end tests.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { buildServer, serverIsStale, serverOutfile } from "./build-server.mjs";

const node = process.execPath;
rmSync("data-e2e", { recursive: true, force: true });
const seed = spawnSync(
  node,
  // the journeys start from an empty order book: the demo seed's year of orders is left out
  [
    "node_modules/tsx/dist/cli.mjs",
    "--import",
    "./scripts/server-only-off.mjs",
    "scripts/seed.ts",
    "--products",
    process.env.SEED_PRODUCTS ?? "600",
    "--no-history",
  ],
  { stdio: "inherit" },
);
if (seed.status !== 0) process.exit(seed.status ?? 1);
if (serverIsStale()) await buildServer();
const server = spawn(node, [serverOutfile, "-p", process.env.PORT ?? "3100", "-H", "127.0.0.1"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
