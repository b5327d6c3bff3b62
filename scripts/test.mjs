// `npm test`: every check in one command — typecheck, lint, unit + integration (PGlite, and
// Postgres/Redis when their URLs are set), production build, then end-to-end in Chromium.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const node = process.execPath;

function step(label, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${label} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${label} (${secs}s)`);
}

function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return;
  if (process.getuid?.() !== 0) {
    console.error(
      "Chromium is missing: install Debian's package with `sudo apt-get install -y chromium`, then run npm test again.",
    );
    process.exit(1);
  }
  console.log("Installing Debian chromium for the end-to-end tests…");
  step("apt-get update", "apt-get", ["update", "-qq"]);
  step("apt-get install chromium", "apt-get", ["install", "-y", "-qq", "chromium"], {
    DEBIAN_FRONTEND: "noninteractive",
  });
}

step("typecheck", node, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "."]);
step("lint", node, ["node_modules/eslint/bin/eslint.js", ".", "--max-warnings=0"]);
step("format check", node, ["node_modules/prettier/bin/prettier.cjs", "--check", "."]);
step("import cycles", node, ["node_modules/madge/bin/cli.js", "--circular", "src"]);
step("unit and integration tests", node, ["node_modules/vitest/vitest.mjs", "run"]);
step("production build", node, ["node_modules/next/dist/bin/next", "build"]);
step("server build", node, ["scripts/build-server.mjs"]);
ensureChromium();
step("end-to-end tests", node, ["node_modules/@playwright/test/cli.js", "test"]);
