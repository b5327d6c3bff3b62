import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Db } from "@/db/client";
import type { Viewer } from "@/features/accounts/server";
import { productImageUrl, PLACEHOLDER_IMAGE, toCard, type ProductCard } from "@/features/catalog/server";
import type { SeePrice } from "@/features/catalog/server";
import { compareRank } from "../rules";
import { bandSql, planSearch, productCandidates, scoreSql, type SearchPlan } from "./candidates";
import { searchIndex, type SearchIndex } from "./type-ahead-index";

type ProductRow = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  type: string;
  brand: string;
  vendor_id: number;
  vendor_name: string;
  vendor_slug: string;
  category_name: string;
  category_slug: string;
  in_stock: "Y" | "N";
  see_price: SeePrice;
  price_cents: number | null;
  price_catalog_cents: number | null;
  price_discounted_cents: number | null;
  price_discounted_end: string | null;
  vendor_product_url: string | null;
  product_rating: string;
  reviews_count: number;
  unit_sold: number;
  image: string | null;
  band: number;
  score: number;
};

type ServiceRow = {
  id: number;
  name: string;
  slug: string;
  provider_name: string;
  provider_slug: string;
  category_name: string | null;
  min_fee: number | null;
  max_fee: number | null;
  band: number;
  score: number;
};

export type ProductHit = {
  kind: "product";
  card: ProductCard;
  thumbnail: string;
  seePrice: SeePrice;
  vendorProductUrl: string | null;
  priceDiscountedEnd: string | null;
  category: { slug: string; name: string };
  rank: { band: number; inStock: boolean; score: number; tie: number };
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
  rank: { band: number; inStock: boolean; score: number; tie: number };
};
export type SearchHit = ProductHit | ServiceHit;

/** Exported for the timing script's EXPLAIN; callers use searchCatalog. */
export function productQuery(plan: SearchPlan, limit: number, wide: boolean) {
  return sql`
    with ${productCandidates(plan, wide)},
    ranked as (
      select p.id, p.name, p.slug, p.sku, p.type, p.brand, p.vendor_id, p.category_id, p.in_stock, p.see_price, p.price_cents,
        p.price_catalog_cents, p.price_discounted_cents, p.price_discounted_end, p.vendor_product_url, p.product_rating,
        p.reviews_count, p.unit_sold, ${bandSql(plan, "p")} as band, ${scoreSql(plan, "p")} as score
      from cand join products p on p.id = cand.id
      order by band desc, (p.in_stock = 'Y') desc, score desc, p.id
      limit ${limit}
    )
    select r.*, v.name as vendor_name, v.slug as vendor_slug, c.name as category_name, c.slug as category_slug,
      (select i.name from product_images i where i.product_id = r.id order by i.position limit 1) as image
    from ranked r join vendors v on v.id = r.vendor_id join categories c on c.id = r.category_id
    order by r.band desc, (r.in_stock = 'Y') desc, r.score desc, r.id`;
}

async function productRows(db: Db, plan: SearchPlan, limit: number, wide: boolean): Promise<ProductRow[]> {
  return queryRows<ProductRow>(db, productQuery(plan, limit, wide));
}

async function serviceRows(db: Db, plan: SearchPlan, limit: number): Promise<ServiceRow[]> {
  const fts = plan.tsq ? sql`s.search @@ ${plan.tsq}` : sql`false`;
  const fuzzy = plan.fuzzy ? sql`${plan.lower} <% lower(s.name)` : sql`false`;
  return queryRows<ServiceRow>(
    db,
    sql`
    select s.id, s.name, s.slug, sp.name as provider_name, sp.slug as provider_slug, s.category_name,
      (select min(fee_cents) from service_plans sl where sl.service_id = s.id)::int as min_fee,
      (select max(fee_cents) from service_plans sl where sl.service_id = s.id)::int as max_fee,
      ${bandSql(plan, "s")} as band, ${scoreSql(plan, "s")} as score
    from services s join service_providers sp on sp.id = s.provider_id
    where ${fts} or lower(s.name) like ${plan.prefix} or ${fuzzy}
    order by band desc, score desc, s.id
    limit ${limit}`,
  );
}

/** 'request' becomes 'already-requested' per customer (one query, only when it can matter). */
async function markRequested(db: Db, rows: ProductRow[], viewer: Viewer | null): Promise<ProductRow[]> {
  const asked = rows.filter((r) => r.see_price === "request");
  if (!viewer || asked.length === 0) return rows;
  const ids = asked.map((r) => r.id);
  const open = await queryRows<{ product_id: number }>(
    db,
    sql`select product_id from price_requests
    where user_id = ${viewer.id} and status = 'open' and product_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const requested = new Set(open.map((o) => o.product_id));
  return rows.map((r) => (requested.has(r.id) ? { ...r, see_price: "already-requested" } : r));
}

function toProductHit(row: ProductRow, viewer: Viewer | null, now: Date): ProductHit {
  const card = toCard(row, viewer, now);
  return {
    kind: "product",
    card,
    thumbnail: row.image ? productImageUrl(row.image).thumbnail : PLACEHOLDER_IMAGE,
    seePrice: row.see_price,
    vendorProductUrl: row.vendor_product_url,
    priceDiscountedEnd:
      card.discounted && row.price_discounted_end ? new Date(row.price_discounted_end).toISOString() : null,
    category: { slug: row.category_slug, name: row.category_name },
    rank: { band: row.band, inStock: row.in_stock === "Y", score: Number(row.score), tie: row.id },
  };
}

function toServiceHit(row: ServiceRow): ServiceHit {
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
    // services are bookable whenever listed; ids are offset so ties stay stable across both kinds
    rank: { band: row.band, inStock: true, score: Number(row.score), tie: 1e9 + row.id },
  };
}

export type SearchOptions = { limit?: number; wide?: boolean; now?: Date; cache?: boolean };

type Found = { products: ProductRow[]; services: ServiceRow[] };

/**
 * The SQL search (the all-results page, and the type-ahead until its index is built) keeps found
 * rows briefly per text. They are stored unmasked and masked per viewer on every request; price,
 * stock or new products show within the TTL.
 */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 500;
const cache = new Map<string, { at: number; found: Promise<Found> }>();

function cached(key: string, load: () => Promise<Found>): Promise<Found> {
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < CACHE_TTL_MS) return hit.found;
  const found = load();
  cache.delete(key);
  cache.set(key, { at: now, found });
  // a failed load must not be served from the cache
  found.catch(() => cache.delete(key));
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return found;
}

/** Tests that change the catalog between searches start from a clean cache. */
export function clearSearchCache(): void {
  cache.clear();
}

/** The type-ahead from the in-memory index, which also holds what a result shows. */
function fromIndex(index: SearchIndex, text: string, limit: number): Found {
  const products = index.products.search(text, limit).flatMap((h) => {
    const p = index.productById.get(h.id);
    return p ? [{ ...p, band: h.rank.band, score: h.rank.score }] : [];
  });
  const services = index.services.search(text, limit).flatMap((h) => {
    const s = index.serviceById.get(h.id);
    return s ? [{ ...s, band: h.rank.band, score: h.rank.score }] : [];
  });
  return { products, services };
}

/**
 * Products and services for an already validated, normalized text, best first,
 * with prices masked for this viewer by the catalog's own card rules.
 */
export async function searchCatalog(
  text: string,
  viewer: Viewer | null,
  opts: SearchOptions = {},
): Promise<SearchHit[]> {
  const { limit = 10, wide = false, now = new Date() } = opts;
  const db = await getDb();
  const index = wide ? null : await searchIndex();
  const load = async (): Promise<Found> => {
    const plan = planSearch(text);
    const [products, services] = await Promise.all([productRows(db, plan, limit, wide), serviceRows(db, plan, limit)]);
    return { products, services };
  };
  const found = index
    ? fromIndex(index, text, limit)
    : opts.cache === false
      ? await load()
      : await cached(`${wide ? "w" : "n"}:${limit}:${text.toLowerCase()}`, load);
  const products = await markRequested(db, found.products, viewer);
  const hits: SearchHit[] = [...products.map((r) => toProductHit(r, viewer, now)), ...found.services.map(toServiceHit)];
  return hits.sort((a, b) => compareRank(a.rank, b.rank)).slice(0, limit);
}
