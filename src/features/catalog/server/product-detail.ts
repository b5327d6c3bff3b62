import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { alias } from "drizzle-orm/pg-core";
import { cartItems, customizationLogos, priceRequests, products, sampleRequests, vendors } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { clinicContextIn } from "@/features/clinic/server";
import { fromCents } from "@/lib/money";
import { discountApplies, effectivePriceCents, seePriceState, type SeePrice } from "../rules";
import { priceForBuyer, quoteDate, type Quote } from "../quote-rules";
import { buyerQuotes } from "./quotes";
import { productImageUrl, videoPosterUrl } from "../media";
import { ttlCache } from "@/lib/ttl-cache";
import { onChange } from "@/lib/change-bus";
import { getConfig } from "@/lib/config";
import { VISIBLE_PV } from "./visibility";
import type { RegulatoryClass } from "@/features/compliance";

type Row = {
  id: number;
  name: string;
  slug: string;
  sku: string;
  type: string;
  vendor_id: number;
  vendor_name: string;
  vendor_slug: string;
  vendor_free_shipping_cents: number | null;
  category_id: number;
  category_name: string;
  category_slug: string;
  parent_category_name: string | null;
  parent_category_slug: string | null;
  brand: string;
  short_description: string;
  description: string;
  specs: Record<string, string>;
  price_cents: number | null;
  price_catalog_cents: number | null;
  price_discounted_cents: number | null;
  price_discounted_end: string | Date | null;
  see_price: SeePrice;
  level: number;
  quantity: number;
  in_stock: "Y" | "N";
  minimum_order: number | null;
  max_quantity_threshold: number | null;
  sample_product: boolean;
  allow_customization: "Y" | "N";
  caption_type: string | null;
  vendor_product_url: string | null;
  product_views: number;
  product_rating: string | number;
  unit_sold: number;
  reviews_count: number;
  variations: VariationRow[] | null;
  images: { id: number; name: string }[] | null;
  videos:
    | { id: number; video_type: string; name: string; width: number; height: number; video_image: string | null }[]
    | null;
  set_items: { name: string; sku: string; qty: number }[] | null;
  quick_facts: { type: string; name: string }[] | null;
  files: { id: number; name: string; label: string }[] | null;
  regulatory_class: RegulatoryClass;
};
type VariationRow = {
  id: number;
  sku: string;
  caption: string;
  price_cents: number | null;
  price_catalog_cents: number | null;
  price_discounted_cents: number | null;
  quantity: number;
  minimum_order: number | null;
  max_quantity_threshold: number | null;
  sample_product: boolean;
};

// The product's own columns, named through the schema (a rename fails the typecheck); each comes
// back under its column name, as Row reads it.
const P = alias(products, "p");
const V = alias(vendors, "v");
const PRODUCT_COLUMNS = sql.join(
  (
    [
      "id",
      "name",
      "slug",
      "sku",
      "type",
      "vendorId",
      "categoryId",
      "brand",
      "shortDescription",
      "description",
      "specs",
      "priceCents",
      "priceCatalogCents",
      "priceDiscountedCents",
      "priceDiscountedEnd",
      "seePrice",
      "level",
      "quantity",
      "inStock",
      "minimumOrder",
      "maxQuantityThreshold",
      "sampleProduct",
      "allowCustomization",
      "captionType",
      "vendorProductUrl",
      "productViews",
      "productRating",
      "unitSold",
      "reviewsCount",
      "regulatoryClass",
    ] as const
  ).map((c) => sql`${P[c]}`),
  sql`, `,
);

// One round trip: the product with its vendor, category and every child list as JSON; a hidden
// listing (unpublished, or its vendor suspended) reads as no row, so its page is a 404.
const DETAIL_SQL = (slug: string) => sql`
  select ${PRODUCT_COLUMNS}, ${V.name} as vendor_name, ${V.slug} as vendor_slug,
    ${V.minimumAmountForFreeShippingCents} as vendor_free_shipping_cents,
    c.name as category_name, c.slug as category_slug, pc.name as parent_category_name, pc.slug as parent_category_slug,
    (select json_agg(x order by x.position, x.id) from product_variations x where x.product_id = p.id) as variations,
    (select json_agg(json_build_object('id', i.id, 'name', i.name) order by i.position) from product_images i where i.product_id = p.id) as images,
    (select json_agg(json_build_object('id', d.id, 'video_type', d.video_type, 'name', d.name, 'width', d.width, 'height', d.height, 'video_image', d.video_image)) from product_videos d where d.product_id = p.id) as videos,
    (select json_agg(json_build_object('name', s.name, 'sku', s.sku, 'qty', s.qty) order by s.id) from product_set_items s where s.product_id = p.id) as set_items,
    (select json_agg(json_build_object('type', q.type, 'name', q.name) order by q.id) from product_quick_facts q where q.product_id = p.id) as quick_facts,
    (select json_agg(json_build_object('id', f.id, 'name', f.name, 'label', f.label)) from product_files f where f.product_id = p.id) as files
  from products p
  join vendors v on v.id = p.vendor_id
  join categories c on c.id = p.category_id
  left join categories pc on pc.id = c.parent_id
  where ${P.slug} = ${slug} and ${VISIBLE_PV}
  limit 1`;

/**
 * The product row is the same for every viewer, so hot pages share it (DETAIL_TTL_MS at most;
 * 0 disables) until a write changes it: the product's own change drops its row, a vendor's drops
 * that vendor's rows, a category's drops them all. Per-viewer state (cart, requests, logo) is never
 * cached, and add-to-cart re-checks stock and price on the server.
 */
const DETAIL_TTL_MS = getConfig().CATALOG_DETAIL_TTL_MS;
const rowCache = ttlCache<Row | null>(DETAIL_TTL_MS, 2000);
onChange(({ kind, ids }) => {
  const changed = new Set(ids);
  if (kind === "category" || (kind !== "content" && ids.length === 0)) rowCache.clear();
  else if (kind === "product") rowCache.dropWhere((row) => row === null || changed.has(row.id));
  else if (kind === "vendor") rowCache.dropWhere((row) => row === null || changed.has(row.vendor_id));
});

async function detailRow(slug: string): Promise<Row | null> {
  const load = async () => {
    const db = await getDb();
    const [row] = await queryRows<Row>(db, DETAIL_SQL(slug));
    return row ?? null;
  };
  return DETAIL_TTL_MS > 0 ? rowCache.get(slug, load) : load();
}

type ViewerState = {
  in_cart: { variation_id: number | null; quantity: number }[] | null;
  requested: boolean;
  sample_pending: boolean;
  /** The status of this buyer's latest sample request for the product (pending until the vendor answers). */
  sample_status: string | null;
  logo: string | null;
};

async function viewerState(productId: number, viewer: Viewer | null): Promise<ViewerState> {
  if (!viewer) return { in_cart: null, requested: false, sample_pending: false, sample_status: null, logo: null };
  const db = await getDb();
  const ci = cartItems;
  // the active location's cart, shared by its members (the cart seam imports the catalog, so the key is read here)
  const ctx = await clinicContextIn(db, viewer);
  const inThisCart = ctx
    ? sql`${ci.locationId} = ${ctx.locationId}`
    : sql`${ci.userId} = ${viewer.id} and ${ci.locationId} is null`;
  const pr = priceRequests;
  const sr = sampleRequests;
  const l = customizationLogos;
  const [state] = await queryRows<ViewerState>(
    db,
    sql`select
      (select json_agg(json_build_object('variation_id', ${ci.variationId}, 'quantity', ${ci.quantity})) from ${ci}
        where ${inThisCart} and ${ci.productId} = ${productId}) as in_cart,
      exists(select 1 from ${pr} where ${pr.userId} = ${viewer.id} and ${pr.productId} = ${productId} and ${pr.status} = 'open') as requested,
      exists(select 1 from ${sr} where ${sr.userId} = ${viewer.id} and ${sr.productId} = ${productId} and ${sr.status} = 'pending') as sample_pending,
      (select ${sr.status} from ${sr} where ${sr.userId} = ${viewer.id} and ${sr.productId} = ${productId}
        order by ${sr.createdAt} desc, ${sr.id} desc limit 1) as sample_status,
      (select ${l.fileName} from ${l} where ${l.userId} = ${viewer.id} and ${l.productId} = ${productId}) as logo`,
  );
  return state!;
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

export type ProductDetail = NonNullable<Awaited<ReturnType<typeof getProductDetail>>>;

/** SPEC §3 Product, with prices masked as this viewer may see them (SPEC §6). */
export async function getProductDetail(slug: string, viewer: Viewer | null, now = new Date()) {
  const row = await detailRow(slug);
  if (!row) return null;
  const [mine, quotes] = await Promise.all([
    viewerState(row.id, viewer),
    viewer ? getDb().then((db) => buyerQuotes(db, viewer.id, [row.id])) : null,
  ]);
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
    quote: quotes?.get(row.id) ?? null,
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
