// Measures MiniSearch (installed) on the same documents and cases as our engine, for the README's
// comparison: PGLITE_DIR=data-bench-search/pglite node --expose-gc --import tsx --import ./scripts/server-only-off.mjs scripts/search-compare.ts
// (the generated cases need the 3000-product seed: run it there with PGLITE_DIR=data-search-eval/pglite).
import MiniSearch from "minisearch";
import { sql } from "drizzle-orm";
import { installDbHandle, openDb, queryRows } from "../src/db/client";
import { generateCases, scoreCases, type EvalProduct } from "../src/features/search/eval/cases";
import { rebuildSearch } from "../src/features/search/server/engine-store";

const handle = await openDb({});
installDbHandle(handle);
const rows = await queryRows<{ id: number; name: string; brand: string; cat: string; sku: string; descr: string }>(
  handle.db,
  sql`select p.id, p.name, p.brand, c.name as cat, p.sku, p.short_description as descr
  from products p join categories c on c.id = p.category_id order by p.id`,
);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((p / 100) * (xs.length - 1))]!;
const queries = ["am", "amox", "carprofne", "vacc", "glove", "suture 3-0", "dvmph0000", "000041", "Sonavsita"];

global.gc?.();
let heap = process.memoryUsage().heapUsed;
let t = performance.now();
const mini = new MiniSearch({
  fields: ["name", "brand", "cat", "sku", "descr"],
  storeFields: [],
  searchOptions: { boost: { name: 3, brand: 2, cat: 1.5, sku: 3 }, prefix: true, fuzzy: 0.2, combineWith: "AND" },
});
mini.addAll(rows);
const miniBuild = performance.now() - t;
global.gc?.();
const miniHeap = (process.memoryUsage().heapUsed - heap) / 2 ** 20;
const miniTimes: number[] = [];
for (const q of queries)
  for (let i = 0; i < 20; i++) {
    t = performance.now();
    mini.search(q).slice(0, 10);
    miniTimes.push(performance.now() - t);
  }

global.gc?.();
heap = process.memoryUsage().heapUsed;
t = performance.now();
const engine = await rebuildSearch();
const ourBuild = performance.now() - t;
global.gc?.();
const ourHeap = (process.memoryUsage().heapUsed - heap) / 2 ** 20;
const ourTimes: number[] = [];
for (const q of queries)
  for (let i = 0; i < 20; i++) {
    t = performance.now();
    engine.search(q, { limit: 10 });
    ourTimes.push(performance.now() - t);
  }

const cases = generateCases(rows satisfies EvalProduct[]);
const miniScore = await scoreCases(cases, async (q) => mini.search(q).map((r) => Number(r.id)));
const ourScore = await scoreCases(cases, async (q) => engine.search(q, { limit: 10 }).hits.map((h) => h.id));
const line = (name: string, build: number, mb: number, xs: number[], s: { top1: number; top5: number }) =>
  console.log(
    `| ${name} | ${rows.length} | ${(build / 1000).toFixed(2)} s | ${mb.toFixed(0)} MB | ${pct(xs, 50).toFixed(2)} / ${pct(xs, 95).toFixed(2)} ms | ${(100 * s.top1).toFixed(1)}% / ${(100 * s.top5).toFixed(1)}% |`,
  );
console.log(
  `| engine | products | build | heap | query p50 / p95 | top-1 / top-5 (${cases.length} cases) |\n|---|---|---|---|---|---|`,
);
line("MiniSearch 7 (prefix, fuzzy 0.2, AND)", miniBuild, miniHeap, miniTimes, miniScore);
line("our engine", ourBuild, ourHeap, ourTimes, ourScore);
await handle.close();
