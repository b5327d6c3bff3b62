/** Category and vendor listing filters as they live in the URL (pure: parsed on the server, written by the form). */
import { dollarsToCents } from "@/lib/money";
export const SORTS = {
  relevance: "Relevance",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  newest: "Newest",
  best_selling: "Best selling",
  rating: "Customer rating",
} as const;
export type SortKey = keyof typeof SORTS;

export const PER_PAGE = 24;
const MAX_PAGE = 1000;

export type ListingParams = {
  sub: string | null;
  vendor: string | null;
  brand: string | null;
  minCents: number | null;
  maxCents: number | null;
  inStock: boolean;
  onSale: boolean;
  sort: SortKey;
  page: number;
};

type Raw = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || null;
const SLUG = /^[a-z0-9][a-z0-9-]{0,190}$/;

function priceParamCents(v: string | null): number | null {
  if (v === null || !/^\d{1,7}(\.\d{1,2})?$/.test(v)) return null;
  return dollarsToCents(Number(v));
}

/** Unknown or malformed values are ignored rather than failing the page: a shared link should still render. */
export function parseListingParams(raw: Raw): ListingParams {
  const sub = one(raw.sub);
  const vendor = one(raw.vendor);
  const brand = one(raw.brand);
  const sort = one(raw.sort);
  const page = Number.parseInt(one(raw.page) ?? "1", 10);
  let minCents = priceParamCents(one(raw.min));
  let maxCents = priceParamCents(one(raw.max));
  if (minCents !== null && maxCents !== null && minCents > maxCents) [minCents, maxCents] = [maxCents, minCents];
  return {
    sub: sub && SLUG.test(sub) ? sub : null,
    vendor: vendor && SLUG.test(vendor) ? vendor : null,
    brand: brand && brand.length <= 80 ? brand : null,
    minCents,
    maxCents,
    inStock: one(raw.stock) === "1",
    onSale: one(raw.sale) === "1",
    sort: sort && sort in SORTS ? (sort as SortKey) : "relevance",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string for these params with some changed; defaults are left out so URLs stay short and canonical. */
export function listingQuery(p: ListingParams, change: Partial<ListingParams> = {}): string {
  const n = { ...p, ...change };
  const q = new URLSearchParams();
  if (n.sub) q.set("sub", n.sub);
  if (n.vendor) q.set("vendor", n.vendor);
  if (n.brand) q.set("brand", n.brand);
  if (n.minCents !== null) q.set("min", String(n.minCents / 100));
  if (n.maxCents !== null) q.set("max", String(n.maxCents / 100));
  if (n.inStock) q.set("stock", "1");
  if (n.onSale) q.set("sale", "1");
  if (n.sort !== "relevance") q.set("sort", n.sort);
  if (n.page > 1) q.set("page", String(n.page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** Page numbers to show around the current one, with null for a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let i = 1; i <= pages; i++) {
    if (i === 1 || i === pages || Math.abs(i - page) <= 1) out.push(i);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}
