import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { readJsonPages } from "@/db/json-pages";
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

/**
 * A narrow copy of every product's listing columns (ids, flags, sort keys, prices), kept in
 * memory so category, vendor and related listings filter, sort, count and facet without
 * scanning the wide products table on every request. Once a minute (CATALOG_SNAPSHOT_TTL_MS) a
 * fingerprint of those columns is read behind the answer and the copy reloaded when it moved, so
 * positions and counts may trail a change by about that long; the cards themselves, and anything
 * that sells, are always read fresh.
 */
const TTL_MS = getConfig().CATALOG_SNAPSHOT_TTL_MS;

// Read as JSON pages (db/json-pages.ts): PGlite parses 100k rows as JSON in ~0.5 s, as rows in ~3 s.
// Column order matches toEntry.
type EntryTuple = [
  id: number,
  categoryId: number,
  vendorId: number,
  vendorSlug: string,
  vendorName: string,
  brand: string,
  type: string,
  inStock: string,
  quantity: number,
  isFeatured: boolean,
  unitSold: number,
  rating: string | number,
  reviews: number,
  createdAtMs: number,
  seePrice: ListingEntry["seePrice"],
  priceCents: number | null,
  catalogCents: number | null,
  discountedCents: number | null,
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

async function loadSnapshot(): Promise<Snapshot> {
  const db = await getDb();
  const [tuples, cats] = await Promise.all([
    readJsonPages<EntryTuple>(
      db,
      (after, limit) => sql`select json_agg(json_build_array(p.id, p.category_id, p.vendor_id, v.slug, v.name,
      p.brand, p.type, p.in_stock, p.quantity, p.is_featured, p.unit_sold, p.product_rating, p.reviews_count,
      floor(extract(epoch from p.created_at) * 1000), p.see_price, p.price_cents, p.price_catalog_cents, p.price_discounted_cents,
      p.price_discounted_end) order by p.id)::text as rows
      from (select * from products where id > ${after} order by id limit ${limit}) p join vendors v on v.id = p.vendor_id`,
      (t) => t[0],
    ),
    queryRows<{ id: number; parent_id: number | null; slug: string; name: string }>(
      db,
      sql`select id, parent_id, slug, name from categories`,
    ),
  ]);
  const categoryList = cats.map((c) => ({ id: c.id, parentId: c.parent_id, slug: c.slug, name: c.name }));
  const entries = tuples.map(toEntry);
  return { entries, categories: new Map(categoryList.map((c) => [c.id, c])), categoryList, memo: new Map() };
}

/** Moves with any listing column of any product (not with vendor or category renames: see maxAgeMs). */
async function listingFingerprint(): Promise<string> {
  const db = await getDb();
  const [row] = await queryRows<{ f: string }>(
    db,
    sql`select count(*) || ':' || coalesce(sum(hashtext(concat_ws('|', p.id,
    p.category_id, p.vendor_id, p.brand, p.type, p.in_stock, p.quantity, p.is_featured, p.unit_sold, p.product_rating,
    p.reviews_count, p.created_at, p.see_price, p.price_cents, p.price_catalog_cents, p.price_discounted_cents,
    p.price_discounted_end))::bigint), 0) as f from products p`,
  );
  return row?.f ?? "";
}

const snapshot = rebuildOnChange({
  checkMs: TTL_MS,
  maxAgeMs: 10 * 60_000,
  fingerprint: listingFingerprint,
  build: loadSnapshot,
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
