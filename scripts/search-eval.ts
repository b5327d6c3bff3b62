// `npm run search:eval`: generated relevance cases over the default 3000-product seed, through the
// engine every search path uses; prints top-1 / top-5 hit rates, per kind and overall.
// Uses its own PGlite folder (seeded once) or DATABASE_URL when given.
import { sql } from "drizzle-orm";
import { installDbHandle, openDb, queryRows } from "@/db/client";
import { migrateDb } from "@/db/migrate";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { generateCases, scoreCases, type EvalProduct } from "@/features/search/eval/cases";
import { searchEngine } from "@/features/search/server/engine-store";

const handle = await openDb({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? undefined : "data-search-eval/pglite",
});
installDbHandle(handle);
await migrateDb(handle);
const [n] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products`);
if ((n?.n ?? 0) < 3000) {
  console.log("Seeding the default 3000-product catalog…");
  await seedCatalog(handle.db, { products: 3000 });
}
const products = await queryRows<EvalProduct>(handle.db, sql`select id, name, sku from products order by id`);
const cases = generateCases(products);
const engine = await searchEngine();
const search = async (q: string) =>
  engine
    .search(q, { limit: 10 })
    .hits.filter((h) => h.kind === "product")
    .map((h) => h.id);
const score = await scoreCases(cases, search);
for (const [kind, k] of score.byKind)
  console.log(`${kind.padEnd(26)} ${k.n.toString().padStart(3)}  top-5 ${((100 * k.top5) / k.n).toFixed(1)}%`);
console.log(
  `cases: ${score.cases}  top-1: ${(100 * score.top1).toFixed(1)}%  top-5: ${(100 * score.top5).toFixed(1)}%`,
);
await handle.close();
