import "server-only";
import { inArray, sql } from "drizzle-orm";
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
  for (const part of chunks(
    rows.map((r) => r.sku),
    5000,
  ))
    for (const p of await db
      .select({ id: products.id, sku: products.sku, vendorId: products.vendorId })
      .from(products)
      .where(inArray(products.sku, part)))
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
  for (const part of chunks(newSlugs, 5000))
    for (const taken of await db
      .select({ slug: slugRegistry.slug })
      .from(slugRegistry)
      .where(inArray(slugRegistry.slug, part))) {
      const r = out.creates.find((c) => c.slug === taken.slug)!;
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
      vendorId,
      categoryId: r.categoryId,
      brand: r.brand ?? "",
      shortDescription: r.shortDescription ?? "",
      description: r.description ?? "",
      priceCents: r.priceCents!,
      priceCatalogCents: r.priceCents!,
      priceDiscountedCents: r.discountedCents ?? null,
      priceDiscountedEnd: r.discountEnd ? new Date(`${r.discountEnd}T23:59:59.999Z`) : null,
      quantity: r.quantity ?? 0,
      inStock: (r.quantity ?? 0) > 0 ? "Y" : "N",
      seePrice: r.seePrice ?? "without_login",
      level: r.level ?? 1,
      minimumOrder: r.minimumOrder ?? null,
      status: r.status ?? "published",
    }));
    for (const part of chunks(created)) await tx.insert(products).values(part);
    for (const part of chunks(p.updates)) await applyUpdates(tx, part);
    return { created: created.map((c) => c.id), updated: p.updates.map((u) => u.id) };
  });
  await announceChange({ kind: "product", ids: [...result.created, ...result.updated] });
  return { created: result.created.length, updated: result.updated.length, errors: [] as RowError[] };
}

/** One statement per chunk: each column takes the CSV value when given, else keeps its own. */
async function applyUpdates(tx: Tx, rows: (ImportRow & { id: number })[]) {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::int, ${r.name ?? null}::text, ${r.brand ?? null}::text, ${r.shortDescription ?? null}::text, ${r.description ?? null}::text, ${r.priceCents ?? null}::int, ${r.discountedCents ?? null}::int, ${r.discountEnd ?? null}::date, ${r.quantity ?? null}::int, ${r.seePrice ?? null}::text, ${r.level ?? null}::int, ${r.minimumOrder ?? null}::int, ${r.status ?? null}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`update ${products} p set
      name = coalesce(v.name, p.name), brand = coalesce(v.brand, p.brand),
      short_description = coalesce(v.short, p.short_description), description = coalesce(v.descr, p.description),
      price_cents = coalesce(v.price, p.price_cents), price_catalog_cents = coalesce(v.price, p.price_catalog_cents),
      price_discounted_cents = coalesce(v.disc, p.price_discounted_cents),
      price_discounted_end = coalesce(v.disc_end + interval '1 day' - interval '1 millisecond', p.price_discounted_end),
      quantity = coalesce(v.qty, p.quantity),
      in_stock = case when v.qty is null then p.in_stock when v.qty > 0 then 'Y' else 'N' end,
      see_price = coalesce(v.see, p.see_price), level = coalesce(v.lvl, p.level),
      minimum_order = coalesce(v.minord, p.minimum_order), status = coalesce(v.status, p.status)
    from (values ${values}) as v(id, name, brand, short, descr, price, disc, disc_end, qty, see, lvl, minord, status)
    where p.id = v.id`);
}
