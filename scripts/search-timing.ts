// Times the search service in-process (no HTTP) against an already seeded database:
//   PGLITE_DIR=data-search100k/pglite npx tsx --conditions react-server scripts/search-timing.ts
//   DATABASE_URL=postgres://... npx tsx --conditions react-server scripts/search-timing.ts
// Prints p50/p95 per query for the type-ahead (10 results, in-memory index) and the all-results
// page (wide set, SQL).
import { installDbHandle, openDb } from "../src/db/client";
import { migrateDb } from "../src/db/migrate";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/db/client";
import { planSearch } from "../src/features/search/server/candidates";
import { productQuery, searchCatalog } from "../src/features/search/server/search";
import { searchIndex } from "../src/features/search/server/type-ahead-index";

const runs = Number(process.env.RUNS ?? 60);
// CPU=1 reports in-process CPU time (PGlite only) instead of wall time, for a shared, busy machine.
const useCpu = process.env.CPU === "1";
// CACHE=1 measures repeated texts served from the short-lived result cache
const cache = process.env.CACHE === "1";
const typeAhead = ["am", "amox", "vacc", "glove", "suture 3-0", "dvm-ph-0000", "000041", "feline"];
const searches = [
  "gloves",
  "nitrile exam gloves",
  "amoxicilin",
  "vacine",
  "pha-00012",
  "DVM-VA-000002",
  "rabies vaccine",
  "scaler",
  "protegra",
];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function time(label: string, q: string, wide: boolean) {
  const limit = wide ? 480 : 10;
  for (let i = 0; i < 5; i++) await searchCatalog(q, null, { limit, wide, cache });
  const ms: number[] = [];
  let n = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    n = (await searchCatalog(q, null, { limit, wide, cache })).length;
    const wall = performance.now() - t;
    const u = process.cpuUsage(c);
    // PGlite runs in this process: its CPU time is the query cost without waiting for a busy CPU
    ms.push(useCpu ? (u.user + u.system) / 1000 : wall);
  }
  console.log(
    `${label.padEnd(10)} ${JSON.stringify(q).padEnd(24)} hits ${String(n).padStart(3)}  p50 ${pct(ms, 50).toFixed(2)} ms  p95 ${pct(ms, 95).toFixed(2)} ms`,
  );
  return ms;
}

const handle = await openDb({ url: process.env.DATABASE_URL || undefined });
await migrateDb(handle);
installDbHandle(handle);
console.log(`backend ${handle.kind}, ${runs} runs each`);
if (process.env.EXPLAIN) {
  // EXPLAIN=text prints the product query plan for one text and exits
  const q = sql`explain (analyze, costs off) ${productQuery(planSearch(process.env.EXPLAIN), 10, false)}`;
  await queryRows(handle.db, q);
  for (const r of await queryRows<Record<string, string>>(handle.db, q)) console.log(Object.values(r)[0]);
  await handle.close();
  process.exit(0);
}
// the type-ahead (10 results) answers from the in-memory index once it is built; the page is SQL
const building = performance.now();
while (!(await searchIndex())) await new Promise((r) => setTimeout(r, 50));
console.log(`type-ahead index built in ${(performance.now() - building).toFixed(0)} ms`);
const all: Record<string, number[]> = { typeahead: [], search: [], page: [] };
for (const q of typeAhead) all.typeahead!.push(...(await time("typeahead", q, false)));
for (const q of searches) all.search!.push(...(await time("search", q, false)));
for (const q of ["gloves", "vacine", "suture"]) all.page!.push(...(await time("page", q, true)));
for (const [k, ms] of Object.entries(all))
  console.log(`ALL ${k}: p50 ${pct(ms, 50).toFixed(2)} ms  p95 ${pct(ms, 95).toFixed(2)} ms`);
await handle.close();
