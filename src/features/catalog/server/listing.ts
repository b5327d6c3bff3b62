import "server-only";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/db/client";
import { scalar } from "@/db/json";
import { productImages, products, vendors } from "@/db/schema";
import { LRUCache } from "lru-cache";
import { countCache } from "@/lib/metrics";
import { atRequestTime } from "@/lib/request-time";
import { ttlCache } from "@/lib/ttl-cache";
import { onChange } from "@/lib/change-bus";
import type { Viewer } from "@/features/accounts/server";
import { discountApplies, effectivePriceCents, HIDDEN_BUY_VENDOR_ID, seePriceState, type SeePrice } from "../rules";
import { productImageUrl } from "../media";
import { byBestSelling, relatedIds, type ListingEntry } from "../listing-rules";
import { getSnapshot, relatedSources } from "./listing-snapshot";
import { getConfig } from "@/lib/config";
import { VISIBLE_PV } from "./visibility";
import { cardPriceOf, type CardPrice } from "../card-price-fields";
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
  product_rating: number;
  reviews_count: number;
  unit_sold: number;
  regulatory_class: RegulatoryClass;
} & CardPrice;

// For queries over `products p join vendors v`: card fields named through the schema, so a rename
// fails the typecheck; callers' where and order clauses may name `p.` and `v.` columns.
export const CARD_P = alias(products, "p");
export const CARD_V = alias(vendors, "v");
const P = CARD_P;
const V = CARD_V;
const I = alias(productImages, "i");
export const CARD_FIELDS = {
  id: P.id,
  name: P.name,
  slug: P.slug,
  sku: P.sku,
  type: P.type,
  brand: P.brand,
  vendor_id: P.vendorId,
  vendor_name: V.name,
  vendor_slug: V.slug,
  in_stock: sql<"Y" | "N">`${P.inStock}`,
  see_price: sql<SeePrice>`${P.seePrice}`,
  price_cents: P.priceCents,
  price_catalog_cents: P.priceCatalogCents,
  price_discounted_cents: P.priceDiscountedCents,
  price_discounted_end: P.priceDiscountedEnd,
  product_rating: P.productRating,
  reviews_count: P.reviewsCount,
  unit_sold: P.unitSold,
  regulatory_class: sql<RegulatoryClass>`${P.regulatoryClass}`,
  image: scalar<string | null>(
    sql`select ${I.name} from ${productImages} ${I} where ${I.productId} = ${P.id} order by ${I.position} limit 1`,
  ),
};

const selectCards = (db: Db) => db.select(CARD_FIELDS).from(P).innerJoin(V, eq(V.id, P.vendorId));
type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

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
  return selectCards(db)
    .where(sql`(${where}) and ${VISIBLE_PV}`)
    .orderBy(orderBy)
    .limit(limit);
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
const collectionCache = ttlCache<CardRow[]>(COLLECTION_TTL_MS, 50, "collections");
onChange(({ kind }) => {
  if (kind !== "content" && kind !== "service" && kind !== "provider") collectionCache.clear();
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

// Cards read by id (a product page's related cards, a member shell's card prices, a buyer's parts)
// are the same rows for every viewer: kept like the product page's rows, until that product or its
// vendor changes (a hidden listing is kept as null, so it stays out), and masked per viewer on every
// request. A read that a change overtakes is answered, not kept.
const CARD_TTL_MS = getConfig().CATALOG_DETAIL_TTL_MS;
const cardById =
  CARD_TTL_MS > 0 ? new LRUCache<number, { row: CardRow | null }>({ max: 20_000, ttl: CARD_TTL_MS }) : null;
let cardGeneration = 0;
onChange(({ kind, ids }) => {
  if (!cardById || kind === "content" || kind === "service" || kind === "provider") return;
  cardGeneration++;
  if (kind === "category" || ids.length === 0) return cardById.clear();
  const changed = new Set(ids);
  for (const [id, { row }] of cardById.entries())
    if (kind === "product" ? changed.has(id) : row === null || changed.has(row.vendor_id)) cardById.delete(id);
});

async function cardRowsById(ids: number[]): Promise<Map<number, CardRow>> {
  await atRequestTime(); // answered from memory or not, this is a request's work (never a prerender's)
  const out = new Map<number, CardRow>();
  const missing = ids.filter((id) => {
    const kept = cardById?.get(id);
    if (kept?.row) out.set(id, kept.row);
    if (cardById) countCache("cards", kept !== undefined);
    return kept === undefined;
  });
  if (!missing.length) return out;
  const started = cardGeneration;
  const rows = await cardRows(inArray(P.id, missing), sql`${P.id}`, missing.length);
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const id of missing) {
    const row = found.get(id) ?? null;
    if (row) out.set(id, row);
    if (started === cardGeneration) cardById?.set(id, { row });
  }
  return out;
}

/** Cards for these ids, in the order given (ids that no longer exist are skipped). */
export async function cardsByIds(ids: number[], viewer: Viewer | null): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const byId = await cardRowsById([...new Set(ids)]);
  return ids.flatMap((id) => (byId.has(id) ? [toCard(byId.get(id)!, viewer)] : []));
}

/**
 * The price of each card as this viewer may see it, by product id; a listing hidden since is left out.
 * Member shells (storefront pages every signed-in buyer shares) fill their cards from this.
 */
export async function cardPrices(ids: number[], viewer: Viewer | null): Promise<Record<number, CardPrice>> {
  const cards = await cardsByIds([...new Set(ids)], viewer);
  return Object.fromEntries(cards.map((c) => [c.id, cardPriceOf(c)]));
}

/**
 * Best sellers of these categories, in stock and buyable online, leaving out `exclude`: the cart's "related"
 * row, read from the listing snapshot (the same query in SQL took 2.5 s at a million products).
 */
export async function bestSellersIn(
  categoryIds: readonly number[],
  exclude: ReadonlySet<number>,
  viewer: Viewer | null,
  limit = 8,
): Promise<ProductCard[]> {
  const snap = await getSnapshot();
  const picked: ListingEntry[] = [];
  for (const id of new Set(categoryIds)) {
    let taken = 0;
    for (const e of relatedSources(snap, id).sameCategory) {
      if (taken >= limit) break;
      if (exclude.has(e.id) || !e.inStockFlag || e.vendorId === HIDDEN_BUY_VENDOR_ID) continue;
      picked.push(e);
      taken++;
    }
  }
  return cardsByIds(
    picked
      .sort(byBestSelling)
      .slice(0, limit)
      .map((e) => e.id),
    viewer,
  );
}

/** Best sellers of the same category first, then of its sibling categories; never the product itself. */
export async function relatedProducts(productId: number, categoryId: number, viewer: Viewer | null, limit = 6) {
  const snap = await getSnapshot();
  const { sameCategory, siblings } = relatedSources(snap, categoryId);
  return cardsByIds(relatedIds(sameCategory, siblings, productId, categoryId, limit), viewer);
}
