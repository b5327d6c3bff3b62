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

async function time(label: string, q: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (!keepAnswers) engine.forgetAnswers();
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  console.log(
    `${label.padEnd(12)} ${JSON.stringify(q).padEnd(24)} p50 ${pct(ms, 50).toFixed(2)} ms  p95 ${pct(ms, 95).toFixed(2)} ms`,
  );
  return ms;
}

const handle = await openDb({ url: process.env.DATABASE_URL || undefined });
await migrateDb(handle);
installDbHandle(handle);
global.gc?.();
const heap0 = process.memoryUsage().heapUsed;
const t0 = performance.now();
const engine = await rebuildSearch();
const buildMs = performance.now() - t0;
global.gc?.();
console.log(
  `backend ${handle.kind}: ${engine.size} documents, build ${(buildMs / 1000).toFixed(2)} s, heap +${((process.memoryUsage().heapUsed - heap0) / 2 ** 20).toFixed(0)} MB (run with --expose-gc for an exact figure)`,
);
const all: number[] = [];
for (const q of typeAhead) all.push(...(await time("type-ahead", q, () => searchCatalog(q, null, { limit: 10 }))));
console.log(`type-ahead overall p50 ${pct(all, 50).toFixed(2)} ms  p95 ${pct(all, 95).toFixed(2)} ms`);
const engineOnly: number[] = [];
for (const q of typeAhead)
  engineOnly.push(...(await time("engine only", q, async () => engine.search(q, { limit: 10 }))));
console.log(`engine only overall p50 ${pct(engineOnly, 50).toFixed(2)} ms  p95 ${pct(engineOnly, 95).toFixed(2)} ms`);
const pageEngine: number[] = [];
for (const q of pages)
  pageEngine.push(...(await time("results eng", q, async () => engine.search(q, { limit: RESULTS_PAGE_CAP }))));
console.log(
  `results page engine only overall p50 ${pct(pageEngine, 50).toFixed(2)} ms  p95 ${pct(pageEngine, 95).toFixed(2)} ms`,
);
const page: number[] = [];
for (const q of pages) page.push(...(await time("results", q, () => loadResultsPage(q, null, {}))));
console.log(`results page overall p50 ${pct(page, 50).toFixed(2)} ms  p95 ${pct(page, 95).toFixed(2)} ms`);
const drawer: number[] = [];
for (const q of ["glove", "vacine", "carprofen", "a"])
  drawer.push(...(await time("drawer", q, () => searchCategoryIds(q))));
console.log(`drawer category box overall p50 ${pct(drawer, 50).toFixed(2)} ms  p95 ${pct(drawer, 95).toFixed(2)} ms`);
const upd: number[] = [];
for (let id = 1; id <= 20; id++) {
  const t = performance.now();
  await applyChange({ kind: "product", ids: [id] });
  upd.push(performance.now() - t);
}
console.log(
  `update one product (re-read + re-index) p50 ${pct(upd, 50).toFixed(2)} ms  p95 ${pct(upd, 95).toFixed(2)} ms`,
);
await flushSearchLog();
await handle.close();
