// `npm run memory-probe [-- --products 3000 --seconds 20]`: serves the production build on its own
// PGlite folder, drives it through load phases (visitor pages, signed-in pages, many distinct searches,
// live streams) and reads the process's memory after each phase and after an idle minute, from the
// operator's `/api/admin/system`. It fails when idle memory stays above the budget.
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { generateProducts } from "../src/db/seed/generate";
import { buildServer, serverIsStale, serverOutfile } from "./build-server.mjs";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const products = Number(arg("products", "3000"));
const seconds = Number(arg("seconds", "20"));
const idleSeconds = Number(arg("idle", "60"));
/** Resident memory allowed once the load is over (the audit saw 3.0 GB idle after its run). */
const IDLE_BUDGET_MB = Number(arg("budget-mb", "1200"));
const PORT = 3250;
const base = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;

const env = {
  ...process.env,
  NODE_ENV: "production" as const,
  DATABASE_URL: "",
  PORT: String(PORT),
  AUTH_RATE_LIMIT: "off",
  PGLITE_DIR: "data-memprobe/pglite",
  SECRET_FILE: "data-memprobe/auth-secret",
  MEDIA_CACHE_DIR: "data-memprobe/media",
};

async function signIn(path: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

type Figures = { rss: number; heapUsed: number; external: number; arrayBuffers: number; databaseWasm: number | null };

async function figures(operator: string): Promise<Figures> {
  const res = await fetch(`${base}/api/admin/system`, { headers: { cookie: operator } });
  return ((await res.json()) as { data: { memory: Figures } }).data.memory;
}

async function load(title: string, paths: string[], headers: Record<string, string> = {}) {
  let i = 0;
  const r = await autocannon({
    url: base,
    connections: 16,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
  console.log(`  ${title}: ${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors`);
}

/** Opens many live notification streams for a while, as 5,000 idle tabs would, then drops them. */
async function streams(cookie: string, count: number) {
  const controllers = Array.from({ length: count }, () => new AbortController());
  await Promise.all(
    controllers.map((c) => fetch(`${base}/api/live`, { headers: { cookie }, signal: c.signal }).catch(() => undefined)),
  );
  await new Promise((r) => setTimeout(r, 3000));
  controllers.forEach((c) => c.abort());
  console.log(`  live streams: ${count} opened and closed`);
}

const rows: { phase: string; f: Figures }[] = [];
const record = async (phase: string, operator: string) => rows.push({ phase, f: await figures(operator) });

if (
  spawnSync(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      "--import",
      "./scripts/server-only-off.mjs",
      "scripts/seed.ts",
      "--products",
      String(products),
      "--if-empty",
    ],
    { stdio: "inherit", env },
  ).status !== 0
)
  throw new Error("seed failed");
if (serverIsStale()) await buildServer();
// `--snapshot`: the server writes a heap snapshot (Heap.*.heapsnapshot in this folder) after the idle phase
const snapshot = process.argv.includes("--snapshot");
const nodeFlags = snapshot ? ["--heapsnapshot-signal=SIGUSR2"] : [];
const server = spawn(process.execPath, [...nodeFlags, serverOutfile, "-p", String(PORT), "-H", "127.0.0.1"], {
  env,
  stdio: "ignore",
});
try {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error("server did not start");
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const operator = await signIn("/api/auth/sign-in/email", "operator@dvm.demo", "DemoOperator#2026");
  const buyer = await signIn("/api/auth/sign-in/email", "buyer@dvm.demo", "DemoBuyer#2026");
  await record("started", operator);

  const slugs = [...generateProducts({ products })].map((p) => p.slug);
  const pages = slugs.slice(0, 400).map((s) => `/${s}`);
  const words = slugs.flatMap((s) => s.split("-")).filter((w) => w.length > 3);
  const searches = Array.from(
    { length: 4000 },
    (_, i) => `/api/search?search_input=${words[(i * 7919) % words.length]}${i}`,
  );

  await load("visitor pages (400 products)", pages);
  await record("visitor pages", operator);
  await load("signed-in pages (400 products)", pages, { cookie: buyer });
  await record("signed-in pages", operator);
  await load("4,000 distinct searches", searches);
  await record("distinct searches", operator);
  await load(
    "all-results pages",
    searches.slice(0, 500).map((s) => `/all-search-results/search/${s.split("=")[1]}`),
  );
  await record("all-results pages", operator);
  await streams(buyer, 2000);
  await record("live streams", operator);
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  await record(`idle ${idleSeconds} s`, operator);
  if (snapshot) {
    server.kill("SIGUSR2");
    await new Promise((r) => setTimeout(r, 60_000)); // writing a snapshot of a large heap takes a while
  }
} finally {
  server.kill("SIGTERM");
}

const mb = (n: number | null) => (n === null ? "—" : (n / MB).toFixed(0));
console.log(
  `\n| phase | RSS MB | JS heap used MB | external MB | array buffers MB | database (WASM) MB |\n|---|---|---|---|---|---|`,
);
for (const { phase, f } of rows)
  console.log(
    `| ${phase} | ${mb(f.rss)} | ${mb(f.heapUsed)} | ${mb(f.external)} | ${mb(f.arrayBuffers)} | ${mb(f.databaseWasm)} |`,
  );
const idle = rows.at(-1)!.f.rss / MB;
if (idle > IDLE_BUDGET_MB) {
  console.error(`\nIdle RSS ${idle.toFixed(0)} MB is over the ${IDLE_BUDGET_MB} MB budget.`);
  process.exit(1);
}
