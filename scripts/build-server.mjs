// Compiles the production server (src/server/serve.ts and the few modules it uses) to one
// JavaScript file, dist/server/serve.mjs; packages stay imports. Run by `npm run build`, and by
// `npm start` / the end-to-end server when the file is missing or older than its sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
export const serverOutfile = path.join(root, "dist", "server", "serve.mjs");

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return t;
}

export function serverIsStale() {
  if (!existsSync(serverOutfile)) return true;
  const built = statSync(serverOutfile).mtimeMs;
  return Math.max(newest(path.join(root, "src", "server")), newest(path.join(root, "src", "lib"))) > built;
}

export async function buildServer() {
  await build({
    entryPoints: [path.join(root, "src", "server", "serve.ts")],
    outfile: serverOutfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await buildServer();
