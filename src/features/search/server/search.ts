import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { priceRequests } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { productImageUrl, PLACEHOLDER_IMAGE, toCard, type ProductCard } from "@/features/catalog/server";
import type { SeePrice } from "@/features/catalog/server";
import type { EngineHit } from "../engine/engine";
import type { Attributes } from "../attributes";
import { searchIndex, type SearchIndex } from "./engine-store";
import type { ProductSource, ServiceSource } from "./index-rows";

export type RegulatoryClass = "none" | "rx" | "CII" | "CIII" | "CIV" | "CV";

export type ProductHit = {
  kind: "product";
  card: ProductCard;
  thumbnail: string;
  seePrice: SeePrice;
  vendorProductUrl: string | null;
  priceDiscountedEnd: string | null;
  category: { slug: string; name: string };
  regulatoryClass: RegulatoryClass;
  attributes: Attributes;
  score: number;
};
export type ServiceHit = {
  kind: "service";
  id: number;
  name: string;
  slug: string;
  image: string;
  providerName: string;
  providerSlug: string;
  categoryName: string | null;
  minFeeCents: number | null;
  maxFeeCents: number | null;
  score: number;
};
export type SearchHit = ProductHit | ServiceHit;

export type SearchOptions = { limit?: number; now?: Date; categoryIds?: ReadonlySet<number> };
export type SearchOutcome = { hits: SearchHit[]; total: number };

/** 'request' becomes 'already-requested' per customer (one query, only when it can matter). */
export async function requestedIds(rows: readonly ProductSource[], viewer: Viewer | null): Promise<Set<number>> {
  const asked = rows.filter((r) => r.see_price === "request").map((r) => r.id);
  if (!viewer || asked.length === 0) return new Set();
  const db = await getDb();
  const open = await db
    .select({ id: priceRequests.productId })
    .from(priceRequests)
    .where(
      and(
        eq(priceRequests.userId, viewer.id),
        eq(priceRequests.status, "open"),
        inArray(priceRequests.productId, asked),
      ),
    );
  return new Set(open.map((o) => o.id));
}

export function toProductHit(
  row: ProductSource,
  viewer: Viewer | null,
  now: Date,
  score: number,
  requested: boolean,
): ProductHit {
  const card = toCard(requested ? { ...row, see_price: "already-requested" } : row, viewer, now);
  return {
    kind: "product",
    card,
    thumbnail: row.image ? productImageUrl(row.image).thumbnail : PLACEHOLDER_IMAGE,
    seePrice: requested ? "already-requested" : row.see_price,
    vendorProductUrl: row.vendor_product_url,
    priceDiscountedEnd:
      card.discounted && row.price_discounted_end ? new Date(row.price_discounted_end).toISOString() : null,
    category: { slug: row.category_slug, name: row.category_name },
    regulatoryClass: row.regulatory_class,
    attributes: row.attributes,
    score,
  };
}

export function toServiceHit(row: ServiceSource, score: number): ServiceHit {
  return {
    kind: "service",
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: PLACEHOLDER_IMAGE,
    providerName: row.provider_name,
    providerSlug: row.provider_slug,
    categoryName: row.category_name,
    minFeeCents: row.min_fee,
    maxFeeCents: row.max_fee,
    score,
  };
}

/**
 * Products and services for an already validated, normalized text, best first (the engine's
 * ranking), with prices masked for this viewer by the catalog's own card rules. The cards come
 * from the search index's memory (fresh through the change bus), so only a signed-in viewer's open
 * price requests are read. `total` counts every match, not only the ones returned.
 */
export async function searchCatalog(
  text: string,
  viewer: Viewer | null,
  opts: SearchOptions = {},
): Promise<SearchOutcome> {
  const { limit = 10 } = opts;
  const index = await searchIndex();
  const now = opts.now ?? new Date(); // after the index (a request-time read): never read in a prerender
  const found = index.engine.search(text, { limit, categoryIds: opts.categoryIds });
  const hits = await hitsOf(index, found.hits, viewer, now);
  return { hits, total: found.total - (found.hits.length - hits.length) };
}

/** Ranked engine hits as result cards for this viewer, in the same order. */
export async function hitsOf(
  index: SearchIndex,
  ranked: readonly EngineHit[],
  viewer: Viewer | null,
  now: Date,
): Promise<SearchHit[]> {
  const sources = new Map<number, ProductSource>();
  for (const h of ranked) {
    const p = h.kind === "product" ? index.products.get(h.id) : undefined;
    if (p) sources.set(h.id, p);
  }
  const requested = await requestedIds([...sources.values()], viewer);
  return ranked.flatMap((h): SearchHit[] => {
    if (h.kind === "service") {
      const s = index.services.get(h.id);
      return s ? [toServiceHit(s, h.score)] : [];
    }
    const p = h.kind === "product" ? sources.get(h.id) : undefined;
    return p ? [toProductHit(p, viewer, now, h.score, requested.has(p.id))] : [];
  });
}
