import "server-only";
import type { Viewer } from "@/features/accounts/server";
import { facetValues } from "../attributes";
import {
  ATTRIBUTE_GROUPS,
  type FacetCounts,
  type FacetFilters,
  type FacetItem,
  facetCounts,
  matchesFilters,
  paginate,
  parseFilters,
  parsePage,
} from "../facets";
import { checkSearchInput } from "../rules";
import { logSearch } from "./search-log";
import { searchCatalog, type SearchHit } from "./search";

/** The all-results page ranks and facets this many best matches (the candidate set is capped too). */
export const RESULTS_PAGE_CAP = 480;

export type ResultsPageData =
  | { ok: false; text: string; message: string }
  | {
      ok: true;
      text: string;
      total: number;
      filters: FacetFilters;
      counts: FacetCounts;
      hits: SearchHit[];
      page: number;
      pages: number;
    };

function facetItem(hit: SearchHit): FacetItem {
  if (hit.kind === "service") {
    const name = hit.categoryName;
    return {
      kind: "service",
      category: name ? { key: `services-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`, name } : null,
      vendor: { key: hit.providerSlug, name: hit.providerName },
      brand: null,
      priceCents: hit.minFeeCents,
      inStock: true,
    };
  }
  const c = hit.card;
  return {
    kind: "product",
    category: { key: hit.category.slug, name: hit.category.name },
    vendor: { key: c.vendor_slug, name: c.vendor_name },
    brand: c.brand || null,
    // only a price this viewer may see can place a product in a price range
    priceCents: c.price_state === "price" ? c.price_cents : null,
    inStock: c.in_stock === "Y",
    attributes: Object.fromEntries(ATTRIBUTE_GROUPS.map((g) => [g, facetValues(hit.attributes, g)])),
  };
}

/** One search, then facets, filters and paging in memory over the ranked set. */
export async function loadResultsPage(
  rawText: string,
  viewer: Viewer | null,
  params: Record<string, string | string[] | undefined>,
): Promise<ResultsPageData> {
  const checked = checkSearchInput(rawText);
  if (!checked.ok) return { ok: false, text: rawText.slice(0, 100), message: checked.message };
  const { hits, total } = await searchCatalog(checked.text, viewer, { limit: RESULTS_PAGE_CAP });
  logSearch({ query: checked.text, results: total, source: "results-page", userId: viewer?.id ?? null });
  const filters = parseFilters(params);
  const items = hits.map(facetItem);
  const matching = hits.filter((_, i) => matchesFilters(items[i]!, filters));
  const { items: pageHits, page, pages } = paginate(matching, parsePage(params));
  return {
    ok: true,
    text: checked.text,
    total: matching.length,
    filters,
    counts: facetCounts(items, filters),
    hits: pageHits,
    page,
    pages,
  };
}
