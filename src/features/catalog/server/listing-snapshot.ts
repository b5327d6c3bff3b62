import "server-only";
import { and, gt, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, products, vendors } from "@/db/schema";
import { onChange } from "@/lib/change-bus";
import { readJsonPage, readJsonPages } from "@/db/json-pages";
import { rebuildOnChange } from "@/lib/rebuild-on-change";
import type { SortKey } from "../listing-params";
import {
  byBestSelling,
  scopeFacets,
  sortEntries,
  subtreeIds,
  type CategoryRef,
  type Facet,
  type ListingEntry,
} from "../listing-rules";
import { getConfig } from "@/lib/config";
import { visibleListing } from "./visibility";

/**
 * A narrow copy of every product's listing columns (ids, flags, sort keys, prices), kept in
 * memory so category, vendor and related listings filter, sort, count and facet without
 * scanning the wide products table on every request. Writes reach it through the change bus:
 * a product change (a sale's stock, a price edit) re-reads just those products' rows and patches
 * them in; a category or vendor change rebuilds it behind the answer. A fingerprint check every
 * CATALOG_SNAPSHOT_TTL_MS catches writes that bypass the app. The cards on a page are always read fresh.
 * Only visible listings are in it (published, of an active vendor): an unpublished product's patch
 * drops it, a suspended vendor's patch drops all of its products before the next read.
 */
const TTL_MS = getConfig().CATALOG_SNAPSHOT_TTL_MS;

// Read as JSON pages (db/json-pages.ts), not through the query builder: PGlite parses 100k rows as
// JSON in ~0.5 s, as rows in ~3 s. The SQL names its columns through the schema and each element's
// type comes from its column, so a rename fails the typecheck here too. Column order matches toEntry.
type Product = typeof products.$inferSelect;
type Vendor = typeof vendors.$inferSelect;
type EntryTuple = [
  id: Product["id"],
  categoryId: Product["categoryId"],
  vendorId: Product["vendorId"],
  vendorSlug: Vendor["slug"],
  vendorName: Vendor["name"],
  brand: Product["brand"],
  type: Product["type"],
  inStock: Product["inStock"],
  quantity: Product["quantity"],
  isFeatured: Product["isFeatured"],
  unitSold: Product["unitSold"],
  rating: Product["productRating"] | string,
  reviews: Product["reviewsCount"],
  createdAtMs: number,
  seePrice: ListingEntry["seePrice"] & Product["seePrice"],
  priceCents: Product["priceCents"],
  catalogCents: Product["priceCatalogCents"],
  discountedCents: Product["priceDiscountedCents"],
  // JSON writes a timestamp as text
  discountEnd: string | null,
];

const toEntry = (t: EntryTuple): ListingEntry => ({
  id: t[0],
  categoryId: t[1],
  vendorId: t[2],
  vendorSlug: t[3],
  vendorName: t[4],
  brand: t[5],
  type: t[6],
  inStockFlag: t[7] === "Y",
  quantity: t[8],
  isFeatured: t[9],
  unitSold: t[10],
  rating: Number(t[11]),
  reviews: t[12],
  createdAt: Number(t[13]),
  seePrice: t[14],
  priceCents: t[15],
  catalogCents: t[16],
  discountedCents: t[17],
  discountEnd: t[18],
});

export type Snapshot = {
  entries: ListingEntry[];
  categories: Map<number, CategoryRef>;
  categoryList: CategoryRef[];
  /** scope and sort orders worked out once per snapshot (bounded: oldest dropped first) */
  memo: Map<string, unknown>;
};

const p = products;
/** One json array per visible product, in EntryTuple's column order, for the products `where` selects. */
const tuplesSql = (where: SQL, limit: number) => sql`select json_agg(x.t order by x.id)::text as rows from (
  select ${p.id} as id, json_build_array(${p.id}, ${p.categoryId}, ${p.vendorId}, ${vendors.slug}, ${vendors.name},
    ${p.brand}, ${p.type}, ${p.inStock}, ${p.quantity}, ${p.isFeatured}, ${p.unitSold}, ${p.productRating},
    ${p.reviewsCount}, floor(extract(epoch from ${p.createdAt}) * 1000), ${p.seePrice}, ${p.priceCents},
    ${p.priceCatalogCents}, ${p.priceDiscountedCents}, ${p.priceDiscountedEnd}) as t
  from ${p} join ${vendors} on ${vendors.id} = ${p.vendorId}
  where ${where} and ${visibleListing()} order by ${p.id} limit ${limit}) x`;

async function loadCategories(): Promise<CategoryRef[]> {
  const db = await getDb();
  return db
    .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug, name: categories.name })
    .from(categories);
}

function snapshotOf(entries: ListingEntry[], categoryList: CategoryRef[]): Snapshot {
  return { entries, categories: new Map(categoryList.map((c) => [c.id, c])), categoryList, memo: new Map() };
}

async function loadSnapshot(): Promise<Snapshot> {
  const db = await getDb();
  const [tuples, categoryList] = await Promise.all([
    readJsonPages<EntryTuple>(
      db,
      (after, limit) => tuplesSql(sql`${p.id} > ${after}`, limit),
      (t) => t[0],
    ),
    loadCategories(),
  ]);
  return snapshotOf(tuples.map(toEntry), categoryList);
}

/**
 * The snapshot with these products' rows read again: changed rows replaced in place, new ones
 * added, deleted or hidden ones dropped. Entries stay in id order; the memo of orders and facets starts over.
 */
export async function patchedSnapshot(snap: Snapshot, ids: readonly number[]): Promise<Snapshot> {
  const db = await getDb();
  const tuples = await readJsonPage<EntryTuple>(db, tuplesSql(inArray(p.id, [...ids]), ids.length));
  const wanted = new Set(ids);
  return replaced(snap, tuples, (e) => wanted.has(e.id));
}

/**
 * The snapshot with every product of these vendors read again (a suspension drops them all, a
 * reactivation brings them back, a rename reaches every entry), without rebuilding the rest.
 */
export async function vendorPatchedSnapshot(snap: Snapshot, vendorIds: readonly number[]): Promise<Snapshot> {
  const db = await getDb();
  const inVendors = inArray(p.vendorId, [...vendorIds]);
  const tuples = await readJsonPages<EntryTuple>(
    db,
    (after, limit) => tuplesSql(and(inVendors, gt(p.id, after))!, limit),
    (t) => t[0],
  );
  const wanted = new Set(vendorIds);
  return replaced(snap, tuples, (e) => wanted.has(e.vendorId));
}

/** Entries `touched` selects are replaced by `tuples` (the fresh read of exactly those); the rest stay. */
function replaced(snap: Snapshot, tuples: EntryTuple[], touched: (e: ListingEntry) => boolean): Snapshot {
  const fresh = new Map(tuples.map((t) => [t[0], toEntry(t)]));
  const entries: ListingEntry[] = [];
  for (const e of snap.entries) {
    if (!touched(e)) entries.push(e);
    else if (fresh.has(e.id)) {
      entries.push(fresh.get(e.id)!);
      fresh.delete(e.id);
    }
  }
  if (fresh.size) entries.push(...fresh.values()); // new products
  entries.sort((a, b) => a.id - b.id);
  return snapshotOf(entries, snap.categoryList);
}

/** Moves with any listing column or visibility of any product, and with any vendor's status (not with renames: see maxAgeMs). */
async function listingFingerprint(): Promise<string> {
  const db = await getDb();
  // nested one level (see scalar in db/json) so the vendors subquery keeps its table names
  const fingerprint = sql`count(*) || ':' || coalesce(sum(hashtext(concat_ws('|', ${p.id}, ${p.categoryId}, ${p.vendorId},
    ${p.brand}, ${p.type}, ${p.inStock}, ${p.quantity}, ${p.isFeatured}, ${p.unitSold}, ${p.productRating},
    ${p.reviewsCount}, ${p.createdAt}, ${p.seePrice}, ${p.priceCents}, ${p.priceCatalogCents},
    ${p.priceDiscountedCents}, ${p.priceDiscountedEnd}, ${p.status}))::bigint), 0)
    || ':' || (select coalesce(sum(hashtext(${vendors.id} || ${vendors.status})::bigint), 0) from ${vendors})`;
  const [row] = await db.select({ f: sql<string>`${fingerprint}` }).from(p);
  return row?.f ?? "";
}

const snapshot = rebuildOnChange({
  checkMs: TTL_MS,
  maxAgeMs: 10 * 60_000,
  fingerprint: listingFingerprint,
  build: loadSnapshot,
});

// Exactly what changed: a product change patches those rows, a vendor change (suspension, rename)
// that vendor's rows, both before the next read; categories (names, slugs, tree) and "anything"
// (no ids) rebuild behind the answer.
onChange(async ({ kind, ids }) => {
  // services and providers are not in the product snapshot
  if (kind === "content" || kind === "service" || kind === "provider") return;
  if (kind === "product" && ids.length) await snapshot.patch((snap) => patchedSnapshot(snap, ids));
  else if (kind === "vendor" && ids.length) await snapshot.patch((snap) => vendorPatchedSnapshot(snap, ids));
  else await snapshot.invalidate();
});

export const getSnapshot = () => snapshot.get();

const MEMO_LIMIT = 400;
function memo<T>(snap: Snapshot, key: string, make: () => T): T {
  if (snap.memo.has(key)) return snap.memo.get(key) as T;
  const value = make();
  snap.memo.set(key, value);
  if (snap.memo.size > MEMO_LIMIT) snap.memo.delete(snap.memo.keys().next().value!);
  return value;
}

export type ListingScope = { kind: "category"; id: number } | { kind: "vendor"; id: number };
const scopeKey = (s: ListingScope) => `${s.kind}:${s.id}`;

/** The scope's products in snapshot order. */
export function scopeEntries(snap: Snapshot, scope: ListingScope): ListingEntry[] {
  return memo(snap, `entries|${scopeKey(scope)}`, () => {
    if (scope.kind === "vendor") return snap.entries.filter((e) => e.vendorId === scope.id);
    const ids = subtreeIds(snap.categoryList, scope.id);
    return snap.entries.filter((e) => ids.has(e.categoryId));
  });
}

/** The scope sorted one way; the discount rule is read at the snapshot's first use of this order. */
export function sortedScope(
  snap: Snapshot,
  scope: ListingScope,
  sort: SortKey,
  signedIn: boolean,
  now: Date,
): ListingEntry[] {
  const priceSort = sort === "price_asc" || sort === "price_desc";
  return memo(snap, `sorted|${scopeKey(scope)}|${sort}|${priceSort && signedIn}`, () =>
    sortEntries(scopeEntries(snap, scope), sort, signedIn, now),
  );
}

export function facetsOf(
  snap: Snapshot,
  scope: ListingScope,
): { vendors: Facet[]; brands: Facet[]; categories: Facet[] } {
  return memo(snap, `facets|${scopeKey(scope)}`, () => scopeFacets(scopeEntries(snap, scope), snap.categories));
}

/** Every category id under the one with this slug (empty when there is none). */
export function subtreeBySlug(snap: Snapshot, slug: string): Set<number> {
  const c = snap.categoryList.find((x) => x.slug === slug);
  return c ? subtreeIds(snap.categoryList, c.id) : new Set();
}

/** A category's own products and those of its sibling categories, best selling first: related products' sources. */
export function relatedSources(
  snap: Snapshot,
  categoryId: number,
): { sameCategory: ListingEntry[]; siblings: ListingEntry[] } {
  const parentId = snap.categories.get(categoryId)?.parentId ?? null;
  const sameCategory = memo(snap, `same|${categoryId}`, () =>
    snap.entries.filter((e) => e.categoryId === categoryId).sort(byBestSelling),
  );
  const siblings =
    parentId === null
      ? []
      : memo(snap, `siblings|${parentId}`, () =>
          snap.entries.filter((e) => snap.categories.get(e.categoryId)?.parentId === parentId).sort(byBestSelling),
        );
  return { sameCategory, siblings };
}
