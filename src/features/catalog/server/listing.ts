import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, queryRows } from "@/db/client";
import { productImages, products, vendors } from "@/db/schema";
import { ttlCache } from "@/lib/ttl-cache";
import { onChange } from "@/lib/change-bus";
import type { Viewer } from "@/features/accounts/server";
import { discountApplies, effectivePriceCents, seePriceState, type PriceState, type SeePrice } from "../rules";
import { productImageUrl } from "../media";
import { relatedIds } from "../listing-rules";
import { getSnapshot, relatedSources } from "./listing-snapshot";
import { getConfig } from "@/lib/config";
import { VISIBLE_PV } from "./visibility";
import type { RegulatoryClass } from "@/features/compliance";

export type ProductCard = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  type: string;
  brand: string;
  image: string;
  vendor_id: number;
  vendor_name: string;
  vendor_slug: string;
  in_stock: "Y" | "N";
  price_state: PriceState;
  price_cents: number | null;
  catalog_cents: number | null;
  discounted: boolean;
  product_rating: number;
  reviews_count: number;
  unit_sold: number;
  regulatory_class: RegulatoryClass;
};

type CardRow = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  type: string;
  brand: string;
  vendor_id: number;
  vendor_name: string;
  vendor_slug: string;
  in_stock: "Y" | "N";
  see_price: SeePrice;
  price_cents: number | null;
  price_catalog_cents: number | null;
  price_discounted_cents: number | null;
  price_discounted_end: string | null;
  product_rating: string;
  reviews_count: number;
  unit_sold: number;
  image: string | null;
  regulatory_class: RegulatoryClass;
};

// For queries over `products p join vendors v`; columns named through the schema, so a rename fails the typecheck.
const P = alias(products, "p");
const V = alias(vendors, "v");
const I = alias(productImages, "i");
export const CARD_COLUMNS = sql`${P.id}, ${P.name}, ${P.slug}, ${P.sku}, ${P.type}, ${P.brand}, ${P.vendorId},
  ${V.name} as vendor_name, ${V.slug} as vendor_slug, ${P.inStock}, ${P.seePrice}, ${P.priceCents}, ${P.priceCatalogCents},
  ${P.priceDiscountedCents}, ${P.priceDiscountedEnd}, ${P.productRating}, ${P.reviewsCount}, ${P.unitSold}, ${P.regulatoryClass},
  (select ${I.name} from ${productImages} i where ${I.productId} = ${P.id} order by ${I.position} limit 1) as image`;

/** Masks each row's price as this viewer may see it (SPEC §6); the client never decides. */
export function toCard(row: CardRow, viewer: Viewer | null, now = new Date()): ProductCard {
  const pricing = {
    priceCents: row.price_cents,
    catalogCents: row.price_catalog_cents,
    discountedCents: row.price_discounted_cents,
    discountEnd: row.price_discounted_end,
  };
  const effective = effectivePriceCents(pricing, now);
  const state = seePriceState({ seePrice: row.see_price, viewer, priceCents: effective });
  const visible = state === "price";
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    type: row.type,
    brand: row.brand,
    image: row.image ? productImageUrl(row.image).medium : "/placeholder.svg",
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    vendor_slug: row.vendor_slug,
    in_stock: row.in_stock,
    price_state: state,
    price_cents: visible ? effective : null,
    catalog_cents: visible ? row.price_catalog_cents : null,
    discounted: visible && discountApplies({ ...pricing, now }),
    product_rating: Number(row.product_rating),
    reviews_count: row.reviews_count,
    unit_sold: row.unit_sold,
    regulatory_class: row.regulatory_class,
  };
}

/** Every card read goes through here, so a hidden listing never becomes a card. */
async function cardRows(where: SQL, orderBy: SQL, limit: number): Promise<CardRow[]> {
  const db = await getDb();
  return queryRows<CardRow>(
    db,
    sql`select ${CARD_COLUMNS} from ${products} p join ${vendors} v on ${V.id} = ${P.vendorId}
    where (${where}) and ${VISIBLE_PV} order by ${orderBy} limit ${limit}`,
  );
}

export async function queryCards(
  where: SQL,
  orderBy: SQL,
  limit: number,
  viewer: Viewer | null,
): Promise<ProductCard[]> {
  return (await cardRows(where, orderBy, limit)).map((r) => toCard(r, viewer));
}

// Collections (deals, featured, hot) scan the whole catalog to rank it and are the same rows for
// every viewer: they are shared until a catalog write (any product, vendor or category change can
// move a product in or out of one) and masked per viewer on every request.
const COLLECTION_TTL_MS = getConfig().CATALOG_COLLECTION_TTL_MS;
const collectionCache = ttlCache<CardRow[]>(COLLECTION_TTL_MS, 50);
onChange(({ kind }) => {
  if (kind !== "content" && kind !== "service") collectionCache.clear();
});

export async function collectionCards(
  key: string,
  where: SQL,
  orderBy: SQL,
  limit: number,
  viewer: Viewer | null,
): Promise<ProductCard[]> {
  const load = () => cardRows(where, orderBy, limit);
  const rows = COLLECTION_TTL_MS > 0 ? await collectionCache.get(`${key}:${limit}`, load) : await load();
  return rows.map((r) => toCard(r, viewer));
}

/** Cards for these ids, in the order given (ids that no longer exist are skipped). */
export async function cardsByIds(ids: number[], viewer: Viewer | null): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardRows(
    sql`p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    sql`p.id`,
    ids.length,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!, viewer)] : []));
}

/** Best sellers of the same category first, then of its sibling categories; never the product itself. */
export async function relatedProducts(productId: number, categoryId: number, viewer: Viewer | null, limit = 6) {
  const snap = await getSnapshot();
  const { sameCategory, siblings } = relatedSources(snap, categoryId);
  return cardsByIds(relatedIds(sameCategory, siblings, productId, categoryId, limit), viewer);
}
