import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import Papa from "papaparse";
import { csvUnescapeCell } from "@/lib/csv";
import { getDb, type Tx } from "@/db/client";
import { categories, productVariations, products, slugRegistry, vendors } from "@/db/schema";
import { assignItems, removeUploadedVideo } from "@/features/catalog/server";
import { announceChange } from "@/lib/change-bus";
import { AppError, badRequest, forbidden } from "@/lib/errors";
import type { ChildRow } from "../import-child-rules";
import { classFieldRefusal, statusAfterWrite } from "../rules";
import type { ListingStatus } from "../schema";
import { checkRow, missingForCreate, slugify, type ImportRow, type RowError } from "../import-rules";
import { vendorIdOf, type VendorContext } from "../../server/access";
import { writeChildren } from "./csv-import-child-writes";
import { inJsonList, planChildren, type ChildPlan } from "./csv-import-children";
import { applyUpdates, hasIdentity, identityChanges, insertCreates, type NewListing } from "./csv-import-writes";

export const MAX_IMPORT_ROWS = 50_000;
// the advisory lock space of vendor imports, keyed by vendor (onboarding and teams use 7117001-2)
const VENDOR_IMPORT_LOCK = 7_117_003;
/** Where a long import is: checking every row, then writing (listings and listings with child rows). */
export type ImportProgress = { stage: "checking" | "writing"; done: number; total: number };
const CHUNK = 1000;
const chunks = <T>(list: T[], n = CHUNK) =>
  Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, i * n + n));

type Plan = {
  creates: (ImportRow & { categoryId: number; slug: string })[];
  updates: (ImportRow & { id: number })[];
  children: ChildPlan[];
};
type Stored = {
  id: number;
  vendorId: number;
  catalog: number | null;
  discounted: number | null;
  minimum: number | null;
  threshold: number | null;
  status: string;
};

/** An update checked against what the listing keeps: a discount stays below the price, a threshold above the minimum. */
function updateProblem(r: ImportRow, s: Stored): string | null {
  const catalog = r.priceCents ?? s.catalog;
  const discounted = r.discountedCents ?? s.discounted;
  if (discounted !== null && catalog !== null && discounted >= catalog)
    return `row ${r.row}: price_discounted must be lower than price (the listing's price is ${(catalog / 100).toFixed(2)})`;
  const minimum = r.minimumOrder ?? s.minimum;
  const threshold = r.maxThreshold ?? s.threshold;
  if (minimum !== null && threshold !== null && threshold < minimum)
    return `row ${r.row}: max_quantity_threshold must be at least minimum_order (${minimum})`;
  return null;
}

function parse(csv: string) {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
    // the listing export escapes text that starts like a formula; a round trip gives the text back
    transform: (value) => csvUnescapeCell(value),
  });
  if (!parsed.meta.fields?.includes("sku")) throw badRequest("The CSV needs a header row with at least a sku column.");
  if (parsed.data.length > MAX_IMPORT_ROWS) throw badRequest(`At most ${MAX_IMPORT_ROWS} rows per file.`);
  const errors: RowError[] = parsed.errors
    .slice(0, 100)
    .map((e) => ({ row: (e.row ?? 0) + 2, message: `row ${(e.row ?? 0) + 2}: ${e.message}` }));
  const listings: ImportRow[] = [];
  const children: ChildRow[] = [];
  // listing and variation SKUs name one thing each on the marketplace; a set item's SKU only describes
  const seen = new Map<string, number>();
  // listings whose own row is refused: their child rows wait for it rather than add a second error
  const refused = new Set<string>();
  parsed.data.forEach((rec, i) => {
    const r = checkRow(rec, i + 2);
    if ("message" in r) {
      if (["", "listing"].includes((rec.row_type ?? "").trim().toLowerCase())) refused.add((rec.sku ?? "").trim());
      return errors.push(r);
    }
    if (r.kind === "listing" || r.kind === "variation") {
      const first = seen.get(r.sku);
      if (first)
        return errors.push({ row: r.row, message: `row ${r.row}: sku ${r.sku} already appears on row ${first}` });
      seen.set(r.sku, r.row);
    }
    if (r.kind === "listing") listings.push(r);
    else children.push(r);
  });
  return { listings, children, errors, refused };
}

/** Parses and checks every row against the database; nothing is written here. */
async function plan(db: Tx, vendorId: number, csv: string): Promise<{ plan: Plan; errors: RowError[] }> {
  const { listings: rows, children, errors, refused } = parse(csv);
  const existing = new Map<string, Stored>();
  const wanted = [...rows.map((r) => r.sku), ...children.map((c) => c.parent)];
  for (const p of await db
    .select({
      id: products.id,
      sku: products.sku,
      vendorId: products.vendorId,
      catalog: sql<number | null>`coalesce(${products.priceCatalogCents}, ${products.priceCents})`,
      discounted: products.priceDiscountedCents,
      minimum: products.minimumOrder,
      threshold: products.maxQuantityThreshold,
      status: products.status,
    })
    .from(products)
    .where(inJsonList(products.sku, [...new Set(wanted)])))
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
  // a "review first" seller's rows go live only through the moderation queue, as from the form
  const [seller] = await db.select({ reviewFirst: vendors.reviewFirst }).from(vendors).where(eq(vendors.id, vendorId));
  const reviewFirst = seller?.reviewFirst ?? false;
  const out: Plan = { creates: [], updates: [], children: [] };
  const failed = new Set<string>(refused);
  const fail = (r: ImportRow, message: string) => {
    failed.add(r.sku);
    errors.push({ row: r.row, message });
  };
  for (const r of rows) {
    const found = existing.get(r.sku);
    if (r.category && !cats.has(r.category)) {
      fail(r, `row ${r.row}: category ${r.category} does not exist`);
      continue;
    }
    if (found) {
      const problem = found.vendorId !== vendorId ? `row ${r.row}: sku ${r.sku} belongs to another vendor` : null;
      const stale = problem ?? updateProblem(r, found);
      if (stale) fail(r, stale);
      else
        out.updates.push({
          ...r,
          id: found.id,
          status: reviewFirst
            ? statusAfterWrite({ current: found.status, requested: r.status as ListingStatus | undefined, reviewFirst })
            : r.status,
        });
      continue;
    }
    const missing = missingForCreate(r);
    if (missing) {
      fail(r, missing);
      continue;
    }
    out.creates.push({
      ...r,
      status: statusAfterWrite({
        current: null,
        requested: (r.status ?? "published") as ListingStatus,
        reviewFirst,
      }),
      categoryId: cats.get(r.category!)!,
      slug: `${slugify(r.name!)}-${slugify(r.sku)}`,
    });
  }
  await refuseTakenByNew(db, out, errors, failed);
  if (children.length) {
    const created = new Set(out.creates.map((c) => c.sku));
    const child = await planChildren(db, vendorId, children, (sku) =>
      failed.has(sku)
        ? "failed"
        : created.has(sku)
          ? { productId: null, vendorId }
          : existing.has(sku)
            ? { productId: existing.get(sku)!.id, vendorId: existing.get(sku)!.vendorId }
            : undefined,
    );
    errors.push(...child.errors);
    out.children = child.plans;
  }
  errors.sort((a, b) => a.row - b.row);
  return { plan: out, errors };
}

/** A new listing's address and SKU must be free: no page at that slug, no variation with that SKU. */
async function refuseTakenByNew(db: Tx, out: Plan, errors: RowError[], failed: Set<string>) {
  if (!out.creates.length) return;
  const bySlug = new Map<string, Plan["creates"][number]>();
  for (const c of out.creates) if (!bySlug.has(c.slug)) bySlug.set(c.slug, c);
  const bySku = new Map(out.creates.map((c) => [c.sku, c]));
  const [slugs, skus] = await Promise.all([
    db
      .select({ slug: slugRegistry.slug })
      .from(slugRegistry)
      .where(inJsonList(slugRegistry.slug, [...bySlug.keys()])),
    db
      .select({ sku: productVariations.sku })
      .from(productVariations)
      .where(inJsonList(productVariations.sku, [...bySku.keys()])),
  ]);
  const refused = new Set<ImportRow>();
  // two new listings of the file whose names and SKUs make the same address
  for (const c of out.creates) {
    const first = bySlug.get(c.slug)!;
    if (first === c) continue;
    refused.add(c);
    errors.push({
      row: c.row,
      message: `row ${c.row}: the address /${c.slug} is also row ${first.row}'s; change the name`,
    });
  }
  for (const { slug } of slugs) {
    const r = bySlug.get(slug)!;
    refused.add(r);
    errors.push({ row: r.row, message: `row ${r.row}: the address /${slug} is already used; change the name` });
  }
  for (const { sku } of skus) {
    const r = bySku.get(sku)!;
    refused.add(r);
    errors.push({ row: r.row, message: `row ${r.row}: sku ${sku} is already a variation's SKU; choose another` });
  }
  for (const r of refused) failed.add(r.sku);
  out.creates = out.creates.filter((c) => !refused.has(c));
}

/** Listings the import changes that it does not create: its listing rows, and stored listings only its child rows name. */
function updatedCount(p: Plan): number {
  const rows = new Set(p.updates.map((u) => u.id));
  return rows.size + p.children.filter((c) => c.productId !== null && !rows.has(c.productId)).length;
}

/**
 * Creates and updates the vendor's products by SKU from a CSV, with their variations, set contents and
 * videos. A dry run only reports; a commit with any error writes nothing, and otherwise writes
 * everything in one transaction, then announces the change.
 */
export async function importProductsCsv(
  ctx: VendorContext,
  csv: string,
  opts: { dryRun: boolean; onProgress?: (p: ImportProgress) => void },
) {
  const vendorId = vendorIdOf(ctx);
  if (!csv.trim()) throw badRequest("The CSV file is empty.");
  const header = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { preview: 1 }).data[0] ?? [];
  if (header.some((h) => h.trim().toLowerCase() === "regulatory_class")) {
    const refusal = classFieldRefusal(ctx.role, "A CSV import");
    throw refusal.forbidden ? forbidden(refusal.message) : badRequest(refusal.message);
  }
  const progress = opts.onProgress ?? (() => {});
  const db = await getDb();
  if (opts.dryRun) {
    progress({ stage: "checking", done: 0, total: 1 });
    const { plan: p, errors } = await plan(db, vendorId, csv);
    return { created: p.creates.length, updated: updatedCount(p), errors };
  }
  const result = await db.transaction(async (tx) => {
    // a vendor's imports run one at a time, so a plan is not stale when written; other vendors and
    // checkouts are not held (the products table itself is never locked)
    await tx.execute(sql`select pg_advisory_xact_lock(${VENDOR_IMPORT_LOCK}, ${vendorId})`);
    progress({ stage: "checking", done: 0, total: 1 });
    const { plan: p, errors } = await plan(tx, vendorId, csv);
    if (errors.length)
      throw new AppError(
        "UNPROCESSABLE",
        `${errors.length} row${errors.length > 1 ? "s have" : " has"} errors; nothing was imported.`,
        { created: 0, updated: 0, errors: errors.slice(0, 500) },
      );
    const created = new Map<string, number>();
    const total = p.creates.length + p.updates.length + p.children.length;
    let done = 0;
    const step = (n: number) => progress({ stage: "writing", done: (done += n), total });
    step(0);
    for (const part of chunks<NewListing>(p.creates)) {
      for (const { sku, id } of await insertCreates(tx, vendorId, part)) created.set(sku, id);
      step(part.length);
    }
    const rematch: number[] = [];
    for (const part of chunks(p.updates)) {
      rematch.push(...(await identityChanges(tx, part)));
      await applyUpdates(tx, part);
      step(part.length);
    }
    // listings created, or given a new name or identifier, meet their twins; the rest keep their item
    await assignItems(tx, [...p.creates.filter(hasIdentity).map((r) => created.get(r.sku)!), ...rematch]);
    const { released } = await writeChildren(tx, p.children, created);
    step(p.children.length);
    const parents = p.children.map((c) => c.productId).filter((id): id is number => id !== null);
    return {
      created: [...created.values()],
      updated: updatedCount(p),
      ids: p.updates.map((u) => u.id),
      parents,
      released,
    };
  });
  await announceChange({ kind: "product", ids: [...new Set([...result.created, ...result.ids, ...result.parents])] });
  for (const name of result.released) await removeUploadedVideo(name).catch(() => {});
  return { created: result.created.length, updated: result.updated, errors: [] as RowError[] };
}
