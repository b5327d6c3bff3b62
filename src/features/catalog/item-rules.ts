/**
 * Which listings are the same item, whoever sells them (issue 43), and how their offers compare: pure, so the
 * listing writes, the seed, the console and the tests decide the same way.
 */

export type ItemIdentifiers = {
  name: string;
  manufacturer?: string | null;
  mpn?: string | null;
  ndc?: string | null;
  gtin?: string | null;
  packSize?: number | null;
  packUnit?: string | null;
};

const norm = (s: string | null | undefined) =>
  (s ?? "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/\s+/g, " ");

/** A GTIN-8/12/13/14 or UPC as its 14-digit form, so a UPC and its GTIN-14 match; null when it is not one. */
export function normalizeGtin(raw: string | null | undefined): string | null {
  const digits = (raw ?? "").replace(/[\s-]/g, "");
  if (!/^\d{8}$|^\d{12,14}$/.test(digits)) return null;
  return digits.padStart(14, "0");
}

/** An NDC in any of its dashed shapes as its digits (10 or 11); null when it is not one. */
export function normalizeNdc(raw: string | null | undefined): string | null {
  const digits = (raw ?? "").replace(/[\s-]/g, "");
  return /^\d{10,11}$/.test(digits) ? digits : null;
}

const FILLER = new Set(["the", "a", "an", "of", "for", "and", "with", "by"]);

/**
 * A product name as words that survive how vendors write it: case, punctuation, "75 mg" vs "75mg", word
 * order and filler words. The manufacturer's own name is left out, as some vendors start with it.
 */
export function normalizedName(name: string, manufacturer?: string | null): string {
  const maker = new Set(norm(manufacturer).split(" ").filter(Boolean));
  const joined = norm(name).replace(/(\d) (mg|mcg|ml|g|kg|lb|oz|cc|iu|ct|mm|cm|in|fr|ga)\b/g, "$1$2");
  const words = joined.split(" ").filter((w) => w && !FILLER.has(w) && !maker.has(w));
  return [...new Set(words)].sort().join(" ");
}

/**
 * The keys under which a listing meets its twins, strongest first: GTIN, NDC, manufacturer + part number,
 * then manufacturer + normalized name + pack. Two listings sharing any key are the same item.
 */
export function itemKeys(l: ItemIdentifiers): string[] {
  const keys: string[] = [];
  const gtin = normalizeGtin(l.gtin);
  if (gtin) keys.push(`gtin:${gtin}`);
  const ndc = normalizeNdc(l.ndc);
  if (ndc) keys.push(`ndc:${ndc}`);
  const maker = norm(l.manufacturer);
  const mpn = norm(l.mpn).replace(/ /g, "");
  if (maker && mpn) keys.push(`mpn:${maker}|${mpn}`);
  const name = normalizedName(l.name, l.manufacturer);
  if (maker && name && l.packSize && l.packSize > 0)
    keys.push(`name:${maker}|${name}|${l.packSize}${norm(l.packUnit).replace(/ /g, "")}`);
  return keys;
}

export function sameItem(a: ItemIdentifiers, b: ItemIdentifiers): boolean {
  const keys = new Set(itemKeys(a));
  return itemKeys(b).some((k) => keys.has(k));
}

/** The price of one unit when packs differ (a pack of 100 at $50 is $0.50 a unit); rounded to the cent. */
export function unitPriceCents(priceCents: number | null, packSize: number | null | undefined): number | null {
  if (priceCents === null) return null;
  return Math.round(priceCents / Math.max(1, packSize ?? 1));
}

/** The median of the prices given (the lower middle of an even count is not taken: the mean of the two). */
export function medianCents(prices: readonly number[]): number | null {
  const xs = prices.filter((p) => Number.isFinite(p) && p > 0).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = xs.length >> 1;
  return xs.length % 2 ? xs[mid]! : Math.round((xs[mid - 1]! + xs[mid]!) / 2);
}

export type ComparableOffer = { product_id: number; unit_price: number | null };

/** Offers as the buyer reads them: priced ones by price per unit, then the ones without a price this viewer may see. */
export function sortOffers<O extends ComparableOffer>(offers: readonly O[]): O[] {
  return [...offers].sort((a, b) => {
    if (a.unit_price === null || b.unit_price === null)
      return a.unit_price === null ? (b.unit_price === null ? a.product_id - b.product_id : 1) : -1;
    return a.unit_price - b.unit_price || a.product_id - b.product_id;
  });
}
