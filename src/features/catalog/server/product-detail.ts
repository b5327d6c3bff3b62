import "server-only";
import type { Bound } from "@/db/prepared";
import { and, eq, sql } from "drizzle-orm";
import { alias, type AnyPgColumn, type PgTable } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/db/client";
import { jsonList, jsonObject, scalar, selectValues } from "@/db/json";
import {
  cartItems,
  categories,
  customizationLogos,
  productFiles,
  productImages,
  productQuickFacts,
  productSetItems,
  productVariations,
  productVideos,
  products,
  sampleRequests,
  vendors,
} from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { clinicContextIn } from "@/features/clinic/server";
import { fromCents } from "@/lib/money";
import { discountApplies, effectivePriceCents, seePriceState, type SeePrice } from "../rules";
import { priceForBuyer, quoteDate, type Quote } from "../quote-rules";
import { buyerRequestsSql, foldRequests } from "./quotes";
import { productImageUrl, videoPosterUrl } from "../media";
import { ttlCache } from "@/lib/ttl-cache";
import { onChange } from "@/lib/change-bus";
import { getConfig } from "@/lib/config";
import { visibleListing } from "./visibility";
import type { RegulatoryClass } from "@/features/compliance";

type VariationRow = NonNullable<Row["variations"]>[number];

const parent = alias(categories, "pc");
const childrenOf = (table: PgTable & { productId: AnyPgColumn }) =>
  sql`from ${table} where ${table.productId} = ${products.id}`;

// One round trip: the product with its vendor, category and every child list as JSON; a hidden
// listing (unpublished, or its vendor suspended) reads as no row, so its page is a 404.
const detailQuery = (db: Db, slug: string) =>
  db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      sku: products.sku,
      type: products.type,
      vendor_id: products.vendorId,
      vendor_name: vendors.name,
      vendor_slug: vendors.slug,
      vendor_free_shipping_cents: vendors.minimumAmountForFreeShippingCents,
      vendor_return_window_days: vendors.returnWindowDays,
      category_id: products.categoryId,
      category_name: categories.name,
      category_slug: categories.slug,
      parent_category_name: parent.name,
      parent_category_slug: parent.slug,
      brand: products.brand,
      short_description: products.shortDescription,
      description: products.description,
      specs: products.specs,
      price_cents: products.priceCents,
      price_catalog_cents: products.priceCatalogCents,
      price_discounted_cents: products.priceDiscountedCents,
      price_discounted_end: products.priceDiscountedEnd,
      see_price: sql<SeePrice>`${products.seePrice}`,
      level: products.level,
      quantity: products.quantity,
      in_stock: sql<"Y" | "N">`${products.inStock}`,
      minimum_order: products.minimumOrder,
      max_quantity_threshold: products.maxQuantityThreshold,
      sample_product: products.sampleProduct,
      allow_customization: sql<"Y" | "N">`${products.allowCustomization}`,
      caption_type: products.captionType,
      vendor_product_url: products.vendorProductUrl,
      product_views: products.productViews,
      product_rating: products.productRating,
      unit_sold: products.unitSold,
      reviews_count: products.reviewsCount,
      variations: jsonList(
        jsonObject({
          id: productVariations.id,
          sku: productVariations.sku,
          caption: productVariations.caption,
          price_cents: productVariations.priceCents,
          price_catalog_cents: productVariations.priceCatalogCents,
          price_discounted_cents: productVariations.priceDiscountedCents,
          quantity: productVariations.quantity,
          minimum_order: productVariations.minimumOrder,
          max_quantity_threshold: productVariations.maxQuantityThreshold,
          sample_product: productVariations.sampleProduct,
        }),
        childrenOf(productVariations),
        sql`${productVariations.position}, ${productVariations.id}`,
      ),
      images: jsonList(
        jsonObject({ id: productImages.id, name: productImages.name }),
        childrenOf(productImages),
        sql`${productImages.position}`,
      ),
      videos: jsonList(
        jsonObject({
          id: productVideos.id,
          video_type: productVideos.videoType,
          name: productVideos.name,
          width: productVideos.width,
          height: productVideos.height,
          video_image: productVideos.videoImage,
        }),
        childrenOf(productVideos),
      ),
      set_items: jsonList(
        jsonObject({ name: productSetItems.name, sku: productSetItems.sku, qty: productSetItems.qty }),
        childrenOf(productSetItems),
        sql`${productSetItems.id}`,
      ),
      quick_facts: jsonList(
        jsonObject({ type: productQuickFacts.type, name: productQuickFacts.name }),
        childrenOf(productQuickFacts),
        sql`${productQuickFacts.id}`,
      ),
      files: jsonList(
        jsonObject({ id: productFiles.id, name: productFiles.name, label: productFiles.label }),
        childrenOf(productFiles),
      ),
      regulatory_class: sql<RegulatoryClass>`${products.regulatoryClass}`,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(and(eq(products.slug, slug), visibleListing()))
    .limit(1);
type Row = Awaited<ReturnType<typeof detailQuery>>[number];

/**
 * The product row is the same for every viewer, so hot pages share it (DETAIL_TTL_MS at most;
 * 0 disables) until a write changes it: the product's own change drops its row, a vendor's drops
 * that vendor's rows, a category's drops them all. Per-viewer state (cart, requests, logo) is never
 * cached, and add-to-cart re-checks stock and price on the server.
 */
const DETAIL_TTL_MS = getConfig().CATALOG_DETAIL_TTL_MS;
const rowCache = ttlCache<Row | null>(DETAIL_TTL_MS, 2000, "product-rows");
onChange(({ kind, ids }) => {
  if (kind === "provider") return; // a provider's profile is on no product page
  const changed = new Set(ids);
  if (kind === "category" || (kind !== "content" && ids.length === 0)) rowCache.clear();
  else if (kind === "product") rowCache.dropWhere((row) => row === null || changed.has(row.id));
  else if (kind === "vendor") rowCache.dropWhere((row) => row === null || changed.has(row.vendor_id));
});

async function detailRow(slug: string): Promise<Row | null> {
  const load = async () => {
    const db = await getDb();
    const [row] = await detailQuery(db, slug);
    return row ?? null;
  };
  return DETAIL_TTL_MS > 0 ? rowCache.get(slug, load) : load();
}

/** Whose state: the buyer, and the clinic location whose cart they work on (null: their own cart). */
export type StateOwner = { userId: Bound<string>; locationId: Bound<number> | null };

/**
 * What this buyer has to do with the product (cart quantities, requests and their quotes, samples, logo)
 * as one JSON value of SQL not yet run: GET /api/buyer-parts reads it in its header's statement.
 */
export function productStateSql(productId: Bound<number>, { userId, locationId }: StateOwner) {
  const ci = cartItems;
  // the active location's cart, shared by its members
  const inThisCart =
    locationId !== null
      ? sql`${ci.locationId} = ${locationId}`
      : sql`${ci.userId} = ${userId} and ${ci.locationId} is null`;
  const sr = sampleRequests;
  const l = customizationLogos;
  return jsonObject({
    in_cart: jsonList(
      jsonObject({ variation_id: ci.variationId, quantity: ci.quantity }),
      sql`from ${ci} where ${inThisCart} and ${ci.productId} = ${productId}`,
    ),
    // this buyer's price requests of it, with their quotes: whether one is open, and the quote in force
    requests: buyerRequestsSql(userId, sql`${productId}`),
    sample_pending: sql<boolean>`exists(select 1 from ${sr} where ${sr.userId} = ${userId} and ${sr.productId} = ${productId} and ${sr.status} = 'pending')`,
    /** The status of this buyer's latest sample request for the product (pending until the vendor answers). */
    sample_status: scalar<(typeof sr.$inferSelect)["status"] | null>(
      sql`select ${sr.status} from ${sr} where ${sr.userId} = ${userId} and ${sr.productId} = ${productId}
        order by ${sr.createdAt} desc, ${sr.id} desc limit 1`,
    ),
    logo: scalar<(typeof l.$inferSelect)["fileName"] | null>(
      sql`select ${l.fileName} from ${l} where ${l.userId} = ${userId} and ${l.productId} = ${productId}`,
    ),
  });
}

type StateValue = ReturnType<typeof productStateSql>["_"]["type"];

/** Whose state the viewer's is: the session's clinic location, read now (the cart seam imports the catalog). */
async function stateOwner(viewer: Viewer): Promise<StateOwner> {
  const ctx = await clinicContextIn(await getDb(), viewer);
  return { userId: viewer.id, locationId: ctx?.locationId ?? null };
}
export type ViewerProductState = ReturnType<typeof foldState>;

/** The value `productStateSql` reads, with the requests folded into "one is open" and the quote in force. */
export function foldState({ requests, ...state }: StateValue) {
  const { open, quote } = foldRequests(requests);
  return { ...state, requested: open, quote };
}

const NO_STATE: ViewerProductState = {
  in_cart: null,
  requested: false,
  quote: null,
  sample_pending: false,
  sample_status: null,
  logo: null,
};

/** The buyer's state of the product, read on its own: one statement. */
async function viewerState(productId: number, viewer: Viewer | null): Promise<ViewerProductState> {
  if (!viewer) return NO_STATE;
  const { state } = await selectValues(await getDb(), { state: productStateSql(productId, await stateOwner(viewer)) });
  return foldState(state);
}

const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : fromCents(cents));

/** A variation's price with the parent's discount end date; masked like the parent's (SPEC §6). */
function variationPrice(v: VariationRow, end: string | Date | null, show: boolean, now: Date) {
  if (!show) return { price: null, price_catalog: null, price_discounted: null };
  const pricing = {
    priceCents: v.price_cents,
    catalogCents: v.price_catalog_cents,
    discountedCents: v.price_discounted_cents,
    discountEnd: end,
  };
  const live = discountApplies({ ...pricing, now });
  return {
    price: money(effectivePriceCents(pricing, now)),
    price_catalog: money(v.price_catalog_cents),
    price_discounted: live ? money(v.price_discounted_cents) : null,
  };
}

/** Under a quote a variation costs what add-to-cart will charge (the same rule), with no catalog or sale price. */
function quotedVariation(v: VariationRow, end: string | Date | null, seePrice: SeePrice, quote: Quote, now: Date) {
  const pricing = {
    priceCents: v.price_cents,
    catalogCents: v.price_catalog_cents,
    discountedCents: v.price_discounted_cents,
    discountEnd: end,
  };
  const cents = priceForBuyer({ seePrice, unitCents: effectivePriceCents(pricing, now), quote, now }).unitCents;
  return { price: money(cents), price_catalog: null, price_discounted: null };
}

/** The id of the listing at this address, when it is on the storefront (the row every viewer shares). */
export async function listedProductId(slug: string): Promise<number | null> {
  return (await detailRow(slug))?.id ?? null;
}

export type ProductDetail = NonNullable<Awaited<ReturnType<typeof getProductDetail>>>;

/**
 * SPEC §3 Product, with prices masked as this viewer may see them (SPEC §6). `known` is the viewer's
 * state of this very product when the caller read it already (`productStateSql`, with other values).
 */
export async function getProductDetail(slug: string, viewer: Viewer | null, known?: ViewerProductState) {
  const row = await detailRow(slug);
  if (!row) return null;
  const now = new Date(); // after the data: a prerender stops at the read, never at the clock
  const mine = known ?? (await viewerState(row.id, viewer));
  const ownSeePrice: SeePrice = row.see_price === "request" && mine.requested ? "already-requested" : row.see_price;
  // A vendor's quote to this viewer (and only this viewer) shows its price; it applies to every variation.
  const buyer = priceForBuyer({
    seePrice: ownSeePrice,
    unitCents: effectivePriceCents(
      {
        priceCents: row.price_cents,
        catalogCents: row.price_catalog_cents,
        discountedCents: row.price_discounted_cents,
        discountEnd: row.price_discounted_end,
      },
      now,
    ),
    quote: mine.quote,
    now,
  });
  const { seePrice, unitCents: effective, quote } = buyer;
  const state = seePriceState({ seePrice, viewer, priceCents: effective });
  const showPrice = state === "price";
  const discountLive = discountApplies({
    catalogCents: row.price_catalog_cents,
    discountedCents: row.price_discounted_cents,
    discountEnd: row.price_discounted_end,
    now,
  });
  const inCart = (variationId: number | null) =>
    (mine.in_cart ?? []).filter((c) => c.variation_id === variationId).reduce((n, c) => n + c.quantity, 0);
  const variations = row.variations ?? [];
  const variationPrices = variations
    .map((v) => {
      const cents = effectivePriceCents(
        {
          priceCents: v.price_cents,
          catalogCents: v.price_catalog_cents,
          discountedCents: v.price_discounted_cents,
          discountEnd: row.price_discounted_end,
        },
        now,
      );
      return (quote ? priceForBuyer({ seePrice: ownSeePrice, unitCents: cents, quote, now }).unitCents : cents) ?? 0;
    })
    .filter((c) => c > 0);
  // The product's own catalog and sale prices stay hidden when only the quote opened the price.
  const ownShown = showPrice && (!quote || ownSeePrice === "login" || ownSeePrice === "without_login");
  const images = (row.images ?? []).map((img) => ({ id: img.id, name: img.name, ...productImageUrl(img.name) }));

  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    type: row.type,
    regulatory_class: row.regulatory_class,
    vendor_id: row.vendor_id,
    vendor: {
      id: row.vendor_id,
      name: row.vendor_name,
      slug: row.vendor_slug,
      minimum_amount_for_free_shipping: money(row.vendor_free_shipping_cents),
      return_window_days: row.vendor_return_window_days,
    },
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    categories: [
      ...(row.parent_category_slug ? [{ name: row.parent_category_name!, slug: row.parent_category_slug }] : []),
      { name: row.category_name, slug: row.category_slug },
    ],
    brand: row.brand,
    short_description: row.short_description,
    description: row.description,
    specs: row.specs,
    price: showPrice ? money(effective) : null,
    price_catalog: ownShown ? money(row.price_catalog_cents) : null,
    price_discounted: ownShown && discountLive ? money(row.price_discounted_cents) : null,
    price_discounted_end:
      ownShown && discountLive && row.price_discounted_end ? new Date(row.price_discounted_end).toISOString() : null,
    price_state: state,
    /** drawn for a signed-in viewer (false: a visitor's or a member shell's, with no buyer state) */
    for_viewer: viewer !== null,
    see_price: seePrice,
    quoted_price: quote ? { price: fromCents(quote.priceCents), valid_until: quoteDate(quote) } : null,
    level: row.level,
    quantity: row.quantity,
    in_stock: row.in_stock,
    minimum_order: row.minimum_order,
    max_quantity_threshold: row.max_quantity_threshold,
    max_available_quantity: row.quantity,
    quantity_in_cart: inCart(null),
    sample_product: row.sample_product,
    allow_customization: row.allow_customization,
    quick_facts: row.quick_facts ?? [],
    set_items: (row.set_items ?? []).map((s) => ({ name: s.name, sku: s.sku, pivot: { qty: s.qty } })),
    sub_products: variations.map((v) => ({
      id: v.id,
      sku: v.sku,
      caption: v.caption,
      quantity: v.quantity,
      minimum_order: v.minimum_order,
      max_quantity_threshold: v.max_quantity_threshold,
      quantity_in_cart: inCart(v.id),
      sample_product: v.sample_product,
      ...(quote
        ? quotedVariation(v, row.price_discounted_end, ownSeePrice, quote, now)
        : variationPrice(v, row.price_discounted_end, showPrice, now)),
      in_stock: v.quantity > 0 ? ("Y" as const) : ("N" as const),
      max_available_quantity: v.quantity,
      files: [],
    })),
    range:
      showPrice && variationPrices.length
        ? { min: fromCents(Math.min(...variationPrices)), max: fromCents(Math.max(...variationPrices)) }
        : null,
    caption_type: row.caption_type,
    vendor_product_url: row.vendor_product_url,
    product_views: row.product_views,
    product_rating: Number(row.product_rating),
    unit_sold: row.unit_sold,
    reviews_count: row.reviews_count,
    sample_pending: mine.sample_pending,
    sample_status: mine.sample_status,
    product_customization_logo: mine.logo ? { logo_url: `/api/product-customization-logo/file/${mine.logo}` } : null,
    images,
    videos: (row.videos ?? []).map((v) => ({ ...v, video_image: v.video_image ?? videoPosterUrl(v.id) })),
    files: row.files ?? [],
  };
}
