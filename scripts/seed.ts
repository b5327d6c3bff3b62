// `npm run seed [-- --products N] [--if-empty] [--no-history]`: migrate, then load the deterministic
// demo marketplace and its lived-in year of orders (scripts/seed-history). Safe to re-run: every row
// has a fixed key and existing rows are kept. `--no-history` seeds the catalog and the demo accounts
// only (the end-to-end tests and the audit use it, so their figures start from an empty order book).
import { sql } from "drizzle-orm";
import { installDbHandle, openDb } from "../src/db/client";
import { migrateDb } from "../src/db/migrate";
import { products } from "../src/db/schema";
import { seedCatalog } from "../src/db/seed/insert-catalog";
import { seedContent } from "../src/db/seed/insert-content";
import { seedDemoUsers } from "../src/db/seed/demo-users";
import { seedDemoReorders } from "../src/db/seed/demo-reorders";
import { seedDemoVendorUsers } from "../src/db/seed/demo-vendor-users";
import { seedDemoCredentials } from "../src/db/seed/demo-credentials";
import { seedDemoNotifications } from "../src/db/seed/demo-notifications";
import { seedDemoQuotes } from "../src/db/seed/demo-quotes";
import { getConfig } from "../src/lib/config";
import { seedHistory } from "./seed-history";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const productCount = Number(arg("products") ?? getConfig().SEED_PRODUCTS);
if (!Number.isInteger(productCount) || productCount < 1) {
  console.error("--products must be a positive whole number");
  process.exit(1);
}
const withHistory = !process.argv.includes("--no-history");

const started = Date.now();
/** Each line with the seconds since the start, so a large seed's slow phase shows in its own output. */
const log = (msg: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s] ${msg}`);
const handle = await openDb({ url: getConfig().DATABASE_URL });
try {
  await migrateDb(handle);
  // the history runs the app's services, which reach the database through the process handle
  installDbHandle(handle);
  const [existing] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (process.argv.includes("--if-empty") && (existing?.n ?? 0) > 0) {
    console.log(`Database already seeded (${existing!.n} products).`);
  } else {
    console.log(`Seeding ${productCount} products into ${handle.kind}…`);
    // an empty Postgres gets the bulk load: secondary indexes built after it, batches in flight
    const bulk = handle.kind === "postgres" && (existing?.n ?? 0) === 0;
    await seedCatalog(handle.db, { products: productCount, log, bulk, sameItems: true });
    console.log(`Catalog loaded in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
    await seedContent(handle.db);
    await seedDemoUsers(handle.db);
    await seedDemoReorders(handle.db);
    await seedDemoCredentials(handle.db);
    await seedDemoNotifications(handle.db);
    await seedDemoQuotes(handle.db);
    await seedDemoVendorUsers(handle.db);
    if (withHistory) await seedHistory(handle.db, { log });
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
  }
  // also on an existing database: the portal's demo accounts arrived after many data folders were seeded
  await seedDemoVendorUsers(handle.db);
} finally {
  await handle.close();
}
