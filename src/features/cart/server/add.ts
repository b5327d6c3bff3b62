import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows, type Db } from "@/db/client";
import type { Viewer } from "@/features/accounts/server/session";
import {
  HIDDEN_BUY_VENDOR_ID,
  canBuy,
  effectivePriceCents,
  upgradeMessage,
  type SeePrice,
} from "@/features/catalog/rules";
import { AppError, badRequest, forbidden, notFound } from "@/lib/errors";
import { checkAddQuantity } from "../rules";
import { cartCount } from "./lines";
import type { AddToCartBody } from "../schemas";

export type AddResult = {
  success: true;
  message: string;
  currentProductCountInCart: number;
  minimum_order: number | null;
  count: number;
};

type ProductRow = {
  id: number;
  vendor_id: number;
  type: string;
  in_stock: string;
  quantity: number;
  level: number;
  see_price: SeePrice;
  price_cents: number | null;
  catalog_cents: number | null;
  discounted_cents: number | null;
  discount_end: string | null;
  minimum_order: number | null;
  threshold: number | null;
  variation_found: boolean;
  has_variations: boolean;
  in_cart: number;
};

const BLOCK_MESSAGE: Record<string, string> = {
  "hidden-vendor": "This product cannot be bought online.",
  "sales-rep": "Sales reps cannot buy products.",
  "out-of-stock": "This item is out of stock.",
  "no-price": "Price not available for this item.",
  "see-price": "Request the price of this item before buying it.",
};

function refuse(message: string, status: "UNPROCESSABLE" | "FORBIDDEN" = "UNPROCESSABLE"): never {
  throw new AppError(status, message);
}

/** SPEC §6 add-to-cart gate, checked on the server with the database's prices, stock and what is already in the cart. */
export async function addToCart(viewer: Viewer, body: AddToCartBody, now = new Date()): Promise<AddResult> {
  const db = await getDb();
  if (viewer.isSalesRep) throw forbidden("Sales reps cannot buy products.");
  if (body.vendor_id === HIDDEN_BUY_VENDOR_ID) refuse(BLOCK_MESSAGE["hidden-vendor"]!, "FORBIDDEN");
  return body.type === "product" ? addProduct(db, viewer, body, now) : addService(db, viewer, body);
}

async function addProduct(
  db: Db,
  viewer: Viewer,
  body: Extract<AddToCartBody, { type: "product" }>,
  now: Date,
): Promise<AddResult> {
  const variationId = body.variation_id ?? null;
  const [p] = await queryRows<ProductRow>(
    db,
    sql`
    select p.id, p.vendor_id, p.type, p.in_stock, p.level, p.see_price, p.price_discounted_end as discount_end,
      coalesce(pv.quantity, p.quantity) as quantity,
      case when pv.id is null then p.price_cents else pv.price_cents end as price_cents,
      case when pv.id is null then p.price_catalog_cents else pv.price_catalog_cents end as catalog_cents,
      case when pv.id is null then p.price_discounted_cents else pv.price_discounted_cents end as discounted_cents,
      case when pv.id is null then p.minimum_order else pv.minimum_order end as minimum_order,
      case when pv.id is null then p.max_quantity_threshold else pv.max_quantity_threshold end as threshold,
      (pv.id is not null) as variation_found,
      exists(select 1 from product_variations x where x.product_id = p.id) as has_variations,
      coalesce((select c.quantity from cart_items c where c.user_id = ${viewer.id} and c.product_id = p.id
        and coalesce(c.variation_id, 0) = ${variationId ?? 0}), 0)::int as in_cart
    from products p
    left join product_variations pv on pv.id = ${variationId} and pv.product_id = p.id
    where p.id = ${body.product_id}`,
  );
  if (!p) throw notFound("This product does not exist.");
  if (p.vendor_id !== body.vendor_id) throw badRequest("vendor_id does not match this product's vendor.");
  if (variationId !== null && !p.variation_found) throw badRequest("This variation does not belong to this product.");
  if (variationId === null && p.has_variations) throw badRequest("Please choose a variation of this product.");
  if (p.vendor_id === HIDDEN_BUY_VENDOR_ID) refuse(BLOCK_MESSAGE["hidden-vendor"]!, "FORBIDDEN");

  const unitCents = effectivePriceCents(
    {
      priceCents: p.price_cents,
      catalogCents: p.catalog_cents,
      discountedCents: p.discounted_cents,
      discountEnd: p.discount_end,
    },
    now,
  );
  // A variation carries its own stock, so judge it as a simple item with that quantity.
  const gate = canBuy({
    viewer: { level: viewer.level, isSalesRep: viewer.isSalesRep },
    product: {
      vendorId: p.vendor_id,
      type: variationId ? "simple" : p.type,
      inStock: p.in_stock as "Y" | "N",
      quantity: p.quantity,
      priceCents: unitCents,
      level: p.level,
      seePrice: p.see_price,
    },
  });
  if (!gate.ok)
    refuse(
      gate.reason === "level"
        ? upgradeMessage(p.level)
        : (BLOCK_MESSAGE[gate.reason] ?? "This item cannot be added to the cart."),
      gate.reason === "level" ? "FORBIDDEN" : "UNPROCESSABLE",
    );

  const check = checkAddQuantity({
    inCart: p.in_cart,
    quantity: body.quantity,
    minimumOrder: p.minimum_order,
    threshold: p.threshold,
    available: p.quantity,
  });
  if (!check.ok) refuse(check.message);
  const limit = Math.min(p.threshold ?? p.quantity, p.quantity);

  // The guarded upsert keeps two racing adds from passing the limit together.
  const rows = await queryRows<{ quantity: number }>(
    db,
    sql`
    insert into cart_items (user_id, product_id, variation_id, vendor_id, quantity)
    values (${viewer.id}, ${p.id}, ${variationId}, ${p.vendor_id}, ${body.quantity})
    on conflict (user_id, product_id, coalesce(variation_id, 0))
    do update set quantity = cart_items.quantity + excluded.quantity, checked = 'Y'
      where cart_items.quantity + excluded.quantity <= ${limit}
    returning quantity`,
  );
  if (!rows[0]) refuse(`Allowed quantity is ${limit}.`);
  return {
    success: true,
    message: "Product added to cart successfully.",
    currentProductCountInCart: rows[0].quantity,
    minimum_order: p.minimum_order,
    count: await cartCount(viewer.id),
  };
}

async function addService(
  db: Db,
  viewer: Viewer,
  body: Extract<AddToCartBody, { type: "service" }>,
): Promise<AddResult> {
  const [plan] = await queryRows<{ service_id: number; provider_id: number; fee: number }>(
    db,
    sql`
    select sp.service_id, s.provider_id, sp.fee_cents as fee from service_plans sp join services s on s.id = sp.service_id where sp.id = ${body.plan_id}`,
  );
  if (!plan) throw notFound("This service plan does not exist.");
  if (plan.service_id !== body.service_id) throw badRequest("This plan does not belong to this service.");
  if (plan.provider_id !== body.vendor_id) throw badRequest("vendor_id does not match this service's provider.");
  if (!(plan.fee > 0)) refuse("Price not available for this plan.");
  const licences = body.number_of_license ?? 1;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
    insert into service_cart_items (user_id, plan_id, service_id, provider_id, number_of_license)
    values (${viewer.id}, ${body.plan_id}, ${body.service_id}, ${plan.provider_id}, ${licences})
    on conflict (user_id, plan_id) do update set number_of_license = least(999, service_cart_items.number_of_license + excluded.number_of_license), checked = 'Y'
    returning number_of_license as n`,
  );
  return {
    success: true,
    message: "Service added to cart successfully.",
    currentProductCountInCart: rows[0]!.n,
    minimum_order: null,
    count: await cartCount(viewer.id),
  };
}
