// `npm test`: every check in one command — typecheck, lint, the production build, then unit + integration
// (PGlite, and Postgres/Redis when their URLs are set) side by side with end-to-end in Chromium.
import { spawn, spawnSync } from "node:child_process";
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

/** Prints a child's output line by line as it comes, each line under its step's label. */
function prefixLines(stream, label) {
  let rest = "";
  stream.on("data", (d) => {
    const lines = (rest + d).split("\n");
    rest = lines.pop();
    for (const line of lines) console.log(`[${label}] ${line}`);
  });
  stream.on("end", () => rest && console.log(`[${label}] ${rest}`));
}

/**
 * Steps that only read the sources run side by side (two cores: the type checker and the linter are
 * each single-threaded); each one's output is printed whole when it ends, and any failure stops the run.
 */
async function together(steps, { streamed = false } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${steps.map((s) => s.label).join(", ")} (side by side)`);
  const results = await Promise.all(
    steps.map(
      ({ label, cmd, args }) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { env: process.env });
          let out = "";
          for (const stream of [child.stdout, child.stderr])
            if (streamed) prefixLines(stream, label);
            else stream.on("data", (d) => (out += d));
          child.on("close", (status) => {
            const secs = ((Date.now() - started) / 1000).toFixed(1);
            if (out.trim()) console.log(out.trimEnd());
            console.log(status === 0 ? `✔ ${label} (${secs}s)` : `✖ ${label} failed after ${secs}s`);
            resolve(status);
          });
        }),
    ),
  );
  if (results.some((status) => status !== 0)) process.exit(1);
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

await together([
  { label: "typecheck", cmd: node, args: ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "."] },
  { label: "lint", cmd: node, args: ["node_modules/eslint/bin/eslint.js", ".", "--max-warnings=0"] },
]);
await together([
  { label: "format check", cmd: node, args: ["node_modules/prettier/bin/prettier.cjs", "--check", "."] },
  { label: "import cycles", cmd: node, args: ["node_modules/madge/bin/cli.js", "--circular", "src"] },
  { label: "documentation links", cmd: node, args: ["node_modules/tsx/dist/cli.mjs", "scripts/check-doc-links.ts"] },
]);
step("production build", node, ["node_modules/next/dist/bin/next", "build"]);
step("server build", node, ["scripts/build-server.mjs"]);
ensureChromium();
// Each suite alone left a sixth of the two cores idle (waits on timers, retries, the browser's network);
// side by side they fill each other's gaps. They share nothing: the integration suites use in-memory
// PGlite and their own Postgres databases and Redis keys, the end-to-end server its own folder and port.
await together(
  [
    { label: "unit and integration tests", cmd: node, args: ["node_modules/vitest/vitest.mjs", "run"] },
    { label: "end-to-end tests", cmd: node, args: ["node_modules/@playwright/test/cli.js", "test"] },
  ],
  { streamed: true },
);
