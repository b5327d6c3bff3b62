// `npm run seed [-- --products N] [--if-empty]`: migrate, then load the deterministic demo
// marketplace. Safe to re-run: every row has a fixed key and existing rows are kept.
import { sql } from "drizzle-orm";
import { openDb } from "../client";
import { migrateDb } from "../migrate";
import { products } from "../schema";
import { seedCatalog } from "./insert-catalog";
import { seedContent } from "./insert-content";
import { seedDemoUsers } from "./demo-users";
import { seedDemoReorders } from "./demo-reorders";
import { seedDemoVendorUsers } from "./demo-vendor-users";
import { seedDemoCredentials } from "./demo-credentials";
import { seedDemoNotifications } from "./demo-notifications";
import { getConfig } from "../../lib/config";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const productCount = Number(arg("products") ?? getConfig().SEED_PRODUCTS);
if (!Number.isInteger(productCount) || productCount < 1) {
  console.error("--products must be a positive whole number");
  process.exit(1);
}

const started = Date.now();
const handle = await openDb({ url: getConfig().DATABASE_URL });
try {
  await migrateDb(handle);
  const [existing] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (process.argv.includes("--if-empty") && (existing?.n ?? 0) > 0) {
    console.log(`Database already seeded (${existing!.n} products).`);
  } else {
    console.log(`Seeding ${productCount} products into ${handle.kind}…`);
    await seedCatalog(handle.db, { products: productCount, log: console.log });
    await seedContent(handle.db);
    await seedDemoUsers(handle.db);
    await seedDemoReorders(handle.db);
    await seedDemoCredentials(handle.db);
    await seedDemoNotifications(handle.db);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
  }
  // also on an existing database: the portal's demo accounts arrived after many data folders were seeded
  await seedDemoVendorUsers(handle.db);
} finally {
  await handle.close();
}
