import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { readJsonPages } from "@/db/json-pages";
import type { SeePrice } from "@/features/catalog/server";
import { rebuildOnChange } from "@/lib/rebuild-on-change";
import { TypeAheadIndex, type IndexedItem } from "../type-ahead";
import { getConfig } from "@/lib/config";

/**
 * The in-memory type-ahead index over products and services, with what a result shows. Every
 * SEARCH_INDEX_TTL_MS (default a minute) a cheap fingerprint of the catalog is read in the
 * background and the index is rebuilt when it changed: a new or renamed product, a price or stock
 * change reaches the type-ahead within about that time (prices are still masked per viewer on every
 * request, and add-to-cart re-checks everything). Until the first build is done the type-ahead
 * falls back to the SQL search.
 */
const TTL_MS = getConfig().SEARCH_INDEX_TTL_MS;

export type IndexedService = {
  id: number;
  name: string;
  slug: string;
  provider_name: string;
  provider_slug: string;
  category_name: string | null;
  min_fee: number | null;
  max_fee: number | null;
};
/** What a type-ahead result shows of a product (the search's product row without band and score). */
export type IndexedProduct = {
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
};
export type SearchIndex = {
  products: TypeAheadIndex;
  productById: Map<number, IndexedProduct>;
  services: TypeAheadIndex;
  serviceById: Map<number, IndexedService>;
};

type ProductTuple = [IndexedProduct, skus: string[] | null, wider: string];

async function build(): Promise<SearchIndex> {
  const db = await getDb();
  const [tuples, services] = await Promise.all([
    readJsonPages<ProductTuple>(
      db,
      (after, limit) => sql`select json_agg(json_build_array(json_build_object(
        'id', p.id, 'name', p.name, 'slug', p.slug, 'sku', p.sku, 'type', p.type, 'brand', p.brand, 'vendor_id', p.vendor_id,
        'vendor_name', v.name, 'vendor_slug', v.slug, 'category_name', c.name, 'category_slug', c.slug, 'in_stock', p.in_stock,
        'see_price', p.see_price, 'price_cents', p.price_cents, 'price_catalog_cents', p.price_catalog_cents,
        'price_discounted_cents', p.price_discounted_cents, 'price_discounted_end', p.price_discounted_end,
        'vendor_product_url', p.vendor_product_url, 'product_rating', p.product_rating::text, 'reviews_count', p.reviews_count,
        'unit_sold', p.unit_sold, 'image', (select i.name from product_images i where i.product_id = p.id order by i.position limit 1)),
      (select json_agg(x.sku) from product_variations x where x.product_id = p.id), p.search_extra) order by p.id)::text as rows
      from (select * from products where id > ${after} order by id limit ${limit}) p
      join vendors v on v.id = p.vendor_id join categories c on c.id = p.category_id`,
      (t) => t[0].id,
    ),
    queryRows<IndexedService & { wider: string }>(
      db,
      sql`select s.id, s.name, s.slug, sp.name as provider_name, sp.slug as provider_slug,
      s.category_name, (select min(fee_cents) from service_plans sl where sl.service_id = s.id)::int as min_fee,
      (select max(fee_cents) from service_plans sl where sl.service_id = s.id)::int as max_fee,
      coalesce(s.category_name, '') as wider
      from services s join service_providers sp on sp.id = s.provider_id`,
    ),
  ]);
  const products: IndexedItem[] = tuples.map(([row, skus, wider]) => ({
    id: row.id,
    name: row.name,
    sku: row.sku,
    brand: row.brand,
    inStock: row.in_stock === "Y",
    skus: skus ?? [],
    wider,
  }));
  return {
    products: await TypeAheadIndex.build(products),
    productById: new Map(tuples.map(([row]) => [row.id, row])),
    services: await TypeAheadIndex.build(
      services.map((s) => ({ id: s.id, name: s.name, sku: "", brand: "", inStock: true, skus: [], wider: s.wider })),
    ),
    serviceById: new Map(
      services.map((s) => [
        s.id,
        {
          id: s.id,
          name: s.name,
          slug: s.slug,
          provider_name: s.provider_name,
          provider_slug: s.provider_slug,
          category_name: s.category_name,
          min_fee: s.min_fee,
          max_fee: s.max_fee,
        },
      ]),
    ),
  };
}

/**
 * Changes when anything the index ranks or shows changes, except units sold (every order moves
 * them) and vendor, category or image renames: those wait for the 15-minute rebuild. Reading it
 * costs a fraction of a rebuild.
 */
export async function catalogFingerprint(): Promise<string> {
  const db = await getDb();
  const [row] = await queryRows<{ p: string; s: string }>(
    db,
    sql`select
    (select count(*) || ':' || coalesce(sum(hashtext(concat_ws('|', p.name, p.sku, p.brand, p.slug, p.type, p.in_stock, p.see_price,
      p.price_cents, p.price_catalog_cents, p.price_discounted_cents, p.price_discounted_end, p.search_extra, p.vendor_id,
      p.category_id, p.product_rating, p.reviews_count, p.vendor_product_url))::bigint), 0) from products p) as p,
    (select count(*) || ':' || coalesce(sum(hashtext(concat_ws('|', s.name, s.slug, s.category_name, s.provider_id))::bigint), 0)
      from services s) as s`,
  );
  return `${row?.p}/${row?.s}`;
}

const index = rebuildOnChange({ checkMs: TTL_MS, maxAgeMs: 15 * 60_000, fingerprint: catalogFingerprint, build });

/**
 * The index once built, else null (the caller searches in SQL meanwhile; the first call starts
 * the build). Tests (no TTL) wait for a current index on every call.
 */
export async function searchIndex(): Promise<SearchIndex | null> {
  return TTL_MS <= 0 ? index.get() : index.peek();
}
