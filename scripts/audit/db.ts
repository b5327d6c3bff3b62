// The audit's direct reads and writes of its own data folder, made only while its server is stopped
// (the folder has one owner at a time): load accounts, marked victims, race stock, checksums, ids.
import { sql } from "drizzle-orm";
import path from "node:path";
import { openDb, queryRows, type Db, type DbHandle } from "../../src/db/client";
import { ensurePersonalClinic } from "../../src/db/personal-clinic";

export const openFolder = (dataDir: string): Promise<DbHandle> => openDb({ dataDir: path.join(dataDir, "pglite") });

export const rows = <T>(db: Db, q: ReturnType<typeof sql>) => queryRows<T>(db, q);

/** Tables ordinary reads write to (sessions, page views, search statistics): not evidence of a change. */
const NOISE = new Set(["session", "page_views", "search_queries", "verification"]);

/** One checksum per table of the public schema (row count and an md5 over every row's text). */
export async function tableChecksums(db: Db): Promise<Map<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out = new Map<string, string>();
  for (const { name } of tables) {
    if (NOISE.has(name) || name.startsWith("__drizzle")) continue;
    const [r] = await rows<{ n: number; h: string | null }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(string_agg(md5(t::text), '' order by md5(t::text))) as h from "${name}" t`,
      ),
    );
    out.set(name, `${r!.n}:${r!.h ?? ""}`);
  }
  return out;
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
}

export type LoadBuyer = { id: string; email: string; password: string; addressId: number };

/**
 * `n` confirmed level-5 buyers (one-person clinics, like every registration), sharing the demo
 * buyer's password so no hashing is needed: the races and the crash load need many distinct carts.
 */
export async function createLoadBuyers(db: Db, n: number): Promise<LoadBuyer[]> {
  const [hash] = await rows<{ password: string }>(
    db,
    sql`select password from account where user_id = 'demo-buyer' and provider_id = 'credential'`,
  );
  if (!hash) throw new Error("the demo buyer is missing: was the folder seeded?");
  const out: LoadBuyer[] = [];
  for (let i = 0; i < n; i++) {
    const id = `audit-${i}`;
    const email = `audit-${i}@dvm.test`;
    await db.execute(sql`insert into "user" (id, name, email, email_verified, first_name, last_name, position, level, confirmed, state, country)
      values (${id}, ${`Audit Buyer ${i}`}, ${email}, true, 'Audit', ${`Buyer ${i}`}, 'Veterinarian', 5, 1, 'Missouri', 'United States')
      on conflict do nothing`);
    await db.execute(sql`insert into account (id, account_id, provider_id, user_id, password)
      values (${`${id}-credential`}, ${id}, 'credential', ${id}, ${hash.password}) on conflict do nothing`);
    await db.execute(sql`insert into addresses (user_id, full_name, line1, city, state, zip, country, is_default_shipping, is_default_billing)
      select ${id}, ${`Audit Buyer ${i}`}, ${`${i} Audit Way`}, 'Springfield', 'MO', '65806', 'US', true, true
      where not exists (select 1 from addresses where user_id = ${id})`);
    await ensurePersonalClinic(db, id);
    const [a] = await rows<{ id: number }>(db, sql`select id from addresses where user_id = ${id} order by id limit 1`);
    out.push({ id, email, password: "DemoBuyer#2026", addressId: a!.id });
  }
  return out;
}

export type Product = { id: number; vendor_id: number };

/** Plain products of one vendor anyone at level 5 may buy (no variations, no controls, a price). */
export async function plainProducts(db: Db, vendorId: number, n: number): Promise<Product[]> {
  return rows<Product>(
    db,
    sql`select p.id, p.vendor_id from products p
      where p.vendor_id = ${vendorId} and p.type <> 'variation' and p.status = 'published'
        and coalesce(p.price_cents, p.price_catalog_cents, 0) > 0 and p.see_price in ('login', 'without_login')
        and p.level <= 5 and p.regulatory_class = 'none'
        and not exists (select 1 from product_variations x where x.product_id = p.id)
      order by p.id limit ${n}`,
  );
}

/** Known stock, no minimum, no threshold: what the race and crash checks count against. */
export async function setStock(db: Db, productId: number, quantity: number): Promise<void> {
  await db.execute(
    sql`update products set quantity = ${quantity}, in_stock = 'Y', minimum_order = null, max_quantity_threshold = null where id = ${productId}`,
  );
}

/** A coupon of `vendorId` usable once in total, as a vendor's "single use" coupon is. */
export async function singleUseCoupon(db: Db, vendorId: number, code: string): Promise<void> {
  await db.execute(sql`insert into coupons (vendor_id, code, kind, value, total_limit)
    values (${vendorId}, ${code}, 'amount', 100, 1) on conflict (code) do nothing`);
}
