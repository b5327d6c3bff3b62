/**
 * Facets of the all-results page (pure): filters live in the URL, counts are
 * computed over the ranked result set. Each group's counts apply every other
 * group's filter but not its own, so a buyer sees what switching would give.
 */

export type ResultKind = "product" | "service";

export interface FacetItem {
  kind: ResultKind;
  category: { key: string; name: string } | null;
  vendor: { key: string; name: string };
  brand: string | null;
  /** The price this viewer may see; null when hidden or absent (never filtered by a hidden price). */
  priceCents: number | null;
  inStock: boolean;
  /** vet vocabulary (active ingredient, strength, species...): the values under each attribute facet */
  attributes?: Partial<Record<AttributeGroup, readonly string[]>>;
}

/** Attribute facets of the vet vocabulary, after the general ones. */
export const ATTRIBUTE_GROUPS = ["ingredient", "strength", "species", "weightBand", "packSize", "form"] as const;
export type AttributeGroup = (typeof ATTRIBUTE_GROUPS)[number];

export const PRICE_BUCKETS = [
  { key: "under-25", label: "Under $25", min: 0, max: 2500 },
  { key: "25-100", label: "$25 to $100", min: 2500, max: 10000 },
  { key: "100-500", label: "$100 to $500", min: 10000, max: 50000 },
  { key: "500-plus", label: "$500 and above", min: 50000, max: Number.POSITIVE_INFINITY },
] as const;
export type PriceBucketKey = (typeof PRICE_BUCKETS)[number]["key"];

export interface FacetFilters {
  type?: ResultKind;
  category?: string;
  vendor?: string;
  brand?: string;
  price?: PriceBucketKey;
  inStock?: true;
  ingredient?: string;
  strength?: string;
  species?: string;
  weightBand?: string;
  packSize?: string;
  form?: string;
}
export type FacetGroup = keyof FacetFilters;
export const FACET_GROUPS: readonly FacetGroup[] = [
  "type",
  "category",
  "vendor",
  "brand",
  "price",
  "inStock",
  ...ATTRIBUTE_GROUPS,
];
const isAttribute = (g: FacetGroup): g is AttributeGroup => (ATTRIBUTE_GROUPS as readonly string[]).includes(g);

/** URL names of the filters (kept short and readable). */
const PARAM: Record<FacetGroup, string> = {
  type: "type",
  category: "category",
  vendor: "vendor",
  brand: "brand",
  price: "price",
  inStock: "in_stock",
  ingredient: "ingredient",
  strength: "strength",
  species: "species",
  weightBand: "weight",
  packSize: "pack",
  form: "form",
};

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v)?.slice(0, 120);

/** Reads filters from the query string; anything unknown or malformed is ignored, never an error page. */
export function parseFilters(params: Params): FacetFilters {
  const f: FacetFilters = {};
  const type = one(params[PARAM.type]);
  if (type === "product" || type === "service") f.type = type;
  for (const g of ["category", "vendor", "brand", ...ATTRIBUTE_GROUPS] as const) {
    const v = one(params[PARAM[g]])?.trim();
    if (v) f[g] = v;
  }
  const price = one(params[PARAM.price]);
  if (PRICE_BUCKETS.some((b) => b.key === price)) f.price = price as PriceBucketKey;
  if (one(params[PARAM.inStock]) === "1") f.inStock = true;
  return f;
}

/** The group the buyer asked to see whole (`?more=vendor`); anything else is none. */
export function parseExpanded(params: Params): FacetGroup | undefined {
  const v = one(params.more);
  return FACET_GROUPS.find((g) => PARAM[g] === v);
}

/** 1-based page number from the URL; anything odd is page 1. */
export function parsePage(params: Params): number {
  const n = Number(one(params.page));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export function priceBucketOf(cents: number | null): PriceBucketKey | null {
  if (cents === null) return null;
  return PRICE_BUCKETS.find((b) => cents >= b.min && cents < b.max)?.key ?? null;
}

/** The values an item shows under a group (several for species, none when absent). */
function valuesOf(item: FacetItem, group: FacetGroup): readonly string[] {
  if (isAttribute(group)) return item.attributes?.[group] ?? [];
  const v = valueOf(item, group);
  return v === null ? [] : [v];
}

function valueOf(item: FacetItem, group: Exclude<FacetGroup, AttributeGroup>): string | null {
  switch (group) {
    case "type":
      return item.kind;
    case "category":
      return item.category?.key ?? null;
    case "vendor":
      return item.vendor.key;
    case "brand":
      return item.brand || null;
    case "price":
      return priceBucketOf(item.priceCents);
    case "inStock":
      return item.inStock ? "true" : null;
  }
}

export function matchesFilters(item: FacetItem, filters: FacetFilters, except?: FacetGroup): boolean {
  return FACET_GROUPS.every(
    (g) => g === except || filters[g] === undefined || valuesOf(item, g).includes(String(filters[g])),
  );
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}
export type FacetCounts = Record<FacetGroup, FacetValue[]>;

/**
 * Most common values first; the selected value is always kept even past the cap. Each item's
 * values and the filters it fails are worked out once: it counts under a group when it fails no
 * other group's filter (so the work grows with items times groups, not times groups squared).
 */
export function facetCounts(items: readonly FacetItem[], filters: FacetFilters, cap = 12): FacetCounts {
  const groups = FACET_GROUPS;
  const counts = groups.map(() => new Map<string, { label: string; count: number }>());
  const values: (readonly string[])[] = new Array(groups.length);
  for (const item of items) {
    let failed = 0; // bit g: the item fails group g's filter
    let failures = 0;
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g]!;
      values[g] = valuesOf(item, group);
      const wanted = filters[group];
      if (wanted !== undefined && !values[g]!.includes(String(wanted))) {
        failed |= 1 << g;
        failures++;
      }
    }
    if (failures > 1) continue; // fails two filters: counts under none
    for (let g = 0; g < groups.length; g++) {
      if (failed && failed !== 1 << g) continue;
      const group = groups[g]!;
      for (const value of values[g]!) {
        const entry = counts[g]!.get(value);
        if (entry) entry.count++;
        else counts[g]!.set(value, { label: labelOf(item, group, value), count: 1 });
      }
    }
  }
  const out = {} as FacetCounts;
  groups.forEach((g, i) => {
    const selected = filters[g] === undefined ? undefined : String(filters[g]);
    let list = [...counts[i]!].map(([value, e]) => ({
      value,
      label: e.label,
      count: e.count,
      selected: value === selected,
    }));
    if (g === "price") list.sort((a, b) => bucketIndex(a.value) - bucketIndex(b.value));
    else list.sort((a, b) => b.count - a.count || byLabel.compare(a.label, b.label));
    if (list.length > cap) list = list.filter((v, j) => j < cap || v.selected);
    out[g] = list;
  });
  return out;
}

/**
 * Rows a group lists before "Show all": its most common few. Every row is a link the browser lays
 * out and hydrates, and a long group's tail was 40% of the results page's elements.
 */
export const FACET_VALUES_SHOWN = 5;

/**
 * A group's rows while folded: the first few plus the selected value wherever it ranks, or all of
 * them when folding would hide a single row. `hidden` > 0 is when the group offers "Show all".
 */
export function foldFacetValues(
  values: readonly FacetValue[],
  limit = FACET_VALUES_SHOWN,
): { shown: FacetValue[]; hidden: number } {
  if (values.length <= limit + 1) return { shown: [...values], hidden: 0 };
  const shown = values.filter((v, i) => i < limit || v.selected);
  return { shown, hidden: values.length - shown.length };
}

// one collator for every comparison (localeCompare sets one up per call)
const byLabel = new Intl.Collator();

const bucketIndex = (key: string) => PRICE_BUCKETS.findIndex((b) => b.key === key);

function labelOf(item: FacetItem, group: FacetGroup, value: string): string {
  switch (group) {
    case "type":
      return value === "service" ? "Services" : "Products";
    case "category":
      return item.category?.name ?? value;
    case "vendor":
      return item.vendor.name;
    case "price":
      return PRICE_BUCKETS[bucketIndex(value)]?.label ?? value;
    case "inStock":
      return "In stock only";
    default:
      return value;
  }
}

/**
 * Query string for the same search with one filter set or cleared; any change returns to page 1.
 * `expand` names the one group listed whole.
 */
export function filtersQuery(
  filters: FacetFilters,
  change: Partial<Record<FacetGroup, string | true | undefined>> = {},
  page = 1,
  expand?: FacetGroup,
): string {
  const merged: Record<string, string | true | undefined> = { ...filters, ...change };
  const qs = new URLSearchParams();
  for (const g of FACET_GROUPS) {
    const v = merged[g];
    if (v === undefined) continue;
    qs.set(PARAM[g], v === true ? "1" : v);
  }
  if (page > 1) qs.set("page", String(page));
  if (expand) qs.set("more", PARAM[expand]);
  const s = qs.toString();
  return s ? `?${s}` : "";
}

export const RESULTS_PAGE_SIZE = 24;

export function paginate<T>(
  items: readonly T[],
  page: number,
  size = RESULTS_PAGE_SIZE,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
