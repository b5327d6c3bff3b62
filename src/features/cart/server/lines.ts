import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, type Db, type Tx } from "@/db/client";
import { preparedRead } from "@/db/prepared";
import {
  cartItems,
  productImages,
  products,
  productVariations,
  serviceCartItems,
  servicePlans,
  serviceProviders,
  services,
  vendors,
} from "@/db/schema";
import {
  buyerQuotes,
  effectivePriceCents,
  priceForBuyer,
  visibleListing,
  type Quote,
  type SeePrice,
} from "@/features/catalog/server";
import type { RegulatoryClass } from "@/features/compliance";
import { serviceTotalCents } from "../rules";
import { ofCart, type CartKey } from "./owner";
import { rfqQuotesById, type RfqQuote } from "./quoted-lines";

/** One product line of a cart with everything the rules need, read in one query. */
export type ProductLine = {
  cartId: number;
  productId: number;
  /** the item every vendor's listing of the same thing shares (null until matched) */
  itemId: number | null;
  variationId: number | null;
  vendorId: number;
  quantity: number;
  checked: boolean;
  name: string;
  caption: string | null;
  sku: string;
  slug: string;
  type: string;
  image: string | null;
  vendorName: string;
  vendorSlug: string;
  freeShippingCents: number | null;
  shippingFeeCents: number | null;
  priceCents: number | null;
  catalogCents: number | null;
  discountedCents: number | null;
  discountEnd: string | null;
  /** What this buyer pays per unit: a valid quote to them included. */
  unitCents: number | null;
  /** The product's see_price as it applies to this buyer ('login' while a quote to them is valid). */
  seePrice: SeePrice;
  /** The quote this line is priced at, or the buyer's newest quote when it has lapsed (`quoteExpired`). */
  quote: Quote | null;
  quoteExpired: boolean;
  /** the accepted RFQ quote this line was put in the cart at (the door checks whose it is, its date and quantity) */
  rfqQuote: RfqQuote | null;
  quoteLineId: number | null;
  level: number;
  inStock: string;
  stock: number;
  minimumOrder: number | null;
  threshold: number | null;
  /** false once the product is unpublished or its vendor suspended: shown as unavailable, never bought */
  available: boolean;
  regulatoryClass: RegulatoryClass;
};

/** Variation lines take the variation's prices, stock and limits; the discount end date is the product's. */
const pick = <T>(variation: AnyPgColumn, product: AnyPgColumn) =>
  sql<T>`case when ${productVariations.id} is null then ${product} else ${variation} end`;

const LINE_COLUMNS = {
  cart_id: cartItems.id,
  product_id: cartItems.productId,
  item_id: products.itemId,
  variation_id: cartItems.variationId,
  vendor_id: cartItems.vendorId,
  quantity: cartItems.quantity,
  checked: cartItems.checked,
  quote_line_id: cartItems.quoteLineId,
  name: products.name,
  visible: sql<boolean>`${visibleListing()}`,
  caption: productVariations.caption,
  sku: sql<string>`coalesce(${productVariations.sku}, ${products.sku})`,
  slug: products.slug,
  type: products.type,
  image: sql<
    string | null
  >`(select ${productImages.name} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
  vendor_name: vendors.name,
  vendor_slug: vendors.slug,
  free_cents: vendors.minimumAmountForFreeShippingCents,
  shipping_fee_cents: vendors.shippingFeeCents,
  price_cents: pick<number | null>(productVariations.priceCents, products.priceCents),
  catalog_cents: pick<number | null>(productVariations.priceCatalogCents, products.priceCatalogCents),
  discounted_cents: pick<number | null>(productVariations.priceDiscountedCents, products.priceDiscountedCents),
  // kept as the driver's text, as the rules read it
  discount_end: sql<string | null>`${products.priceDiscountedEnd}`,
  see_price: sql<SeePrice>`${products.seePrice}`,
  level: products.level,
  in_stock: products.inStock,
  stock: sql<number>`coalesce(${productVariations.quantity}, ${products.quantity})`,
  minimum_order: pick<number | null>(productVariations.minimumOrder, products.minimumOrder),
  threshold: pick<number | null>(productVariations.maxQuantityThreshold, products.maxQuantityThreshold),
  regulatory_class: sql<RegulatoryClass>`${products.regulatoryClass}`,
};

function linesQuery(db: Db, ofThisCart: SQL) {
  return db
    .select(LINE_COLUMNS)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(vendors, eq(vendors.id, cartItems.vendorId))
    .leftJoin(productVariations, eq(productVariations.id, cartItems.variationId))
    .where(ofThisCart)
    .orderBy(vendors.name, cartItems.vendorId, cartItems.id)
    .$dynamic();
}

// Every cart page, hint and checkout reads the lines: each of the two kinds of cart (a location's,
// an account's own) is built once, with the cart's key as placeholders (`ofCart` says which).
const locationLines = preparedRead(
  (db) => linesQuery(db, ofCart(cartItems, { locationId: sql.placeholder("locationId"), userId: "" })),
  "cart_lines_location",
);
const ownLines = preparedRead(
  (db) => linesQuery(db, ofCart(cartItems, { locationId: null, userId: sql.placeholder("userId") })),
  "cart_lines_own",
);

type Row = Awaited<ReturnType<typeof linesQuery>>[number];

export function toLine(r: Row, now: Date, buyerQuote: Quote | null = null, rfq: RfqQuote | null = null): ProductLine {
  // an accepted RFQ quote for this very listing prices the line; a price request's quote otherwise
  const rfqQuote = rfq && rfq.productId === r.product_id ? rfq : null;
  const quote = rfqQuote ? { priceCents: rfqQuote.priceCents, validUntil: rfqQuote.validUntil } : buyerQuote;
  const buyer = priceForBuyer({
    seePrice: r.see_price,
    unitCents: effectivePriceCents(
      {
        priceCents: r.price_cents,
        catalogCents: r.catalog_cents,
        discountedCents: r.discounted_cents,
        discountEnd: r.discount_end,
      },
      now,
    ),
    quote,
    now,
  });
  return {
    cartId: r.cart_id,
    productId: r.product_id,
    itemId: r.item_id,
    variationId: r.variation_id,
    vendorId: r.vendor_id,
    quantity: r.quantity,
    checked: r.checked === "Y",
    name: r.name,
    caption: r.caption,
    sku: r.sku,
    slug: r.slug,
    type: r.type,
    image: r.image,
    vendorName: r.vendor_name,
    vendorSlug: r.vendor_slug,
    freeShippingCents: r.free_cents,
    shippingFeeCents: r.shipping_fee_cents,
    priceCents: r.price_cents,
    catalogCents: r.catalog_cents,
    discountedCents: r.discounted_cents,
    discountEnd: r.discount_end,
    // A product whose price this buyer may not see (a 'request' one, its quote lapsed) has no price in the cart.
    unitCents: buyer.seePrice === "request" || buyer.seePrice === "already-requested" ? null : buyer.unitCents,
    seePrice: buyer.seePrice,
    quote: buyer.quote ?? buyer.expiredQuote,
    quoteExpired: buyer.expiredQuote !== null,
    rfqQuote,
    quoteLineId: rfqQuote?.quoteLineId ?? null,
    level: r.level,
    inStock: r.in_stock,
    stock: r.stock,
    minimumOrder: r.minimum_order,
    threshold: r.threshold,
    available: r.visible,
    regulatoryClass: r.regulatory_class,
  };
}

/**
 * Joins the caller's transaction: checkout locks the lines (`lock`) while it prices them. Prices are the
 * viewer's (their valid quotes included), whoever of the location's members added the line.
 */
export async function loadProductLines(
  tx: Tx,
  key: CartKey,
  now = new Date(),
  opts: { lock?: boolean } = {},
): Promise<ProductLine[]> {
  const rows = opts.lock
    ? await linesQuery(tx, ofCart(cartItems, key)).for("update", { of: cartItems })
    : key.locationId !== null
      ? await locationLines(tx, { locationId: key.locationId })
      : await ownLines(tx, { userId: key.userId });
  const [quotes, rfq] = await Promise.all([
    buyerQuotes(
      tx,
      key.userId,
      rows.map((r) => r.product_id),
    ),
    rfqQuotesById(
      tx,
      rows.map((r) => r.quote_line_id),
    ),
  ]);
  return rows.map((r) =>
    toLine(r, now, quotes.get(r.product_id) ?? null, r.quote_line_id ? (rfq.get(r.quote_line_id) ?? null) : null),
  );
}

/**
 * Lines priced like cart lines but from a saved list of items (a held order, an order guide), with
 * today's price and stock (and `buyerId`'s valid quotes). Joins the caller's transaction; items whose product is gone are left out.
 */
export async function loadLinesForItems(
  tx: Tx,
  items: { productId: number; variationId: number | null; quantity: number; quoteLineId?: number | null }[],
  now = new Date(),
  buyerId: string | null = null,
): Promise<ProductLine[]> {
  // The buyer's quotes still count when an approver places the buyer's held order.
  const quotes = buyerId
    ? await buyerQuotes(
        tx,
        buyerId,
        items.map((it) => it.productId),
      )
    : new Map<number, Quote>();
  const rfq = await rfqQuotesById(
    tx,
    items.map((it) => it.quoteLineId ?? null),
  );
  const out: ProductLine[] = [];
  for (const [i, it] of items.entries()) {
    const rows = await tx
      .select({
        ...LINE_COLUMNS,
        cart_id: sql<number>`${-(i + 1)}::int`,
        product_id: products.id,
        variation_id: productVariations.id,
        vendor_id: products.vendorId,
        quantity: sql<number>`${it.quantity}::int`,
        checked: sql<string>`'Y'`,
        quote_line_id: sql<number | null>`${it.quoteLineId ?? null}::int`,
      })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .leftJoin(
        productVariations,
        and(eq(productVariations.productId, products.id), eq(productVariations.id, it.variationId ?? -1)),
      )
      .where(eq(products.id, it.productId));
    const r = rows[0];
    if (r && (it.variationId === null || r.variation_id !== null))
      out.push(
        toLine(
          r as Row,
          now,
          quotes.get(r.product_id) ?? null,
          it.quoteLineId ? (rfq.get(it.quoteLineId) ?? null) : null,
        ),
      );
  }
  return out;
}

export type ServiceLine = {
  cartId: number;
  planId: number;
  serviceId: number;
  providerId: number;
  licences: number;
  checked: boolean;
  planName: string;
  planType: string;
  feeCents: number;
  additionalFeeCents: number;
  equipmentFeeCents: number;
  serviceName: string;
  serviceSlug: string;
  providerName: string;
  providerSlug: string;
  totalCents: number;
};

/** Joins the caller's transaction: checkout locks the lines (`lock`) while it prices them. */
export async function loadServiceLines(tx: Tx, key: CartKey, opts: { lock?: boolean } = {}): Promise<ServiceLine[]> {
  const query = tx
    .select({
      cart_id: serviceCartItems.id,
      plan_id: serviceCartItems.planId,
      service_id: serviceCartItems.serviceId,
      provider_id: services.providerId,
      licences: serviceCartItems.numberOfLicense,
      checked: serviceCartItems.checked,
      plan_name: servicePlans.name,
      plan_type: servicePlans.type,
      fee: servicePlans.feeCents,
      additional: servicePlans.additionalFeeCents,
      equipment: servicePlans.equipmentFeeCents,
      service_name: services.name,
      service_slug: services.slug,
      provider_name: serviceProviders.name,
      provider_slug: serviceProviders.slug,
    })
    .from(serviceCartItems)
    .innerJoin(servicePlans, eq(servicePlans.id, serviceCartItems.planId))
    .innerJoin(services, eq(services.id, serviceCartItems.serviceId))
    .innerJoin(serviceProviders, eq(serviceProviders.id, services.providerId))
    .where(ofCart(serviceCartItems, key))
    .orderBy(serviceProviders.name, serviceCartItems.id)
    .$dynamic();
  const rows = await (opts.lock ? query.for("update", { of: serviceCartItems }) : query);
  return rows.map((r) => ({
    cartId: r.cart_id,
    planId: r.plan_id,
    serviceId: r.service_id,
    providerId: r.provider_id,
    licences: r.licences,
    checked: r.checked === "Y",
    planName: r.plan_name,
    planType: r.plan_type,
    feeCents: r.fee,
    additionalFeeCents: r.additional,
    equipmentFeeCents: r.equipment,
    serviceName: r.service_name,
    serviceSlug: r.service_slug,
    providerName: r.provider_name,
    providerSlug: r.provider_slug,
    totalCents: serviceTotalCents({
      feeCents: r.fee,
      additionalFeeCents: r.additional,
      equipmentFeeCents: r.equipment,
      licences: r.licences,
    }),
  }));
}

/** Badge count: one per line, products and service plans. */
export async function cartCount(key: CartKey, tx?: Tx): Promise<number> {
  const db = tx ?? (await getDb());
  const [products, plans] = await Promise.all([
    db.$count(cartItems, ofCart(cartItems, key)),
    db.$count(serviceCartItems, ofCart(serviceCartItems, key)),
  ]);
  return products + plans;
}
