// `npm run seed [-- --products N] [--if-empty]`: migrate, then load the deterministic demo
// marketplace. Safe to re-run: every row has a fixed key and existing rows are kept.
import { sql } from "drizzle-orm";
import { openDb, queryRows } from "../client";
import { migrateDb } from "../migrate";
import { seedCatalog } from "./insert-catalog";
import { seedContent } from "./insert-content";
import { seedDemoUsers } from "./demo-users";
import { seedDemoNotifications } from "./demo-notifications";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const productCount = Number(arg("products") ?? process.env.SEED_PRODUCTS ?? 3000);
if (!Number.isInteger(productCount) || productCount < 1) {
  console.error("--products must be a positive whole number");
  process.exit(1);
}

const started = Date.now();
const handle = await openDb({ url: process.env.DATABASE_URL || undefined });
try {
  await migrateDb(handle);
  const [existing] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products`);
  if (process.argv.includes("--if-empty") && (existing?.n ?? 0) > 0) {
    console.log(`Database already seeded (${existing!.n} products).`);
  } else {
    console.log(`Seeding ${productCount} products into ${handle.kind}…`);
    await seedCatalog(handle.db, { products: productCount, log: console.log });
    await seedContent(handle.db);
    await seedDemoUsers(handle.db);
    await seedDemoNotifications(handle.db);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
  }
} finally {
  await handle.close();
}
