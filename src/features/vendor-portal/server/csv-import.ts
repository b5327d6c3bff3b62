import "server-only";
import { inArray, sql, type AnyColumn } from "drizzle-orm";
import Papa from "papaparse";
import { getDb, type Tx } from "@/db/client";
import { categories, products, slugRegistry } from "@/db/schema";
import { announceChange } from "@/lib/change-bus";
import { AppError, badRequest } from "@/lib/errors";
import { checkRow, missingForCreate, slugify, type ImportRow, type RowError } from "../import-rules";
import { vendorIdOf, type VendorContext } from "./access";

export const MAX_IMPORT_ROWS = 50_000;
const CHUNK = 1000;
const chunks = <T>(list: T[], n = CHUNK) =>
  Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, i * n + n));

/** `column in (list)` with the list as one JSON parameter, however long (one bind, one plan). */
const inJsonList = (column: AnyColumn, list: string[]) =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;

type Plan = { creates: (ImportRow & { categoryId: number; slug: string })[]; updates: (ImportRow & { id: number })[] };

/** Parses and checks every row against the database; nothing is written here. */
async function plan(db: Tx, vendorId: number, csv: string): Promise<{ plan: Plan; errors: RowError[] }> {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  if (!parsed.meta.fields?.includes("sku")) throw badRequest("The CSV needs a header row with at least a sku column.");
  if (parsed.data.length > MAX_IMPORT_ROWS) throw badRequest(`At most ${MAX_IMPORT_ROWS} rows per file.`);
  const errors: RowError[] = parsed.errors
    .slice(0, 100)
    .map((e) => ({ row: (e.row ?? 0) + 2, message: `row ${(e.row ?? 0) + 2}: ${e.message}` }));
  const rows: ImportRow[] = [];
  const seen = new Map<string, number>();
  parsed.data.forEach((rec, i) => {
    const r = checkRow(rec, i + 2);
    if ("message" in r) return errors.push(r);
    const first = seen.get(r.sku);
    if (first)
      return errors.push({ row: r.row, message: `row ${r.row}: sku ${r.sku} already appears on row ${first}` });
    seen.set(r.sku, r.row);
    rows.push(r);
  });
  const existing = new Map<string, { id: number; vendorId: number }>();
  for (const p of await db
    .select({ id: products.id, sku: products.sku, vendorId: products.vendorId })
    .from(products)
    .where(
      inJsonList(
        products.sku,
        rows.map((r) => r.sku),
      ),
    ))
    existing.set(p.sku, p);
  const catSlugs = [...new Set(rows.map((r) => r.category).filter((c): c is string => !!c))];
  const cats = new Map(
    catSlugs.length
      ? (
          await db
            .select({ id: categories.id, slug: categories.slug })
            .from(categories)
            .where(inArray(categories.slug, catSlugs))
        ).map((c) => [c.slug, c.id])
      : [],
  );
  const out: Plan = { creates: [], updates: [] };
  const newSlugs: string[] = [];
  for (const r of rows) {
    const found = existing.get(r.sku);
    if (r.category && !cats.has(r.category)) {
      errors.push({ row: r.row, message: `row ${r.row}: category ${r.category} does not exist` });
      continue;
    }
    if (found) {
      if (found.vendorId !== vendorId)
        errors.push({ row: r.row, message: `row ${r.row}: sku ${r.sku} belongs to another vendor` });
      else out.updates.push({ ...r, id: found.id });
      continue;
    }
    const missing = missingForCreate(r);
    if (missing) {
      errors.push({ row: r.row, message: missing });
      continue;
    }
    const slug = `${slugify(r.name!)}-${slugify(r.sku)}`;
    newSlugs.push(slug);
    out.creates.push({ ...r, categoryId: cats.get(r.category!)!, slug });
  }
  const bySlug = new Map(out.creates.map((c) => [c.slug, c]));
  for (const taken of await db
    .select({ slug: slugRegistry.slug })
    .from(slugRegistry)
    .where(inJsonList(slugRegistry.slug, newSlugs))) {
    const r = bySlug.get(taken.slug)!;
    errors.push({ row: r.row, message: `row ${r.row}: the address /${taken.slug} is already used; change the name` });
  }
  errors.sort((a, b) => a.row - b.row);
  return { plan: out, errors };
}

/**
 * Creates and updates the vendor's products by SKU from a CSV. A dry run only reports; a commit with any
 * error writes nothing, and otherwise writes everything in one transaction, then announces the change.
 */
export async function importProductsCsv(ctx: VendorContext, csv: string, opts: { dryRun: boolean }) {
  const vendorId = vendorIdOf(ctx);
  if (!csv.trim()) throw badRequest("The CSV file is empty.");
  const db = await getDb();
  if (opts.dryRun) {
    const { plan: p, errors } = await plan(db, vendorId, csv);
    return { created: p.creates.length, updated: p.updates.length, errors };
  }
  const result = await db.transaction(async (tx) => {
    // one import at a time allocates product ids
    await tx.execute(sql`lock table ${products} in share row exclusive mode`);
    const { plan: p, errors } = await plan(tx, vendorId, csv);
    if (errors.length)
      throw new AppError(
        "UNPROCESSABLE",
        `${errors.length} row${errors.length > 1 ? "s have" : " has"} errors; nothing was imported.`,
        {
          created: 0,
          updated: 0,
          errors: errors.slice(0, 500),
        },
      );
    const [{ max }] = await tx.select({ max: sql<number>`coalesce(max(${products.id}), 0)::int` }).from(products);
    const created = p.creates.map((r, i) => ({
      id: max + 1 + i,
      name: r.name!,
      slug: r.slug,
      sku: r.sku,
      category_id: r.categoryId,
      brand: r.brand ?? "",
      short_description: r.shortDescription ?? "",
      description: r.description ?? "",
      price_cents: r.priceCents!,
      price_discounted_cents: r.discountedCents ?? null,
      price_discounted_end: r.discountEnd ?? null,
      quantity: r.quantity ?? 0,
      see_price: r.seePrice ?? "without_login",
      level: r.level ?? 1,
      minimum_order: r.minimumOrder ?? null,
      status: r.status ?? "published",
    }));
    for (const part of chunks(created)) await insertCreates(tx, vendorId, part);
    for (const part of chunks(p.updates)) await applyUpdates(tx, part);
    return { created: created.map((c) => c.id), updated: p.updates.map((u) => u.id) };
  });
  await announceChange({ kind: "product", ids: [...result.created, ...result.updated] });
  return { created: result.created.length, updated: result.updated.length, errors: [] as RowError[] };
}

/**
 * One statement per chunk with the rows as a single JSON parameter: binding thousands of separate
 * parameters costs more than the insert itself. The discount runs to the end of its last day in UTC,
 * whatever the session's time zone.
 */
async function insertCreates(tx: Tx, vendorId: number, rows: Record<string, unknown>[]) {
  await tx.execute(sql`insert into ${products} (id, name, slug, sku, vendor_id, category_id, brand,
      short_description, description, price_cents, price_catalog_cents, price_discounted_cents,
      price_discounted_end, quantity, in_stock, see_price, level, minimum_order, status)
    select x.id, x.name, x.slug, x.sku, ${vendorId}::int, x.category_id, x.brand, x.short_description,
      x.description, x.price_cents, x.price_cents, x.price_discounted_cents,
      (x.price_discounted_end + interval '1 day' - interval '1 millisecond') at time zone 'UTC', x.quantity,
      case when x.quantity > 0 then 'Y' else 'N' end, x.see_price, x.level, x.minimum_order, x.status
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id int, name text, slug text, sku text,
      category_id int, brand text, short_description text, description text, price_cents int,
      price_discounted_cents int, price_discounted_end date, quantity int, see_price text, level int,
      minimum_order int, status text)`);
}

/** One statement per chunk (rows as one JSON parameter): each column takes the CSV value when given, else keeps its own. */
async function applyUpdates(tx: Tx, rows: (ImportRow & { id: number })[]) {
  const values = rows.map((r) => ({
    id: r.id,
    name: r.name ?? null,
    brand: r.brand ?? null,
    short: r.shortDescription ?? null,
    descr: r.description ?? null,
    price: r.priceCents ?? null,
    disc: r.discountedCents ?? null,
    disc_end: r.discountEnd ?? null,
    qty: r.quantity ?? null,
    see: r.seePrice ?? null,
    lvl: r.level ?? null,
    minord: r.minimumOrder ?? null,
    status: r.status ?? null,
  }));
  // a row whose values all stay is not written: re-importing an export rewrites no index entries
  await tx.execute(sql`update ${products} p set
      name = n.name, brand = n.brand, short_description = n.short_description, description = n.description,
      price_cents = n.price_cents, price_catalog_cents = n.price_catalog_cents,
      price_discounted_cents = n.price_discounted_cents, price_discounted_end = n.price_discounted_end,
      quantity = n.quantity, in_stock = n.in_stock, see_price = n.see_price, level = n.level,
      minimum_order = n.minimum_order, status = n.status
    from (
      select q.id, coalesce(v.name, q.name) as name, coalesce(v.brand, q.brand) as brand,
        coalesce(v.short, q.short_description) as short_description, coalesce(v.descr, q.description) as description,
        coalesce(v.price, q.price_cents) as price_cents, coalesce(v.price, q.price_catalog_cents) as price_catalog_cents,
        coalesce(v.disc, q.price_discounted_cents) as price_discounted_cents,
        coalesce((v.disc_end + interval '1 day' - interval '1 millisecond') at time zone 'UTC', q.price_discounted_end)
          as price_discounted_end,
        coalesce(v.qty, q.quantity) as quantity,
        case when v.qty is null then q.in_stock when v.qty > 0 then 'Y' else 'N' end as in_stock,
        coalesce(v.see, q.see_price) as see_price, coalesce(v.lvl, q.level) as level,
        coalesce(v.minord, q.minimum_order) as minimum_order, coalesce(v.status, q.status) as status
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id int, name text, brand text, short text,
        descr text, price int, disc int, disc_end date, qty int, see text, lvl int, minord int, status text)
      join ${products} q on q.id = v.id
    ) n
    where p.id = n.id
      and (p.name, p.brand, p.short_description, p.description, p.price_cents, p.price_catalog_cents,
        p.price_discounted_cents, p.price_discounted_end, p.quantity, p.in_stock, p.see_price, p.level,
        p.minimum_order, p.status)
      is distinct from (n.name, n.brand, n.short_description, n.description, n.price_cents, n.price_catalog_cents,
        n.price_discounted_cents, n.price_discounted_end, n.quantity, n.in_stock, n.see_price, n.level,
        n.minimum_order, n.status)`);
}
