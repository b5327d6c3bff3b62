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
const port = Number(process.env.PORT ?? "3100");
// card payments go to the local stand-in for the card provider (tests/helpers/stripe-test-server.ts), which
// knows the demo vendor's payout account and posts its signed events to the app's webhook
const stripePort = String(process.env.STRIPE_TEST_PORT ?? port + 1);
const stripeEnv = {
  STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY ?? "sk_test_dvm_e2e",
  STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_dvm_e2e",
  STRIPE_API_HOST: "127.0.0.1",
  STRIPE_API_PORT: stripePort,
  STRIPE_API_PROTOCOL: "http",
  STRIPE_CONFIRM: "test",
};
const stripe = spawn(
  node,
  [
    "node_modules/tsx/dist/cli.mjs",
    "tests/helpers/stripe-test-server.ts",
    "--port",
    stripePort,
    "--webhook",
    `http://127.0.0.1:${port}/api/webhooks/stripe`,
    "--accounts",
    "acct_demoSandhill01",
  ],
  { stdio: "inherit", env: { ...process.env, ...stripeEnv } },
);
const server = spawn(node, [serverOutfile, "-p", String(port), "-H", "127.0.0.1"], {
  stdio: "inherit",
  env: { ...process.env, ...stripeEnv, NODE_ENV: "production" },
});
for (const sig of ["SIGINT", "SIGTERM"])
  process.on(sig, () => {
    stripe.kill(sig);
    server.kill(sig);
  });
server.on("exit", (code) => {
  stripe.kill("SIGTERM");
  process.exit(code ?? 0);
});
