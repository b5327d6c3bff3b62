import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { staleWhileRevalidate } from "@/lib/ttl-cache";
import type { SortKey } from "../listing-params";
import { scopeFacets, sortEntries, subtreeIds, type CategoryRef, type Facet, type ListingEntry } from "../listing-rules";

/**
 * A narrow copy of every product's listing columns (ids, flags, sort keys, prices), kept in
 * memory so category, vendor and related listings filter, sort, count and facet without
 * scanning the wide products table on every request. It is reloaded in the background once a
 * minute (CATALOG_SNAPSHOT_TTL_MS), so positions and counts may trail a change by that long;
 * the cards themselves, and anything that sells, are always read fresh.
 */
const TTL_MS = Number(process.env.CATALOG_SNAPSHOT_TTL_MS ?? (process.env.VITEST ? 0 : 60_000));

type EntryRow = {
  id: number; category_id: number; vendor_id: number; vendor_slug: string; vendor_name: string; brand: string; type: string;
  in_stock: string; quantity: number; is_featured: boolean; unit_sold: number; product_rating: string | number;
  reviews_count: number; created_at: string | Date; see_price: ListingEntry["seePrice"]; price_cents: number | null;
  price_catalog_cents: number | null; price_discounted_cents: number | null; price_discounted_end: string | Date | null;
};

export type Snapshot = {
  entries: ListingEntry[];
  categories: Map<number, CategoryRef>;
  categoryList: CategoryRef[];
  /** scope and sort orders worked out once per snapshot (bounded: oldest dropped first) */
  memo: Map<string, unknown>;
};

async function loadSnapshot(): Promise<Snapshot> {
  const db = await getDb();
  const [rows, cats] = await Promise.all([
    queryRows<EntryRow>(db, sql`select p.id, p.category_id, p.vendor_id, v.slug as vendor_slug, v.name as vendor_name, p.brand,
      p.type, p.in_stock, p.quantity, p.is_featured, p.unit_sold, p.product_rating, p.reviews_count, p.created_at, p.see_price,
      p.price_cents, p.price_catalog_cents, p.price_discounted_cents, p.price_discounted_end
      from products p join vendors v on v.id = p.vendor_id`),
    queryRows<{ id: number; parent_id: number | null; slug: string; name: string }>(db, sql`select id, parent_id, slug, name from categories`),
  ]);
  const categoryList = cats.map((c) => ({ id: c.id, parentId: c.parent_id, slug: c.slug, name: c.name }));
  const entries = rows.map((r): ListingEntry => ({
    id: r.id, categoryId: r.category_id, vendorId: r.vendor_id, vendorSlug: r.vendor_slug, vendorName: r.vendor_name,
    brand: r.brand, type: r.type, inStockFlag: r.in_stock === "Y", quantity: r.quantity, isFeatured: r.is_featured,
    unitSold: r.unit_sold, rating: Number(r.product_rating), reviews: r.reviews_count, createdAt: new Date(r.created_at).getTime(),
    seePrice: r.see_price, priceCents: r.price_cents, catalogCents: r.price_catalog_cents,
    discountedCents: r.price_discounted_cents, discountEnd: r.price_discounted_end,
  }));
  return { entries, categories: new Map(categoryList.map((c) => [c.id, c])), categoryList, memo: new Map() };
}

export const getSnapshot = staleWhileRevalidate(TTL_MS, 10 * TTL_MS, loadSnapshot);

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
export function sortedScope(snap: Snapshot, scope: ListingScope, sort: SortKey, signedIn: boolean, now: Date): ListingEntry[] {
  const priceSort = sort === "price_asc" || sort === "price_desc";
  return memo(snap, `sorted|${scopeKey(scope)}|${sort}|${priceSort && signedIn}`, () => sortEntries(scopeEntries(snap, scope), sort, signedIn, now));
}

export function facetsOf(snap: Snapshot, scope: ListingScope): { vendors: Facet[]; brands: Facet[]; categories: Facet[] } {
  return memo(snap, `facets|${scopeKey(scope)}`, () => scopeFacets(scopeEntries(snap, scope), snap.categories));
}

/** Every category id under the one with this slug (empty when there is none). */
export function subtreeBySlug(snap: Snapshot, slug: string): Set<number> {
  const c = snap.categoryList.find((x) => x.slug === slug);
  return c ? subtreeIds(snap.categoryList, c.id) : new Set();
}

/** Products of a category and of its sibling categories: where related products come from. */
export function nearEntries(snap: Snapshot, categoryId: number): ListingEntry[] {
  const parentId = snap.categories.get(categoryId)?.parentId ?? null;
  if (parentId === null) return memo(snap, `near|self:${categoryId}`, () => snap.entries.filter((e) => e.categoryId === categoryId));
  return memo(snap, `near|${parentId}`, () => snap.entries.filter((e) => snap.categories.get(e.categoryId)?.parentId === parentId));
}
