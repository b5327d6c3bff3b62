// Times the vendor CSV import in-process (no HTTP) on a fresh database, with the search engine
// subscribed as in the running app, so the announce after commit is counted too:
//   node --import tsx --import ./scripts/server-only-off.mjs scripts/import-timing.ts
//   DATABASE_URL=postgres://... (same command; the database must be empty)
// Prints seconds and rows/s for 10,000 new rows, the same rows updated, then imported again unchanged,
// and for 10,000 rows of new listings with three variations each (a listing row and three variation rows).
import { openDb, installDbHandle } from "../src/db/client";
import { migrateDb } from "../src/db/migrate";
import { categories } from "../src/db/schema";
import { seedCatalog } from "../src/db/seed/insert-catalog";
import { searchEngine } from "../src/features/search/server/engine-store";
import { importProductsCsv } from "../src/features/vendor-portal/listings/server/csv-import";
import type { VendorContext } from "../src/features/vendor-portal/server/access";

const ROWS = Number(process.env.ROWS ?? 10_000);

async function main() {
  const handle = await openDb(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: "memory://" });
  await migrateDb(handle);
  installDbHandle(handle);
  await seedCatalog(handle.db, { products: Number(process.env.PRODUCTS ?? 3000) });
  if (!process.env.NO_ENGINE) await searchEngine();
  const [{ slug }] = await handle.db.select({ slug: categories.slug }).from(categories).limit(1);
  const ctx: VendorContext = {
    userId: null,
    keyId: null,
    vendorId: 1,
    serviceProviderId: null,
    sellerName: "timing",
    sellerSlug: "timing",
    role: "owner",
  };
  const lines = ["sku,name,category,price,quantity,brand"];
  for (let i = 0; i < ROWS; i++)
    lines.push(`TIME-${i},Timed item ${i},${slug},${(5 + (i % 50)).toFixed(2)},${i % 90},Timeco`);
  const run = async (label: string, csv: string) => {
    const t = performance.now();
    const r = await importProductsCsv(ctx, csv, { dryRun: false });
    const s = (performance.now() - t) / 1000;
    console.log(
      `${label}: ${r.created} created, ${r.updated} updated in ${s.toFixed(1)} s (${Math.round(ROWS / s)} rows/s)`,
    );
  };
  await run("new rows", lines.join("\n"));
  const changed = lines.map((l, i) => (i ? l.replace(/,(\d+),Timeco$/, ",7,Timeco") : l)).join("\n");
  await run("updated rows", changed);
  await run("unchanged rows", changed);
  const mixed = ["sku,row_type,parent_sku,name,option,category,price,quantity"];
  for (let i = 0; mixed.length <= ROWS; i++) {
    mixed.push(`MIX-${i},,,Mixed item ${i},,${slug},${(5 + (i % 50)).toFixed(2)},${i % 90}`);
    for (const size of ["S", "M", "L"])
      mixed.push(`MIX-${i}-${size},variation,MIX-${i},,${size},,${6 + (i % 40)},${i % 30}`);
  }
  await run("listings with variations", mixed.slice(0, ROWS + 1).join("\n"));
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
