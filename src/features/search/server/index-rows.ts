import "server-only";
import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { readJsonPages } from "@/db/json-pages";
import {
  categories,
  productImages,
  productVariations,
  products,
  serviceProviders,
  servicePlans,
  services,
  vendors,
} from "@/db/schema";
import { visibleListing, type toCard } from "@/features/catalog/server";
import type { EngineDoc } from "../engine/engine";
import { attributeText, productAttributes, type Attributes } from "../attributes";

/**
 * What the search index reads of each product and service, in one pass: the engine's document and
 * everything a result card shows (so a search answers from memory, no read per request). Prices
 * are kept raw and masked per viewer on every answer by the catalog's own card rules.
 */

/** A product's card columns as the catalog's `toCard` takes them, plus what a result adds. */
export type ProductSource = Parameters<typeof toCard>[0] & {
  category_slug: string;
  category_name: string;
  vendor_product_url: string | null;
  attributes: Attributes;
};

export type ServiceSource = {
  id: number;
  name: string;
  slug: string;
  provider_name: string;
  provider_slug: string;
  category_name: string | null;
  min_fee: number | null;
  max_fee: number | null;
};

// Read as JSON pages (db/json-pages.ts): PGlite parses 100k rows as one JSON text far faster than as
// rows. Each element's type comes from its column, so a rename fails the typecheck here too.
type P = typeof products.$inferSelect;
type ProductTuple = [
  id: P["id"],
  name: P["name"],
  brand: P["brand"],
  categoryName: string,
  categoryId: P["categoryId"],
  specs: Record<string, string> | null,
  description: string,
  sku: P["sku"],
  variationSkus: string[] | null,
  inStock: "Y" | "N",
  unitSold: P["unitSold"],
  slug: P["slug"],
  type: P["type"],
  vendorId: P["vendorId"],
  vendorName: string,
  vendorSlug: string,
  seePrice: ProductSource["see_price"],
  priceCents: P["priceCents"],
  catalogCents: P["priceCatalogCents"],
  discountedCents: P["priceDiscountedCents"],
  // JSON writes a timestamp as text
  discountEnd: string | null,
  rating: number | string,
  reviews: P["reviewsCount"],
  regulatoryClass: ProductSource["regulatory_class"],
  image: string | null,
  categorySlug: string,
  vendorProductUrl: P["vendorProductUrl"],
];

/** Only what a buyer may see: published listings of active vendors (the catalog's one definition). */
const visible = visibleListing();

function productPage(where: SQL | undefined) {
  return (after: number, limit: number) => sql`select json_agg(json_build_array(p.id, p.name, p.brand, p.cname,
      p.category_id, p.specs, p.descr, p.sku, (select json_agg(${productVariations.sku}) from ${productVariations}
        where ${productVariations.productId} = p.id), p.in_stock, p.unit_sold, p.slug, p.type, p.vendor_id, p.vname,
      p.vslug, p.see_price, p.price_cents, p.catalog_cents, p.discounted_cents, p.discount_end, p.rating, p.reviews,
      p.regulatory_class, (select ${productImages.name} from ${productImages} where ${productImages.productId} = p.id
        order by ${productImages.position} limit 1), p.cslug, p.vendor_product_url) order by p.id)::text as rows
    from (select ${products.id} as id, ${products.name} as name, ${products.brand} as brand, ${categories.name} as cname,
        ${products.categoryId} as category_id, ${products.specs} as specs, ${products.sku} as sku,
        ${products.inStock} as in_stock, ${products.unitSold} as unit_sold, ${products.slug} as slug,
        ${products.type} as type, ${products.vendorId} as vendor_id, ${vendors.name} as vname, ${vendors.slug} as vslug,
        ${products.seePrice} as see_price, ${products.priceCents} as price_cents,
        ${products.priceCatalogCents} as catalog_cents, ${products.priceDiscountedCents} as discounted_cents,
        ${products.priceDiscountedEnd} as discount_end, ${products.productRating} as rating,
        ${products.reviewsCount} as reviews, ${products.regulatoryClass} as regulatory_class,
        ${categories.slug} as cslug, ${products.vendorProductUrl} as vendor_product_url,
        concat_ws(' ', ${products.shortDescription}, ${vendors.name}, ${products.searchExtra}) as descr
      from ${products} join ${vendors} on ${vendors.id} = ${products.vendorId}
        join ${categories} on ${categories.id} = ${products.categoryId}
      where ${and(visible, where, gt(products.id, after))} order by ${products.id} limit ${limit}) p`;
}

export type ProductRead = { doc: EngineDoc; source: ProductSource };

function toProductRead(t: ProductTuple): ProductRead {
  const [id, name, brand, categoryName, categoryId, specs, description, sku, skus, inStock, sold] = t;
  const attrs = attributeText(name, specs ?? {});
  const doc: EngineDoc = {
    kind: "product",
    id,
    name,
    brand,
    category: `${categoryName} ${attrs.words}`,
    description,
    codes: [sku, ...(skus ?? []), ...attrs.codes],
    inStock: inStock === "Y",
    sold,
    categoryId,
  };
  const source: ProductSource = {
    id,
    name,
    slug: t[11],
    sku,
    type: t[12],
    brand: brand,
    vendor_id: t[13],
    vendor_name: t[14],
    vendor_slug: t[15],
    in_stock: inStock,
    see_price: t[16],
    price_cents: t[17],
    price_catalog_cents: t[18],
    price_discounted_cents: t[19],
    price_discounted_end: t[20] === null ? null : new Date(t[20]),
    product_rating: Number(t[21]),
    reviews_count: t[22],
    unit_sold: sold,
    regulatory_class: t[23],
    image: t[24],
    category_slug: t[25],
    category_name: categoryName,
    vendor_product_url: t[26],
    attributes: productAttributes(name, specs ?? {}),
  };
  return { doc, source };
}

/** Visible products (all, or those `where` selects) as engine documents and card sources. */
export async function readProducts(where?: SQL): Promise<ProductRead[]> {
  const db = await getDb();
  const tuples = await readJsonPages<ProductTuple>(db, productPage(where), (t) => t[0]);
  return tuples.map(toProductRead);
}

/** Ids of every product a change may concern, visible or not, so hidden ones leave the index. */
export async function productIdsWhere(where: SQL): Promise<number[]> {
  const db = await getDb();
  return (await db.select({ id: products.id }).from(products).where(where)).map((r) => r.id);
}

export type ServiceRead = { doc: EngineDoc; source: ServiceSource };

/** Published services only: an unpublished one leaves search as it leaves the storefront. */
export async function readServices(only?: readonly number[]): Promise<ServiceRead[]> {
  const db = await getDb();
  const fee = (agg: "min" | "max") =>
    sql<number | null>`(select ${sql.raw(agg)}(${servicePlans.feeCents}) from ${servicePlans}
      where ${servicePlans.serviceId} = ${services.id})::int`;
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      slug: services.slug,
      category_name: services.categoryName,
      description: services.description,
      provider_name: serviceProviders.name,
      provider_slug: serviceProviders.slug,
      min_fee: fee("min"),
      max_fee: fee("max"),
    })
    .from(services)
    .innerJoin(serviceProviders, eq(serviceProviders.id, services.providerId))
    .where(and(eq(services.published, true), only ? inArray(services.id, [...only]) : undefined));
  return rows.map(({ description, ...s }) => ({
    doc: {
      kind: "service",
      id: s.id,
      name: s.name,
      brand: s.provider_name,
      category: s.category_name ?? "",
      description,
      codes: [],
      inStock: true,
      sold: 0,
      categoryId: null,
    },
    source: s,
  }));
}
