/** Per-product commercial attributes: prices, discounts, stock, limits, popularity, media. */
import { VIDEO_FILES, VIDEO_SIZES, VIMEO_IDS, YOUTUBE_IDS } from "./catalog-words";
import { type Rng, weightedTable } from "./prng";
import type { SeePrice, SeedVideo, VideoType } from "./seed-types";

/** Fixed "today" of the generated data, so the output never depends on the clock. */
export const REFERENCE_DATE = "2026-11-01T00:00:00.000Z";
const REFERENCE_MS = Date.parse(REFERENCE_DATE);
const DAY_MS = 86_400_000;

export const pickSeePrice = weightedTable<SeePrice>([
  ["without_login", 80],
  ["login", 15],
  ["request", 5],
]);
export const pickLevel = weightedTable<number>([
  [1, 86],
  [2, 10],
  [3, 4],
]);
const pickRating = weightedTable<number>([
  [5, 30],
  [4.5, 30],
  [4, 18],
  [3.5, 9],
  [3, 6],
  [2.5, 3],
  [2, 2],
  [1.5, 1],
  [1, 1],
]);
const pickVideoType = weightedTable<VideoType>([
  ["youtube", 60],
  ["vimeo", 25],
  ["other", 15],
]);
const PACK_FACTORS = [1, 3.5, 8];

export interface Pricing {
  /** Null when the vendor only quotes on request. */
  priceNull: boolean;
  /** Discount in percent points, 0 when there is none. */
  discountPct: number;
  discountEnd: string | null;
  /** Contract price as a share of the catalog price. */
  sellRatio: number;
  /** Catalog dollars of the smallest option and pack, before pack scaling. */
  baseDollars: number;
  packFactor: number;
}

export function pricingFor(rng: Rng, range: readonly [number, number], packIndex: number, seePrice: SeePrice): Pricing {
  const priceNull = seePrice === "request" ? rng.chance(0.5) : rng.chance(0.004);
  const discountPct = !priceNull && rng.chance(0.22) ? rng.pick([5, 10, 15, 20, 25, 30]) : 0;
  let discountEnd: string | null = null;
  if (discountPct > 0) {
    const roll = rng.next();
    // Roughly: a third open-ended, most of the rest still running, a fifth already expired.
    if (roll >= 0.35) {
      const days = roll < 0.8 ? rng.int(30, 180) : -rng.int(1, 120);
      discountEnd = new Date(REFERENCE_MS + days * DAY_MS + (DAY_MS - 1000)).toISOString();
    }
  }
  return {
    priceNull,
    discountPct,
    discountEnd,
    sellRatio: rng.chance(0.25) ? rng.int(88, 97) / 100 : 1,
    baseDollars: range[0] + (range[1] - range[0]) * rng.next() ** 1.7,
    packFactor: packIndex < 0 ? 1 : (PACK_FACTORS[packIndex] ?? 1),
  };
}

export interface PriceTriple {
  priceCents: number | null;
  priceCatalogCents: number;
  priceDiscountedCents: number | null;
}

export function priceTriple(pricing: Pricing, catalogCents: number): PriceTriple {
  if (pricing.priceNull) return { priceCents: null, priceCatalogCents: catalogCents, priceDiscountedCents: null };
  const priceCents = Math.max(49, Math.round(catalogCents * pricing.sellRatio));
  const priceDiscountedCents = pricing.discountPct
    ? Math.max(
        1,
        Math.min(Math.round((catalogCents * (100 - pricing.discountPct)) / 100), Math.round(priceCents * 0.95)),
      )
    : null;
  return { priceCents, priceCatalogCents: catalogCents, priceDiscountedCents };
}

export function stockQuantity(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.15) return rng.int(1, 30);
  if (roll < 0.75) return rng.int(31, 500);
  return rng.int(501, 5000);
}

export interface Limits {
  minimumOrder: number | null;
  maxQuantityThreshold: number | null;
}

export function orderLimits(rng: Rng): Limits {
  const minimumOrder = rng.chance(0.12) ? rng.int(2, 10) : null;
  const threshold = rng.chance(0.12) ? rng.int(5, 50) : null;
  return {
    minimumOrder,
    maxQuantityThreshold: threshold === null ? null : Math.max(threshold, (minimumOrder ?? 1) * 2),
  };
}

export interface Popularity {
  productRating: number;
  reviewsCount: number;
  unitSold: number;
  productViews: number;
}

export function popularity(rng: Rng): Popularity {
  const unitSold = Math.floor(rng.next() ** 3 * 5000);
  const reviewsCount = rng.chance(0.35) ? 0 : 1 + Math.floor(rng.next() ** 2 * 250);
  return {
    productRating: reviewsCount === 0 ? 0 : pickRating(rng),
    reviewsCount,
    unitSold,
    productViews: unitSold * rng.int(3, 20) + rng.int(0, 500),
  };
}

export function videosFor(rng: Rng): SeedVideo[] {
  if (!rng.chance(0.04)) return [];
  const count = rng.chance(0.8) ? 1 : 2;
  return Array.from({ length: count }, () => {
    const videoType = pickVideoType(rng);
    const name =
      videoType === "youtube"
        ? rng.pick(YOUTUBE_IDS)
        : videoType === "vimeo"
          ? rng.pick(VIMEO_IDS)
          : rng.pick(VIDEO_FILES);
    const [width, height] = rng.pick(VIDEO_SIZES);
    return { videoType, name, width: width ?? 640, height: height ?? 360 };
  });
}

export function createdAtFor(rng: Rng): string {
  const seconds = rng.int(0, 900) * 86_400 + rng.int(0, 86_399);
  return new Date(REFERENCE_MS - seconds * 1000).toISOString();
}
