// `npm run bench [-- --products 100000 --seconds 10 --rounds 3]`: seeds a large catalog into its own data
// folder, serves the production build, and prints latency and throughput per endpoint.
// Runs on PGlite, and on Postgres too when DATABASE_URL is given. `--only first-load` runs just the
// first-load JavaScript rows (scripts/bench-first-load.ts); `--lighthouse` runs Lighthouse mobile on
// the same pages (scripts/bench-lighthouse.ts); `--port` moves the server (default 3200). `--backends
// postgres` skips PGlite (a million products are for Postgres). Each row adds a p95 from 200 requests
// at 4 connections and one from 200 sent one at a time (the server's own time, which the "server-side"
// budgets name), and each backend the server's memory (resident now, and its peak) after its rows.
import autocannon from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { measureSearchInBrowser } from "./bench-browser";
import { forgetPreparedCart } from "./bench-cart";
import { measureFirstLoad, printFirstLoad, type FirstLoadRow } from "./bench-first-load";
import { measureLighthouse, printLighthouse, type LighthouseRow } from "./bench-lighthouse";
import { measureVisits, printVisits, type VisitRow } from "./bench-visit";
import { benchTargets, type BenchTarget } from "./bench-targets";
import { buildServer, serverIsStale, serverOutfile } from "./build-server.mjs";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const products = arg("products", "100000");
const seconds = Number(arg("seconds", "8"));
// `--rounds N` measures each row N times and reports the median round with the spread: on a shared
// 2-core machine one round can be 20% off the next, so builds compare only on medians.
const rounds = Math.max(1, Number(arg("rounds", "1")));
const PORT = Number(arg("port", "3200"));
// `--lighthouse` alone runs only the Lighthouse rows (slow); with `--only x` it adds them to x's rows.
const lighthouseRows = process.argv.includes("--lighthouse");
const only = process.argv.includes("--only") ? arg("only", "") : lighthouseRows ? "lighthouse" : "";
const base = `http://127.0.0.1:${PORT}`;
const node = process.execPath;

type Row = {
  backend: string;
  name: string;
  rps: number;
  p50: number;
  p95?: number;
  /** p95 of requests sent one at a time: the server's own time, no queue behind other requests */
  p95Alone?: number;
  p99: number;
  errors: number;
  spread?: string;
};
const backends = arg("backends", "pglite,postgres").split(",");
const memoryRows: { backend: string; rssMb: number; peakMb: number }[] = [];

/** p95 of `n` requests made `connections` at a time (autocannon reports p97.5, not p95). */
async function p95Of(url: string, headers: Record<string, string> | undefined, n = 200, connections = 4) {
  const times: number[] = [];
  let next = 0;
  const one = async () => {
    while (next++ < n) {
      const t = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: connections }, one));
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length * 0.95)]! * 10) / 10;
}

/** Resident and peak memory of a process in MB (Linux), or null. */
function memoryMb(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
  } catch {
    return null;
  }
}
type BrowserRow = { backend: string; p50: number; p95: number; samples: number };
const browserRows: BrowserRow[] = [];
const firstLoadRows: { backend: string; rows: FirstLoadRow[] }[] = [];
const lighthouseTables: { backend: string; rows: LighthouseRow[] }[] = [];
const visitTables: { backend: string; rows: VisitRow[] }[] = [];

function seed(env: NodeJS.ProcessEnv) {
  const started = Date.now();
  const r = spawnSync(
    node,
    // the catalog's figures, comparable with earlier runs: without the demo's year of orders
    [
      "node_modules/tsx/dist/cli.mjs",
      "--import",
      "./scripts/server-only-off.mjs",
      "scripts/seed.ts",
      "--products",
      products,
      "--if-empty",
      "--no-history",
    ],
    { stdio: "inherit", env },
  );
  if (r.status !== 0) throw new Error("seed failed");
  return (Date.now() - started) / 1000;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  if (serverIsStale()) await buildServer();
  const server = spawn(node, [serverOutfile, "-p", String(PORT), "-H", "127.0.0.1"], {
    env: { ...env, NODE_ENV: "production" },
    stdio: "ignore",
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error("server did not start");
}

/** CPU seconds a process has used so far (Linux), or null where /proc is not there. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

/**
 * Waits (60 s at most) until the fresh server uses under a tenth of a core: it builds the search
 * index and warms its pages just after it listens, and browser rows measured meanwhile share the two
 * cores with that work.
 */
async function untilIdle(server: ChildProcess) {
  for (let i = 0; i < 60 && server.pid; i++) {
    const before = cpuSeconds(server.pid);
    await new Promise((r) => setTimeout(r, 1000));
    const after = cpuSeconds(server.pid);
    if (before === null || after === null || after - before < 0.1) return;
  }
}

async function measure(raw: BenchTarget, backend: string): Promise<Row> {
  // Targets that need a session or data (the cart) prepare them against the running server first.
  const target = { ...raw, ...(await raw.prepare?.(base)) };
  const url = `${base}${target.path()}`;
  const extra = { headers: target.headers, requests: target.requests };
  await autocannon({ url, connections: 4, duration: 2, ...extra }); // warm up
  const runs: Row[] = [];
  for (let i = 0; i < rounds; i++) {
    const r = await autocannon({ url, connections: target.connections ?? 16, duration: seconds, ...extra });
    runs.push({
      backend,
      name: target.name,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
  }
  runs.sort((a, b) => a.rps - b.rps);
  const median = { ...runs[Math.floor(runs.length / 2)]! };
  // a GET's p95; the rows that send a body (the cart update) keep autocannon's figures only
  if (!target.requests) {
    median.p95 = await p95Of(url, target.headers);
    median.p95Alone = await p95Of(url, target.headers, 200, 1);
  }
  const errors = runs.reduce((n, r) => n + r.errors, 0);
  return rounds > 1 ? { ...median, errors, spread: `${runs[0]!.rps}–${runs.at(-1)!.rps}` } : median;
}

async function runBackend(backend: string, env: NodeJS.ProcessEnv, rows: Row[]) {
  console.log(`\n[${backend}] seeding ${products} products (skipped when already seeded)…`);
  const secs = seed(env);
  console.log(`[${backend}] seed step took ${secs.toFixed(1)}s`);
  const server = await startServer(env);
  try {
    // the search index is built behind the first requests: the rows start once it answers (minutes at 1M)
    const indexStarted = Date.now();
    // (a fetch gives up on headers after 5 min: ask again until it answers, 30 min at most)
    for (let ok = false; !ok && Date.now() - indexStarted < 30 * 60_000;)
      ok = await fetch(`${base}/api/search?search_input=gloves`).then(
        (r) => r.arrayBuffer().then(() => r.ok),
        () => false,
      );
    console.log(`[${backend}] search index ready after ${((Date.now() - indexStarted) / 1000).toFixed(1)}s`);
    // and the listing snapshot every department and product page reads (at a million, 15 s to load)
    const snapshotStarted = Date.now();
    await fetch(`${base}/pharmaceuticals`).then((r) => r.arrayBuffer());
    console.log(`[${backend}] listing snapshot ready after ${((Date.now() - snapshotStarted) / 1000).toFixed(1)}s`);
    // `--only a|b` measures the rows whose names contain any of the parts
    const wanted = only.split("|");
    for (const t of benchTargets.filter((x) => wanted.some((w) => x.name.includes(w))))
      rows.push(await measure(t, backend));
    // a part of `--only` that is (part of) one of these names asks for those rows too
    const asks = (rows: string) => wanted.some((w) => rows.includes(w));
    if (asks("browser search") && existsSync("/usr/bin/chromium")) {
      try {
        browserRows.push({ backend, ...(await measureSearchInBrowser(base)) });
      } catch (err) {
        console.error(`[${backend}] browser measurement failed:`, (err as Error).message);
      }
    }
    const visits = asks("signed-in visit");
    if ((visits || asks("first-load") || lighthouseRows) && existsSync("/usr/bin/chromium")) await untilIdle(server);
    // a signed-in visit as Chromium makes it, replayed request by request (scripts/bench-visit.ts)
    if (visits && existsSync("/usr/bin/chromium"))
      visitTables.push({
        backend,
        rows: await measureVisits(base, {
          seconds,
          barePort: PORT + 2,
          rounds,
          serverCpu: () => cpuSeconds(server.pid!),
        }),
      });
    if (asks("first-load") && existsSync("/usr/bin/chromium"))
      firstLoadRows.push({ backend, rows: await measureFirstLoad(base) });
    if (lighthouseRows) lighthouseTables.push({ backend, rows: await measureLighthouse(base, PORT + 1, rounds) });
    const memory = server.pid ? memoryMb(server.pid) : null;
    if (memory) memoryRows.push({ backend, ...memory });
  } finally {
    forgetPreparedCart();
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
  }
}

if (!existsSync(".next/BUILD_ID")) {
  console.log("Building the production app first…");
  if (spawnSync(node, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}
const rows: Row[] = [];
const common = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  PORT: String(PORT),
  AUTH_RATE_LIMIT: "off",
  SECRET_FILE: "data-bench/auth-secret",
  MEDIA_CACHE_DIR: "data-bench/media",
};
if (backends.includes("pglite"))
  await runBackend("pglite", { ...common, DATABASE_URL: "", PGLITE_DIR: "data-bench/pglite" }, rows);
if (process.env.DATABASE_URL && backends.includes("postgres")) await runBackend("postgres", { ...common }, rows);

if (rows.length) {
  console.log(
    `\n| backend | endpoint | req/s | p50 ms | p95 ms | p95 ms, one at a time | p99 ms | errors |\n|---|---|---|---|---|---|---|---|`,
  );
  for (const r of rows) {
    const rps = r.spread ? `${r.rps} (${r.spread})` : r.rps;
    console.log(
      `| ${r.backend} | ${r.name} | ${rps} | ${r.p50} | ${r.p95 ?? "–"} | ${r.p95Alone ?? "–"} | ${r.p99} | ${r.errors} |`,
    );
  }
}
if (browserRows.length) {
  console.log(
    `\n| backend | browser: last keystroke → search results on screen | p50 ms | p95 ms |\n|---|---|---|---|`,
  );
  for (const r of browserRows)
    console.log(`| ${r.backend} | ${r.samples} new texts, header search bar, 1280 px | ${r.p50} | ${r.p95} |`);
}
if (memoryRows.length) {
  console.log(`\n| backend | server memory after the rows: resident MB | peak MB |\n|---|---|---|`);
  for (const m of memoryRows) console.log(`| ${m.backend} | ${m.rssMb} | ${m.peakMb} |`);
}
for (const f of firstLoadRows) printFirstLoad(f.rows, f.backend);
for (const l of lighthouseTables) printLighthouse(l.rows, l.backend);
for (const v of visitTables) printVisits(v.rows, v.backend);
