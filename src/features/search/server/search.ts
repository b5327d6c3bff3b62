import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, priceRequests, serviceProviders, servicePlans, services } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import {
  CARD_FIELDS,
  CARD_P,
  CARD_V,
  productImageUrl,
  PLACEHOLDER_IMAGE,
  toCard,
  visibleListing,
  type ProductCard,
} from "@/features/catalog/server";
import type { SeePrice } from "@/features/catalog/server";
import { productAttributes, type Attributes } from "../attributes";
import { searchEngine } from "./engine-store";

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

/** What a result shows, read fresh for the few ids the engine ranked. */
async function productRows(ids: number[]) {
  if (!ids.length) return [];
  const db = await getDb();
  return (
    db
      .select({
        ...CARD_FIELDS,
        category_name: categories.name,
        category_slug: categories.slug,
        vendor_product_url: CARD_P.vendorProductUrl,
        specs: CARD_P.specs,
      })
      .from(CARD_P)
      .innerJoin(CARD_V, eq(CARD_V.id, CARD_P.vendorId))
      .innerJoin(categories, eq(categories.id, CARD_P.categoryId))
      // the engine is fresh within the change bus's reach; this check keeps a just-hidden product out regardless
      .where(and(inArray(CARD_P.id, ids), visibleListing(CARD_P, CARD_V)))
  );
}
type ProductRow = Awaited<ReturnType<typeof productRows>>[number];

async function serviceRows(ids: number[]) {
  if (!ids.length) return [];
  const db = await getDb();
  return db
    .select({
      id: services.id,
      name: services.name,
      slug: services.slug,
      provider_name: serviceProviders.name,
      provider_slug: serviceProviders.slug,
      category_name: services.categoryName,
      min_fee: sql<
        number | null
      >`(select min(${servicePlans.feeCents}) from ${servicePlans} where ${servicePlans.serviceId} = ${services.id})::int`,
      max_fee: sql<
        number | null
      >`(select max(${servicePlans.feeCents}) from ${servicePlans} where ${servicePlans.serviceId} = ${services.id})::int`,
    })
    .from(services)
    .innerJoin(serviceProviders, eq(serviceProviders.id, services.providerId))
    .where(and(inArray(services.id, ids), eq(services.published, true)));
}
type ServiceRow = Awaited<ReturnType<typeof serviceRows>>[number];

/** 'request' becomes 'already-requested' per customer (one query, only when it can matter). */
async function requestedIds(rows: ProductRow[], viewer: Viewer | null): Promise<Set<number>> {
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

function toProductHit(
  row: ProductRow,
  viewer: Viewer | null,
  now: Date,
  score: number,
  requested: boolean,
): ProductHit {
  const card = toCard({ ...row, see_price: requested ? "already-requested" : row.see_price }, viewer, now);
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
    attributes: productAttributes(row.name, row.specs ?? {}),
    score,
  };
}

function toServiceHit(row: ServiceRow, score: number): ServiceHit {
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
 * ranking), with prices masked for this viewer by the catalog's own card rules. `total` counts
 * every match, not only the ones returned.
 */
export async function searchCatalog(
  text: string,
  viewer: Viewer | null,
  opts: SearchOptions = {},
): Promise<SearchOutcome> {
  const { limit = 10, now = new Date() } = opts;
  const engine = await searchEngine();
  const found = engine.search(text, { limit, categoryIds: opts.categoryIds });
  const productIds = found.hits.filter((h) => h.kind === "product").map((h) => h.id);
  const serviceIds = found.hits.filter((h) => h.kind === "service").map((h) => h.id);
  const [pRows, sRows] = await Promise.all([productRows(productIds), serviceRows(serviceIds)]);
  const requested = await requestedIds(pRows, viewer);
  const pById = new Map(pRows.map((r) => [r.id, r]));
  const sById = new Map(sRows.map((r) => [r.id, r]));
  const hits = found.hits.flatMap((h): SearchHit[] => {
    if (h.kind === "service") {
      const s = sById.get(h.id);
      return s ? [toServiceHit(s, h.score)] : [];
    }
    const p = pById.get(h.id);
    return p ? [toProductHit(p, viewer, now, h.score, requested.has(p.id))] : [];
  });
  return { hits, total: found.total - (found.hits.length - hits.length) };
}
