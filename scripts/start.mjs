// `npm start`: build when the sources changed, migrate and seed when the database is new,
// then serve. Build and seed run side by side; PGlite is opened by one process at a time.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { buildServer, serverIsStale, serverOutfile } from "./build-server.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT ?? "3000";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const inputs = ["src", "public", "drizzle"].map((d) => newestMtime(path.join(root, d)));
  for (const f of ["package-lock.json", "next.config.ts"]) inputs.push(statSync(path.join(root, f)).mtimeMs);
  return Math.max(...inputs) > built;
}

function run(cmd, args, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${label} failed with exit code ${code}`))));
  });
}

const node = process.execPath;
const seed = [
  "node_modules/tsx/dist/cli.mjs",
  "--import",
  "./scripts/server-only-off.mjs",
  "scripts/seed.ts",
  "--if-empty",
];
const tasks = [run(node, seed, "seed")];
if (needsBuild()) {
  console.log("Building the app (first start or changed sources)…");
  tasks.push(run(node, ["node_modules/next/dist/bin/next", "build"], "build"));
}
try {
  await Promise.all(tasks);
  if (serverIsStale()) await buildServer();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
console.log(`\nDVM Market is starting on http://localhost:${port}\n`);
const server = spawn(node, [serverOutfile, "-p", port], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
