import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import type { Viewer } from "@/features/accounts/server/session";
import { PER_PAGE, type ListingParams } from "../listing-params";
import { CARD_COLUMNS, toCard, type ProductCard } from "./listing";
import { ttlCache } from "@/lib/ttl-cache";

// What the buyer pays now (SPEC §5 discount rule in SQL), visible only where this viewer may see it.
const EFFECTIVE = sql`(case when p.price_discounted_cents is not null and p.price_discounted_cents <> 0
  and p.price_discounted_cents is distinct from p.price_catalog_cents
  and (p.price_discounted_end is null or p.price_discounted_end >= now())
  then p.price_discounted_cents else coalesce(p.price_cents, p.price_catalog_cents) end)`;
const ON_SALE = sql`(p.price_discounted_cents is not null and p.price_discounted_cents <> 0
  and p.price_discounted_cents is distinct from p.price_catalog_cents
  and (p.price_discounted_end is null or p.price_discounted_end >= now()))`;

/** Prices hidden from this viewer neither filter nor sort, so the order cannot leak them. */
function visiblePrice(viewer: Viewer | null): SQL {
  const seen = viewer ? sql`p.see_price in ('without_login', 'login')` : sql`p.see_price = 'without_login'`;
  return sql`(case when ${seen} then ${EFFECTIVE} end)`;
}

/** Category ids of a category and everything below it (three levels deep at most). */
export function subtree(categoryId: number): SQL {
  return sql`p.category_id in (select id from categories where id = ${categoryId} or parent_id = ${categoryId}
    or parent_id in (select id from categories where parent_id = ${categoryId}))`;
}

function subtreeBySlug(slug: string): SQL {
  return sql`p.category_id in (select c.id from categories c join categories s on s.slug = ${slug}
    where c.id = s.id or c.parent_id = s.id or c.parent_id in (select id from categories where parent_id = s.id))`;
}

function filters(p: ListingParams, viewer: Viewer | null): SQL {
  const parts: SQL[] = [];
  if (p.sub) parts.push(subtreeBySlug(p.sub));
  if (p.vendor) parts.push(sql`v.slug = ${p.vendor}`);
  if (p.brand) parts.push(sql`p.brand = ${p.brand}`);
  if (p.minCents !== null) parts.push(sql`${visiblePrice(viewer)} >= ${p.minCents}`);
  if (p.maxCents !== null) parts.push(sql`${visiblePrice(viewer)} <= ${p.maxCents}`);
  if (p.inStock) parts.push(sql`p.in_stock = 'Y' and (p.type = 'variation' or p.quantity > 0)`);
  if (p.onSale) parts.push(ON_SALE);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function orderBy(p: ListingParams, viewer: Viewer | null): SQL {
  switch (p.sort) {
    case "price_asc": return sql`${visiblePrice(viewer)} asc nulls last, p.id`;
    case "price_desc": return sql`${visiblePrice(viewer)} desc nulls last, p.id`;
    case "newest": return sql`p.created_at desc, p.id desc`;
    case "best_selling": return sql`p.unit_sold desc, p.id`;
    case "rating": return sql`p.product_rating desc, p.reviews_count desc, p.id`;
    default: return sql`(p.in_stock = 'Y') desc, p.is_featured desc, p.unit_sold desc, p.id`;
  }
}

export type Facet = { value: string; label: string; count: number };
export type FilteredListing = { cards: ProductCard[]; total: number; page: number; pages: number; vendors: Facet[]; brands: Facet[]; categories: Facet[] };

const facetCache = ttlCache<{ vendors: Facet[]; brands: Facet[]; categories: Facet[] }>(60_000);

async function scopeFacets(scope: SQL) {
  const db = await getDb();
  const [row] = await queryRows<{ vendors: Facet[] | null; brands: Facet[] | null; categories: Facet[] | null }>(db, sql`with s as (
      select p.vendor_id, p.brand, p.category_id from products p where ${scope})
    select
      (select json_agg(json_build_object('value', x.slug, 'label', x.name, 'count', x.n) order by x.n desc, x.name)
        from (select v.slug, v.name, count(*)::int n from s join vendors v on v.id = s.vendor_id group by v.slug, v.name order by n desc limit 40) x) as vendors,
      (select json_agg(json_build_object('value', x.brand, 'label', x.brand, 'count', x.n) order by x.n desc, x.brand)
        from (select brand, count(*)::int n from s where brand <> '' group by brand order by n desc limit 40) x) as brands,
      (select json_agg(json_build_object('value', x.slug, 'label', x.name, 'count', x.n) order by x.n desc, x.name)
        from (select c.slug, c.name, count(*)::int n from s join categories c on c.id = s.category_id group by c.slug, c.name order by n desc limit 40) x) as categories`);
  return { vendors: row?.vendors ?? [], brands: row?.brands ?? [], categories: row?.categories ?? [] };
}

/**
 * One page of products inside `scope` (a category subtree or a vendor), filtered and
 * sorted from the URL, with facet counts over the whole scope. `scopeKey` names the
 * scope for the facet cache (facets are the same for every viewer and filter).
 */
export async function filteredListing(scope: SQL, params: ListingParams, viewer: Viewer | null, scopeKey?: string): Promise<FilteredListing> {
  const db = await getDb();
  const where = sql`${scope} and ${filters(params, viewer)}`;
  const offset = (params.page - 1) * PER_PAGE;
  const [rows, facets] = await Promise.all([
    queryRows<Parameters<typeof toCard>[0] & { total: number | string }>(db, sql`select ${CARD_COLUMNS}, count(*) over () as total
      from products p join vendors v on v.id = p.vendor_id where ${where} order by ${orderBy(params, viewer)} limit ${PER_PAGE} offset ${offset}`),
    scopeKey ? facetCache(scopeKey, () => scopeFacets(scope)) : scopeFacets(scope),
  ]);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && params.page > 1) {
    // past the last page the window count is empty: count once to draw the pagination
    const [c] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from products p join vendors v on v.id = p.vendor_id where ${where}`);
    total = c?.n ?? 0;
  }
  return {
    cards: rows.map((r) => toCard(r, viewer)),
    total,
    page: params.page,
    pages: Math.max(1, Math.ceil(total / PER_PAGE)),
    ...facets,
  };
}
