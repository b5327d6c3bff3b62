import "server-only";
import type { Viewer } from "@/features/accounts/server";
import { PER_PAGE, type ListingParams } from "../listing-params";
import { facetOptions, selectPage, type Facet } from "../listing-rules";
import { cardsByIds, type ProductCard } from "./listing";
import { facetsOf, getSnapshot, sortedScope, subtreeBySlug, type ListingScope } from "./listing-snapshot";

export type { Facet, ListingScope };
export type FilteredListing = {
  cards: ProductCard[];
  total: number;
  page: number;
  pages: number;
  vendors: Facet[];
  brands: Facet[];
  categories: Facet[];
};

/** A filter value with nothing in this scope, when it exists at all. */
const noneOf = (value: string, label: string | undefined): Facet | undefined =>
  label === undefined ? undefined : { value, label, count: 0 };

/**
 * One page of products inside a category subtree or a vendor, filtered and sorted from the URL,
 * with facet counts over the whole scope (each box's most common values and its selected one).
 * Positions come from the listing snapshot; the cards on the page (names, prices, stock) are read
 * fresh and masked for this viewer.
 */
export async function filteredListing(
  scope: ListingScope,
  params: ListingParams,
  viewer: Viewer | null,
  /** sort and filter by the prices a signed-in buyer sees (a member shell has no viewer but is one) */
  signedIn = viewer !== null,
): Promise<FilteredListing> {
  const snap = await getSnapshot();
  const now = new Date(); // after the data: a prerender stops at the read, never at the clock
  const { ids, total } = selectPage(
    sortedScope(snap, scope, params.sort, signedIn, now),
    {
      categoryIds: params.sub ? subtreeBySlug(snap, params.sub) : null,
      vendor: params.vendor,
      brand: params.brand,
      minCents: params.minCents,
      maxCents: params.maxCents,
      inStock: params.inStock,
      onSale: params.onSale,
    },
    params.page,
    signedIn,
    now,
  );
  const facets = facetsOf(snap, scope);
  return {
    cards: await cardsByIds(ids, viewer),
    total,
    page: params.page,
    pages: Math.max(1, Math.ceil(total / PER_PAGE)),
    // a selected vendor or category the scope has none of is still named (a scan only then)
    vendors: facetOptions(facets.vendors, params.vendor, (slug) =>
      noneOf(slug, snap.entries.find((e) => e.vendorSlug === slug)?.vendorName),
    ),
    brands: facetOptions(facets.brands, params.brand),
    categories: facetOptions(facets.categories, params.sub, (slug) =>
      noneOf(slug, snap.categoryList.find((c) => c.slug === slug)?.name),
    ),
  };
}
