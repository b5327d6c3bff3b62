// Times the search engine in-process (no HTTP) against an already seeded database:
//   PGLITE_DIR=data-bench-search/pglite node --expose-gc --import tsx --import ./scripts/server-only-off.mjs scripts/search-timing.ts
//   DATABASE_URL=postgres://... (same command)
// Prints the build time and heap, p50/p95 of the type-ahead (10 results) and of the all-results
// page (480 ranked, faceted), and the time to re-index one changed product.
import { installDbHandle, openDb } from "../src/db/client";
import { migrateDb } from "../src/db/migrate";
import { rebuildSearch, applyChange } from "../src/features/search/server/engine-store";
import { searchCatalog } from "../src/features/search/server/search";
import { loadResultsPage, RESULTS_PAGE_CAP } from "../src/features/search/server/results-page";
import { flushSearchLog } from "../src/features/search/server/search-log";
import { searchCategoryIds } from "../src/features/search/server/category-search";

const runs = Number(process.env.RUNS ?? 40);
const typeAhead = ["a", "am", "amox", "carprofne", "vacc", "glove", "suture 3-0", "dvmph0000", "000041", "Sonavsita"];
const pages = ["gloves", "nitrile exam gloves", "amoxicilin", "vacine", "pha-00012", "rabies vaccine", "tablets"];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

// The engine keeps its answers to broad searches until the index changes; every run here starts
// without them (KEEP_ANSWERS=1 measures with them), so the figures are those of the ranking itself.
const keepAnswers = process.env.KEEP_ANSWERS === "1";

// Wall time on a busy machine is mostly waiting for a core, so each run's CPU time is kept as well
// (process.cpuUsage: this process's own work, user + system).
const cpu: number[] = [];
const cpuMs = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};

async function time(label: string, q: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const ms: number[] = [];
  const cpuRuns: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (!keepAnswers) engine.forgetAnswers();
    const c = process.cpuUsage();
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
    cpuRuns.push(cpuMs(c));
  }
  cpu.push(...cpuRuns);
  console.log(
    `${label.padEnd(12)} ${JSON.stringify(q).padEnd(24)} p50 ${pct(ms, 50).toFixed(2)} ms  p95 ${pct(ms, 95).toFixed(2)} ms  cpu p50 ${pct(cpuRuns, 50).toFixed(2)} p95 ${pct(cpuRuns, 95).toFixed(2)} ms`,
  );
  return ms;
}

/** The overall line of one group: wall and CPU percentiles of every run since the group began. */
function overall(label: string, wall: number[]) {
  const own = cpu.splice(0);
  console.log(
    `${label} overall p50 ${pct(wall, 50).toFixed(2)} ms  p95 ${pct(wall, 95).toFixed(2)} ms  cpu p50 ${pct(own, 50).toFixed(2)} p95 ${pct(own, 95).toFixed(2)} ms`,
  );
}

const handle = await openDb({ url: process.env.DATABASE_URL || undefined });
await migrateDb(handle);
installDbHandle(handle);
global.gc?.();
const heap0 = process.memoryUsage().heapUsed;
const t0 = performance.now();
const buildCpu = process.cpuUsage();
const engine = await rebuildSearch();
const buildMs = performance.now() - t0;
const buildCpuMs = cpuMs(buildCpu);
global.gc?.();
console.log(
  `backend ${handle.kind}: ${engine.size} documents, build ${(buildMs / 1000).toFixed(2)} s (cpu ${(buildCpuMs / 1000).toFixed(2)} s), heap +${((process.memoryUsage().heapUsed - heap0) / 2 ** 20).toFixed(0)} MB (run with --expose-gc for an exact figure)`,
);
const all: number[] = [];
for (const q of typeAhead) all.push(...(await time("type-ahead", q, () => searchCatalog(q, null, { limit: 10 }))));
overall("type-ahead", all);
const engineOnly: number[] = [];
for (const q of typeAhead)
  engineOnly.push(...(await time("engine only", q, async () => engine.search(q, { limit: 10 }))));
overall("engine only", engineOnly);
const pageEngine: number[] = [];
for (const q of pages)
  pageEngine.push(...(await time("results eng", q, async () => engine.search(q, { limit: RESULTS_PAGE_CAP }))));
overall("results page engine only", pageEngine);
const page: number[] = [];
for (const q of pages) page.push(...(await time("results", q, () => loadResultsPage(q, null, {}))));
overall("results page", page);
const drawer: number[] = [];
for (const q of ["glove", "vacine", "carprofen", "a"])
  drawer.push(...(await time("drawer", q, () => searchCategoryIds(q))));
overall("drawer category box", drawer);
const upd: number[] = [];
for (let id = 1; id <= 20; id++) {
  const c = process.cpuUsage();
  const t = performance.now();
  await applyChange({ kind: "product", ids: [id] });
  upd.push(performance.now() - t);
  cpu.push(cpuMs(c));
}
overall("update one product (re-read + re-index)", upd);
await flushSearchLog();
await handle.close();
