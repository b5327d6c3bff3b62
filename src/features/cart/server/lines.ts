import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/db/client";
import { effectivePriceCents, type SeePrice } from "@/features/catalog/server";
import { serviceTotalCents } from "../rules";

/** One product line of a cart with everything the rules need, read in one query. */
export type ProductLine = {
  cartId: number;
  productId: number;
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
  priceCents: number | null;
  catalogCents: number | null;
  discountedCents: number | null;
  discountEnd: string | null;
  unitCents: number | null;
  seePrice: SeePrice;
  level: number;
  inStock: string;
  stock: number;
  minimumOrder: number | null;
  threshold: number | null;
};

type Row = {
  cart_id: number;
  product_id: number;
  variation_id: number | null;
  vendor_id: number;
  quantity: number;
  checked: string;
  name: string;
  caption: string | null;
  sku: string;
  slug: string;
  type: string;
  image: string | null;
  vendor_name: string;
  vendor_slug: string;
  free_cents: number | null;
  price_cents: number | null;
  catalog_cents: number | null;
  discounted_cents: number | null;
  discount_end: string | null;
  see_price: SeePrice;
  level: number;
  in_stock: string;
  stock: number;
  minimum_order: number | null;
  threshold: number | null;
};

/** Variation lines take the variation's prices, stock and limits; the discount end date is the product's. */
const LINES_SQL = (userId: string, lockClause = sql``) => sql`
  select ci.id as cart_id, ci.product_id, ci.variation_id, ci.vendor_id, ci.quantity, ci.checked,
    p.name, pv.caption, coalesce(pv.sku, p.sku) as sku, p.slug, p.type,
    (select i.name from product_images i where i.product_id = p.id order by i.position limit 1) as image,
    v.name as vendor_name, v.slug as vendor_slug, v.minimum_amount_for_free_shipping_cents as free_cents,
    case when pv.id is null then p.price_cents else pv.price_cents end as price_cents,
    case when pv.id is null then p.price_catalog_cents else pv.price_catalog_cents end as catalog_cents,
    case when pv.id is null then p.price_discounted_cents else pv.price_discounted_cents end as discounted_cents,
    p.price_discounted_end as discount_end, p.see_price, p.level, p.in_stock,
    coalesce(pv.quantity, p.quantity) as stock,
    case when pv.id is null then p.minimum_order else pv.minimum_order end as minimum_order,
    case when pv.id is null then p.max_quantity_threshold else pv.max_quantity_threshold end as threshold
  from cart_items ci
  join products p on p.id = ci.product_id
  join vendors v on v.id = ci.vendor_id
  left join product_variations pv on pv.id = ci.variation_id
  where ci.user_id = ${userId}
  order by v.name, ci.vendor_id, ci.id ${lockClause}`;

export function toLine(r: Row, now: Date): ProductLine {
  const unitCents = effectivePriceCents(
    {
      priceCents: r.price_cents,
      catalogCents: r.catalog_cents,
      discountedCents: r.discounted_cents,
      discountEnd: r.discount_end,
    },
    now,
  );
  return {
    cartId: r.cart_id,
    productId: r.product_id,
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
    priceCents: r.price_cents,
    catalogCents: r.catalog_cents,
    discountedCents: r.discounted_cents,
    discountEnd: r.discount_end,
    unitCents,
    seePrice: r.see_price,
    level: r.level,
    inStock: r.in_stock,
    stock: r.stock,
    minimumOrder: r.minimum_order,
    threshold: r.threshold,
  };
}

export async function loadProductLines(
  db: Db,
  userId: string,
  now = new Date(),
  opts: { lock?: boolean } = {},
): Promise<ProductLine[]> {
  const rows = await queryRows<Row>(db, LINES_SQL(userId, opts.lock ? sql`for update of ci` : sql``));
  return rows.map((r) => toLine(r, now));
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

type ServiceRow = {
  cart_id: number;
  plan_id: number;
  service_id: number;
  provider_id: number;
  licences: number;
  checked: string;
  plan_name: string;
  plan_type: string;
  fee: number;
  additional: number;
  equipment: number;
  service_name: string;
  service_slug: string;
  provider_name: string;
  provider_slug: string;
};

export async function loadServiceLines(db: Db, userId: string, opts: { lock?: boolean } = {}): Promise<ServiceLine[]> {
  const rows = await queryRows<ServiceRow>(
    db,
    sql`
    select sc.id as cart_id, sc.plan_id, sc.service_id, s.provider_id, sc.number_of_license as licences, sc.checked,
      sp.name as plan_name, sp.type as plan_type, sp.fee_cents as fee, sp.additional_fee_cents as additional, sp.equipment_fee_cents as equipment,
      s.name as service_name, s.slug as service_slug, pr.name as provider_name, pr.slug as provider_slug
    from service_cart_items sc
    join service_plans sp on sp.id = sc.plan_id
    join services s on s.id = sc.service_id
    join service_providers pr on pr.id = s.provider_id
    where sc.user_id = ${userId}
    order by pr.name, sc.id ${opts.lock ? sql`for update of sc` : sql``}`,
  );
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
export async function cartCount(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select
    (select count(*) from cart_items where user_id = ${userId})::int + (select count(*) from service_cart_items where user_id = ${userId})::int as n`,
  );
  return row?.n ?? 0;
}
