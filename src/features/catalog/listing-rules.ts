// Category and vendor listings as pure functions over a narrow snapshot of the scope's products:
// filter, sort, count, facet and pick related products without touching the wide products table.
// Prices follow the SPEC §5 discount rule at the moment of the request; a price the viewer may not
// see neither filters nor sorts, so the order cannot leak it (SPEC §6).
import type { ListingParams } from "./listing-params";
import { PER_PAGE } from "./listing-params";
import { discountApplies, effectivePriceCents, type SeePrice } from "./rules";

export type ListingEntry = {
  id: number;
  categoryId: number;
  vendorId: number;
  vendorSlug: string;
  vendorName: string;
  brand: string;
  type: string;
  inStockFlag: boolean;
  quantity: number;
  isFeatured: boolean;
  unitSold: number;
  rating: number;
  reviews: number;
  createdAt: number;
  seePrice: SeePrice;
  priceCents: number | null;
  catalogCents: number | null;
  discountedCents: number | null;
  discountEnd: string | Date | null;
};

export type Facet = { value: string; label: string; count: number };
export type CategoryRef = { id: number; parentId: number | null; slug: string; name: string };

const pricing = (e: ListingEntry) => ({
  priceCents: e.priceCents,
  catalogCents: e.catalogCents,
  discountedCents: e.discountedCents,
  discountEnd: e.discountEnd,
});

/** What this viewer would pay now, or null when they may not see it. */
export function visiblePriceCents(e: ListingEntry, signedIn: boolean, now: Date): number | null {
  const seen = e.seePrice === "without_login" || (signedIn && e.seePrice === "login");
  return seen ? effectivePriceCents(pricing(e), now) : null;
}

export const isOnSale = (e: ListingEntry, now: Date) => discountApplies({ ...pricing(e), now });

/** Buyable now: flagged in stock, and a simple product has units left (variations carry their own). */
export const isInStock = (e: ListingEntry) => e.inStockFlag && (e.type === "variation" || e.quantity > 0);

/** A category, its children and grandchildren (categories are three levels deep at most). */
export function subtreeIds(categories: CategoryRef[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  for (let depth = 0; depth < 2; depth++)
    for (const c of categories) if (c.parentId !== null && ids.has(c.parentId)) ids.add(c.id);
  return ids;
}

export type ListingFilter = Omit<ListingParams, "sub" | "page" | "sort"> & { categoryIds: Set<number> | null };

export function filterEntries(
  entries: readonly ListingEntry[],
  f: ListingFilter,
  signedIn: boolean,
  now: Date,
): ListingEntry[] {
  return entries.filter((e) => {
    if (f.categoryIds && !f.categoryIds.has(e.categoryId)) return false;
    if (f.vendor && e.vendorSlug !== f.vendor) return false;
    if (f.brand && e.brand !== f.brand) return false;
    if (f.inStock && !isInStock(e)) return false;
    if (f.onSale && !isOnSale(e, now)) return false;
    if (f.minCents !== null || f.maxCents !== null) {
      const price = visiblePriceCents(e, signedIn, now);
      if (price === null) return false;
      if (f.minCents !== null && price < f.minCents) return false;
      if (f.maxCents !== null && price > f.maxCents) return false;
    }
    return true;
  });
}

type Compare = (a: ListingEntry, b: ListingEntry) => number;
const desc = (x: number, y: number) => y - x;
const byId: Compare = (a, b) => a.id - b.id;

function byPrice(signedIn: boolean, now: Date, direction: 1 | -1): (entries: ListingEntry[]) => ListingEntry[] {
  return (entries) => {
    const price = new Map(entries.map((e) => [e.id, visiblePriceCents(e, signedIn, now)]));
    return entries.sort((a, b) => {
      const pa = price.get(a.id) ?? null;
      const pb = price.get(b.id) ?? null;
      if (pa === null || pb === null) return pa === pb ? byId(a, b) : pa === null ? 1 : -1; // hidden prices last
      return (pa - pb) * direction || byId(a, b);
    });
  };
}

/** A sorted copy, as the URL asks. Ties always fall back to the id so pages never overlap. */
export function sortEntries(
  all: readonly ListingEntry[],
  sort: ListingParams["sort"],
  signedIn: boolean,
  now: Date,
): ListingEntry[] {
  const entries = [...all];
  switch (sort) {
    case "price_asc":
      return byPrice(signedIn, now, 1)(entries);
    case "price_desc":
      return byPrice(signedIn, now, -1)(entries);
    case "newest":
      return entries.sort((a, b) => desc(a.createdAt, b.createdAt) || b.id - a.id);
    case "best_selling":
      return entries.sort(byBestSelling);
    case "rating":
      return entries.sort((a, b) => desc(a.rating, b.rating) || desc(a.reviews, b.reviews) || byId(a, b));
    default:
      return entries.sort(
        (a, b) =>
          Number(b.inStockFlag) - Number(a.inStockFlag) ||
          Number(b.isFeatured) - Number(a.isFeatured) ||
          desc(a.unitSold, b.unitSold) ||
          byId(a, b),
      );
  }
}

/** The ids on one page of already sorted entries after filtering, and how many matched in all. */
export function selectPage(
  sorted: readonly ListingEntry[],
  f: ListingFilter,
  page: number,
  signedIn: boolean,
  now: Date,
) {
  const matched = filterEntries(sorted, f, signedIn, now);
  const start = (page - 1) * PER_PAGE;
  return { ids: matched.slice(start, start + PER_PAGE).map((e) => e.id), total: matched.length };
}

function rankFacets(counts: Map<string, { label: string; count: number }>): Facet[] {
  return [...counts]
    .map(([value, c]) => ({ value, label: c.label, count: c.count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** How many values a listing's filter box lists: a longer drop-down is hard to scan. */
export const FACET_OPTIONS_LISTED = 40;

/**
 * A filter box's options: the most common values, and the selected one wherever it ranks, even
 * when the list lacks it (as `describe` tells, or named by its value with a count of 0). A box that
 * lost its selection would read "All" over a filtered listing, and the next change of sort or
 * filter would drop the filter without a word.
 */
export function facetOptions(
  ranked: readonly Facet[],
  selected: string | null,
  describe: (value: string) => Facet | undefined = () => undefined,
  limit = FACET_OPTIONS_LISTED,
): Facet[] {
  const options = ranked.filter((f, i) => i < limit || f.value === selected);
  if (selected !== null && !options.some((f) => f.value === selected))
    options.push(describe(selected) ?? { value: selected, label: selected, count: 0 });
  return options;
}

function tally(counts: Map<string, { label: string; count: number }>, value: string, label: string) {
  const c = counts.get(value);
  if (c) c.count++;
  else counts.set(value, { label, count: 1 });
}

/** Vendor, brand and category counts over the whole scope, most first (the same for every viewer and filter). */
export function scopeFacets(entries: readonly ListingEntry[], categories: Map<number, CategoryRef>) {
  const vendors = new Map<string, { label: string; count: number }>();
  const brands = new Map<string, { label: string; count: number }>();
  const cats = new Map<string, { label: string; count: number }>();
  for (const e of entries) {
    tally(vendors, e.vendorSlug, e.vendorName);
    if (e.brand !== "") tally(brands, e.brand, e.brand);
    const c = categories.get(e.categoryId);
    if (c) tally(cats, c.slug, c.name);
  }
  return { vendors: rankFacets(vendors), brands: rankFacets(brands), categories: rankFacets(cats) };
}

export const byBestSelling: Compare = (a, b) => desc(a.unitSold, b.unitSold) || byId(a, b);

/**
 * Best sellers from the same category first, then from its sibling categories; never the product
 * itself. Both lists come already ordered best selling first, so this reads only their heads.
 */
export function relatedIds(
  sameCategory: readonly ListingEntry[],
  siblings: readonly ListingEntry[],
  productId: number,
  categoryId: number,
  limit = 6,
): number[] {
  const out: number[] = [];
  for (const e of sameCategory) {
    if (out.length >= limit) return out;
    if (e.id !== productId) out.push(e.id);
  }
  for (const e of siblings) {
    if (out.length >= limit) break;
    if (e.id !== productId && e.categoryId !== categoryId) out.push(e.id);
  }
  return out;
}
