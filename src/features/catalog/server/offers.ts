import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb, queryRows, type Tx } from "@/db/client";
import { preparedRead, type Bound } from "@/db/prepared";
import { jsonObject, type JsonValue } from "@/db/json";
import { products, vendors } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { fromCents } from "@/lib/money";
import { atRequestTime } from "@/lib/request-time";
import { canBuy, effectivePriceCents, seePriceState, type PriceState, type SeePrice } from "../rules";
import { priceForBuyer, type Quote } from "../quote-rules";
import { medianCents, sortOffers, unitPriceCents } from "../item-rules";
import { CARD_FIELDS, CARD_P as P, CARD_V as V } from "./listing";
import { buyerRequestsSql, foldRequests, type RequestRow } from "./quotes";
import { VISIBLE_PV } from "./visibility";

/** One vendor's offer of the item, as this viewer may see it (money in dollars, as the API speaks). */
export type Offer = {
  product_id: number;
  vendor_id: number;
  vendor_name: string;
  vendor_slug: string;
  name: string;
  slug: string;
  /** null wherever this viewer may not see the price */
  price: number | null;
  /** the product's see_price as it applies to this viewer (a request they made, a quote to them) */
  see_price: SeePrice;
  price_state: PriceState;
  /** the price of one pack unit, when the price is shown */
  unit_price: number | null;
  pack: { size: number; unit: string };
  in_stock: boolean;
  stock: number;
  minimum_order: number | null;
  free_shipping_threshold: number | null;
  lead_days: number;
  quoted: boolean;
  can_buy: boolean;
  /** the listing this answer was asked about */
  current: boolean;
};

const OFFER_FIELDS = {
  ...CARD_FIELDS,
  image: sql<null>`null`,
  level: P.level,
  quantity: P.quantity,
  minimum_order: P.minimumOrder,
  pack_size: P.packSize,
  pack_unit: P.packUnit,
  free_cents: V.minimumAmountForFreeShippingCents,
  lead_days: V.leadDays,
};

/**
 * The rows of every visible listing of these products' items (a product alone when it has no item yet),
 * each with this buyer's price requests of it: one statement.
 */
async function offerRows(productIds: readonly number[], viewer: Viewer | null) {
  const db = await getDb();
  const ids = [...new Set(productIds)];
  // one product's offers for a buyer (the offers endpoint: the quick view, a page drawn for its buyer): built once
  if (ids.length === 1 && viewer) return oneProductsOffers(db, { id: ids[0], userId: viewer.id });
  return offerRowsQuery(db, sql`${ids}`, viewer ? sql`${viewer.id}` : null, 50 * ids.length);
}

/** The ids of these listings and of their items' other listings (`ids` a parenthesised list). */
const itemListings = (ids: SQL) => sql`select q.id from products q where q.id in ${ids}
  union select s.id from products s join products q on s.item_id = q.item_id where q.id in ${ids}`;

/**
 * The listings themselves and their items' other listings, as a union of two index lookups: the same as
 * "id in ids or item_id in (…)", which the planner answers with a scan of every product (285 ms → 2.5 ms
 * at 100k products). `ids` is a parenthesised list; `userId` null reads no requests (a visitor).
 */
function offerRowsQuery(db: Tx, ids: SQL, userId: SQL | null, limit: number) {
  return db
    .select({
      ...OFFER_FIELDS,
      item_id: P.itemId,
      requests: userId ? buyerRequestsSql(userId, P.id) : sql<RequestRow[]>`'[]'::json`,
    })
    .from(P)
    .innerJoin(V, eq(V.id, P.vendorId))
    .where(and(sql`${P.id} in (${itemListings(ids)})`, VISIBLE_PV))
    .limit(limit);
}

const oneProductsOffers = preparedRead(
  (db) => offerRowsQuery(db, sql`(${sql.placeholder("id")})`, sql`${sql.placeholder("userId")}`, 50),
  "offers_of_one_product",
);

/**
 * GET /api/products/{id}/offers: every vendor's offer of the item this listing is, cheapest per unit first,
 * each masked by the same rules as its own product page (see_price, a request or quote of this viewer,
 * levels, sales reps, vendor 407). null when the listing is not (or no longer) on the storefront.
 */
export async function productOffers(
  productId: number,
  viewer: Viewer | null,
  now = new Date(),
): Promise<Offer[] | null> {
  return (await offersFor([productId], viewer, now)).get(productId) ?? null;
}

/** The offers of several listings' items at once (the cart's hints): one read, masked per viewer. */
export async function offersFor(
  productIds: readonly number[],
  viewer: Viewer | null,
  now = new Date(),
): Promise<Map<number, Offer[]>> {
  await atRequestTime();
  if (!productIds.length) return new Map();
  return maskedOffers(await offerRows(productIds, viewer), productIds, viewer, now);
}

/** Each listing's offers among these rows (its own, and its item's other listings), masked for this viewer. */
function maskedOffers(
  rows: OfferRow[],
  productIds: readonly number[],
  viewer: Viewer | null,
  now: Date,
): Map<number, Offer[]> {
  const masked = new Map(
    rows.map((r) => {
      const { open, quote } = foldRequests(r.requests);
      return [r.id, { row: r, offer: toOffer(r, viewer, now, quote, open) }];
    }),
  );
  const out = new Map<number, Offer[]>();
  for (const id of productIds) {
    const own = masked.get(id);
    if (!own) continue;
    const group =
      own.row.item_id === null ? [own] : [...masked.values()].filter((m) => m.row.item_id === own.row.item_id);
    out.set(id, sortOffers(group.map((m) => ({ ...m.offer, current: m.row.id === id }))));
  }
  return out;
}

/**
 * Which of these listings' items another listing also sells: one index lookup. A listing sold by no one
 * else has no other offer to compare, so a caller that only looks for other vendors asks `offersFor`
 * about these alone (a 50-line cart of single-vendor items reads no offers at all). Hidden listings
 * count here; `offersFor` masks them.
 */
export async function soldElsewhere(productIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Set();
  const rows = await queryRows<{ id: number }>(
    await getDb(),
    sql`select q.id from products q where q.id in ${ids} and q.item_id is not null
      and exists (select 1 from products s where s.item_id = q.item_id and s.id <> q.id)`,
  );
  return new Set(rows.map((r) => r.id));
}

type OfferRow = Awaited<ReturnType<typeof offerRows>>[number];

const offerJson = () => jsonObject({ ...OFFER_FIELDS, item_id: P.itemId });

/**
 * One product's offer rows, with this buyer's requests of each, as JSON: a part of the statement of a
 * buyer's parts (the header's), so a signed-in product visit reads its offers in the same statement.
 * The same rows `offerRows` reads; `buyerOffersFromJson` masks them as `productOffers` does.
 */
export function buyerOffersSql(productId: Bound<number>, userId: Bound<string>): SQL<OfferJsonRow[]> {
  const listings = itemListings(sql`(${productId})`);
  return sql<OfferJsonRow[]>`(select coalesce(json_agg(o), '[]'::json) from (select ${offerJson()} as offer,
    ${buyerRequestsSql(userId, P.id)} as requests from ${products} ${P} inner join ${vendors} ${V} on ${V.id} = ${P.vendorId}
    where ${P.id} in (${listings}) and ${VISIBLE_PV} limit 50) o)`;
}

type OfferJsonRow = { offer: JsonValue<ReturnType<typeof offerJson>>; requests: RequestRow[] };

/** `productOffers` from the rows `buyerOffersSql` read; a discount's end comes back from JSON as text. */
export function buyerOffersFromJson(
  rows: OfferJsonRow[],
  productId: number,
  viewer: Viewer,
  now = new Date(),
): Offer[] | null {
  const parsed: OfferRow[] = rows.map(({ offer, requests }) => ({
    ...offer,
    price_discounted_end: offer.price_discounted_end === null ? null : new Date(offer.price_discounted_end),
    requests,
  }));
  return maskedOffers(parsed, [productId], viewer, now).get(productId) ?? null;
}

function toOffer(r: OfferRow, viewer: Viewer | null, now: Date, quote: Quote | null, requested: boolean): Offer {
  const own: SeePrice = r.see_price === "request" && requested ? "already-requested" : r.see_price;
  const pricing = priceForBuyer({
    seePrice: own,
    unitCents: effectivePriceCents(
      {
        priceCents: r.price_cents,
        catalogCents: r.price_catalog_cents,
        discountedCents: r.price_discounted_cents,
        discountEnd: r.price_discounted_end,
      },
      now,
    ),
    quote,
    now,
  });
  const state = seePriceState({ seePrice: pricing.seePrice, viewer, priceCents: pricing.unitCents });
  const cents = state === "price" ? pricing.unitCents : null;
  const unitCents = unitPriceCents(cents, r.pack_size);
  const gate = canBuy({
    viewer,
    product: {
      vendorId: r.vendor_id,
      type: r.type,
      inStock: r.in_stock,
      quantity: r.quantity,
      priceCents: cents,
      level: r.level,
      seePrice: pricing.seePrice,
    },
  });
  return {
    product_id: r.id,
    vendor_id: r.vendor_id,
    vendor_name: r.vendor_name,
    vendor_slug: r.vendor_slug,
    name: r.name,
    slug: r.slug,
    price: cents === null ? null : fromCents(cents),
    see_price: pricing.seePrice,
    price_state: state,
    unit_price: unitCents === null ? null : fromCents(unitCents),
    pack: { size: r.pack_size ?? 1, unit: r.pack_unit ?? "each" },
    in_stock: r.in_stock === "Y" && (r.type === "variation" || r.quantity > 0),
    stock: r.quantity,
    minimum_order: r.minimum_order,
    free_shipping_threshold: r.free_cents ? fromCents(r.free_cents) : null,
    lead_days: r.lead_days,
    quoted: pricing.quote !== null,
    can_buy: gate.ok,
    current: false,
  };
}

/**
 * The median of every vendor's list price per unit for each product's item, as the door records it on the
 * order line (savings are measured against it). Products without other vendors get their own price.
 */
export async function medianOfferCents(
  db: Tx,
  productIds: readonly number[],
  now = new Date(),
): Promise<Map<number, number | null>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      asked: sql<number>`a.id`,
      pack_size: P.packSize,
      asked_pack: sql<number | null>`a.pack_size`,
      price_cents: P.priceCents,
      price_catalog_cents: P.priceCatalogCents,
      price_discounted_cents: P.priceDiscountedCents,
      price_discounted_end: P.priceDiscountedEnd,
    })
    .from(sql`products a`)
    .innerJoin(P, sql`(${P.itemId} = a.item_id or ${P.id} = a.id)`)
    .innerJoin(V, eq(V.id, P.vendorId))
    .where(and(sql`a.id in ${ids}`, VISIBLE_PV, sql`${P.seePrice} in ('login', 'without_login')`));
  const per = new Map<number, number[]>();
  for (const r of rows) {
    const cents = effectivePriceCents(
      {
        priceCents: r.price_cents,
        catalogCents: r.price_catalog_cents,
        discountedCents: r.price_discounted_cents,
        discountEnd: r.price_discounted_end,
      },
      now,
    );
    if (!cents) continue;
    // the median in the asked listing's own pack: a case of two counts as two of its packs
    const perAskedPack = Math.round((cents / Math.max(1, r.pack_size ?? 1)) * Math.max(1, r.asked_pack ?? 1));
    per.set(r.asked, [...(per.get(r.asked) ?? []), perAskedPack]);
  }
  return new Map(ids.map((id) => [id, medianCents(per.get(id) ?? [])]));
}
