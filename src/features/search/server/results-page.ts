import "server-only";
import type { Viewer } from "@/features/accounts/server";
import { toCard } from "@/features/catalog/server";
import type { EngineHit } from "../engine/engine";
import {
  type AttributeGroup,
  type FacetCounts,
  type FacetFilters,
  type FacetGroup,
  type FacetItem,
  facetCounts,
  matchesFilters,
  paginate,
  parseExpanded,
  parseFilters,
  parsePage,
} from "../facets";
import { checkSearchInput } from "../rules";
import { logSearch } from "./search-log";
import { searchIndex, type SearchIndex } from "./engine-store";
import { hitsOf, type SearchHit } from "./search";

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
      /** the facet group listed whole (`?more=`) */
      expanded: FacetGroup | undefined;
      hits: SearchHit[];
      page: number;
      pages: number;
    };

const NO_VALUES: readonly string[] = [];

/** What the facets need of one ranked hit, from the index's memory; a price only as this viewer may see it. */
function facetItem(index: SearchIndex, hit: EngineHit, viewer: Viewer | null, now: Date): FacetItem | null {
  if (hit.kind === "service") {
    const s = index.services.get(hit.id);
    if (!s) return null;
    const name = s.category_name;
    return {
      kind: "service",
      category: name ? { key: `services-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`, name } : null,
      vendor: { key: s.provider_slug, name: s.provider_name },
      brand: null,
      priceCents: s.min_fee,
      inStock: true,
    };
  }
  const p = hit.kind === "product" ? index.products.get(hit.id) : undefined;
  if (!p) return null;
  // the catalog's one masking rule decides whether this viewer sees a price to bucket
  const card = toCard(p, viewer, now);
  const a = p.attributes;
  return {
    kind: "product",
    category: { key: p.category_slug, name: p.category_name },
    vendor: { key: p.vendor_slug, name: p.vendor_name },
    brand: p.brand || null,
    priceCents: card.price_state === "price" ? card.price_cents : null,
    inStock: p.in_stock === "Y",
    attributes: {
      ingredient: a.ingredient ? [a.ingredient] : NO_VALUES,
      strength: a.strength ? [a.strength] : NO_VALUES,
      species: a.species,
      weightBand: a.weightBand ? [a.weightBand] : NO_VALUES,
      packSize: a.packSize ? [a.packSize] : NO_VALUES,
      form: a.form ? [a.form] : NO_VALUES,
    } satisfies Record<AttributeGroup, readonly string[]>,
  };
}

/**
 * One search, then facets, filters and paging in memory over the ranked set; only the page's
 * hits become result cards.
 */
export async function loadResultsPage(
  rawText: string,
  viewer: Viewer | null,
  params: Record<string, string | string[] | undefined>,
): Promise<ResultsPageData> {
  const checked = checkSearchInput(rawText);
  if (!checked.ok) return { ok: false, text: rawText.slice(0, 100), message: checked.message };
  const index = await searchIndex();
  const now = new Date(); // after the index (a request-time read): never read in a prerender
  const found = index.engine.search(checked.text, { limit: RESULTS_PAGE_CAP });
  const ranked: EngineHit[] = [];
  const items: FacetItem[] = [];
  for (const hit of found.hits) {
    const item = facetItem(index, hit, viewer, now);
    if (!item) continue;
    ranked.push(hit);
    items.push(item);
  }
  const total = found.total - (found.hits.length - ranked.length);
  logSearch({ query: checked.text, results: total, source: "results-page", userId: viewer?.id ?? null });
  const filters = parseFilters(params);
  const matching = ranked.filter((_, i) => matchesFilters(items[i]!, filters));
  const { items: pageHits, page, pages } = paginate(matching, parsePage(params));
  return {
    ok: true,
    text: checked.text,
    total: matching.length,
    filters,
    counts: facetCounts(items, filters),
    expanded: parseExpanded(params),
    hits: await hitsOf(index, pageHits, viewer, now),
    page,
    pages,
  };
}
