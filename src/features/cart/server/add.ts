import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, queryRows, type Db } from "@/db/client";
import { cartItems, productVariations, products, serviceCartItems, servicePlans, services, vendors } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import {
  HIDDEN_BUY_VENDOR_ID,
  buyerQuotes,
  UNAVAILABLE_MESSAGE,
  canBuy,
  effectivePriceCents,
  priceForBuyer,
  quoteExpiredMessage,
  upgradeMessage,
  visibleListing,
  type SeePrice,
} from "@/features/catalog/server";
import { addedToCartMessage } from "@/features/catalog";
import { AppError, badRequest, forbidden, notFound } from "@/lib/errors";
import { assertMayAdd } from "@/features/compliance/server";
import { checkAddQuantity } from "../rules";
import { cartCount } from "./lines";
import { tellCartMembers } from "./live";
import { editableCartKey, ofCart, type CartKey } from "./owner";
import type { AddToCartBody } from "../schemas";

export type AddResult = {
  success: true;
  message: string;
  currentProductCountInCart: number;
  minimum_order: number | null;
  count: number;
};

const BLOCK_MESSAGE: Record<string, string> = {
  "hidden-vendor": "This product cannot be bought online.",
  "sales-rep": "Sales reps cannot buy products.",
  "out-of-stock": "This item is out of stock.",
  "no-price": "Price not available for this item.",
  "see-price": "Request the price of this item before buying it.",
};

/** A column's bare name, for the places SQL wants it unqualified (insert lists, `excluded.`). */
const col = (column: AnyPgColumn) => sql.identifier(column.name);

function refuse(message: string, status: "UNPROCESSABLE" | "FORBIDDEN" = "UNPROCESSABLE"): never {
  throw new AppError(status, message);
}

/** SPEC §6 add-to-cart gate, checked on the server with the database's prices, stock and what is already in the cart. */
export async function addToCart(viewer: Viewer, body: AddToCartBody, now = new Date()): Promise<AddResult> {
  const db = await getDb();
  if (viewer.isSalesRep) throw forbidden("Sales reps cannot buy products.");
  if ((viewer.role ?? "customer") !== "customer")
    throw forbidden("Only buyer accounts can buy; vendor accounts sell through the vendor portal.");
  if (body.vendor_id === HIDDEN_BUY_VENDOR_ID) refuse(BLOCK_MESSAGE["hidden-vendor"]!, "FORBIDDEN");
  const key = await editableCartKey(db, viewer);
  const result =
    body.type === "product" ? await addProduct(db, viewer, key, body, now) : await addService(db, key, body);
  await tellCartMembers(key);
  return result;
}

/** The partial unique index a cart line falls under: the location's lines, or a clinic-less account's own. */
function lineConflict(key: CartKey) {
  const c = cartItems;
  const shared = key.locationId !== null;
  return sql`(${shared ? col(c.locationId) : col(c.userId)}, ${col(c.productId)}, coalesce(${col(c.variationId)}, 0))
    where ${col(c.locationId)} is ${shared ? sql`not null` : sql`null`}`;
}

/**
 * Adds a product line on the caller's handle (a transaction when it has one), with every rule of the
 * add-to-cart gate: visibility, vendor, variation, price and level, compliance, minimum, stock and threshold.
 * Any other way a product line enters a cart (the cart's cheaper-vendor swap) comes through here.
 */
export async function addProduct(
  db: Db,
  viewer: Viewer,
  key: CartKey,
  body: Extract<AddToCartBody, { type: "product" }>,
  now: Date,
): Promise<AddResult> {
  const variationId = body.variation_id ?? null;
  const pv = productVariations;
  const pick = <T>(variation: AnyPgColumn, product: AnyPgColumn) =>
    sql<T>`case when ${pv.id} is null then ${product} else ${variation} end`;
  const [p] = await db
    .select({
      id: products.id,
      name: products.name,
      vendor_id: products.vendorId,
      type: products.type,
      visible: sql<boolean>`${visibleListing()}`,
      in_stock: products.inStock,
      level: products.level,
      see_price: sql<SeePrice>`${products.seePrice}`,
      // kept as the driver's text, as the rules read it
      discount_end: sql<string | null>`${products.priceDiscountedEnd}`,
      quantity: sql<number>`coalesce(${pv.quantity}, ${products.quantity})`,
      price_cents: pick<number | null>(pv.priceCents, products.priceCents),
      catalog_cents: pick<number | null>(pv.priceCatalogCents, products.priceCatalogCents),
      discounted_cents: pick<number | null>(pv.priceDiscountedCents, products.priceDiscountedCents),
      minimum_order: pick<number | null>(pv.minimumOrder, products.minimumOrder),
      threshold: pick<number | null>(pv.maxQuantityThreshold, products.maxQuantityThreshold),
      regulatory_class: products.regulatoryClass,
      variation_found: sql<boolean>`(${pv.id} is not null)`,
      has_variations: sql<boolean>`exists(select 1 from ${pv} x where x.product_id = ${products.id})`,
      in_cart: sql<number>`coalesce((select ${cartItems.quantity} from ${cartItems} where ${ofCart(cartItems, key)}
        and ${cartItems.productId} = ${products.id} and coalesce(${cartItems.variationId}, 0) = ${variationId ?? 0}), 0)::int`,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .leftJoin(pv, and(eq(pv.id, sql`${variationId}`), eq(pv.productId, products.id)))
    .where(eq(products.id, body.product_id));
  if (!p) throw notFound("This product does not exist.");
  // unpublished, or its vendor suspended: a cached page or an old tab may still offer it
  if (!p.visible) refuse(UNAVAILABLE_MESSAGE);
  if (p.vendor_id !== body.vendor_id) throw badRequest("vendor_id does not match this product's vendor.");
  if (variationId !== null && !p.variation_found) throw badRequest("This variation does not belong to this product.");
  if (variationId === null && p.has_variations) throw badRequest("Please choose a variation of this product.");
  if (p.vendor_id === HIDDEN_BUY_VENDOR_ID) refuse(BLOCK_MESSAGE["hidden-vendor"]!, "FORBIDDEN");

  // A vendor's quote to this buyer opens a 'request' product to them at the quoted price.
  const { seePrice, unitCents, expiredQuote } = priceForBuyer({
    seePrice: p.see_price,
    unitCents: effectivePriceCents(
      {
        priceCents: p.price_cents,
        catalogCents: p.catalog_cents,
        discountedCents: p.discounted_cents,
        discountEnd: p.discount_end,
      },
      now,
    ),
    quote: (await buyerQuotes(db, viewer.id, [p.id])).get(p.id) ?? null,
    now,
  });
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
      seePrice,
    },
  });
  if (!gate.ok && gate.reason === "see-price" && expiredQuote) refuse(quoteExpiredMessage(p.name, expiredQuote));
  if (!gate.ok)
    refuse(
      gate.reason === "level"
        ? upgradeMessage(p.level)
        : (BLOCK_MESSAGE[gate.reason] ?? "This item cannot be added to the cart."),
      gate.reason === "level" ? "FORBIDDEN" : "UNPROCESSABLE",
    );

  await assertMayAdd(viewer, p.regulatory_class, now, db);

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
  // The builder cannot name an expression as the conflict target, so this statement stays SQL with bound names.
  const c = cartItems;
  const rows = await queryRows<{ quantity: number }>(
    db,
    sql`
    insert into ${c} (${col(c.userId)}, ${col(c.locationId)}, ${col(c.productId)}, ${col(c.variationId)}, ${col(c.vendorId)}, ${col(c.quantity)})
    values (${viewer.id}, ${key.locationId}, ${p.id}, ${variationId}, ${p.vendor_id}, ${body.quantity})
    on conflict ${lineConflict(key)}
    do update set ${col(c.quantity)} = ${c.quantity} + excluded.${col(c.quantity)}, ${col(c.checked)} = 'Y'
      where ${c.quantity} + excluded.${col(c.quantity)} <= ${limit}
    returning ${col(c.quantity)}`,
  );
  if (!rows[0]) refuse(`Allowed quantity is ${limit}.`);
  return {
    success: true,
    message: addedToCartMessage(body.quantity, p.minimum_order),
    currentProductCountInCart: rows[0].quantity,
    minimum_order: p.minimum_order,
    count: await cartCount(key, db),
  };
}

async function addService(db: Db, key: CartKey, body: Extract<AddToCartBody, { type: "service" }>): Promise<AddResult> {
  const [plan] = await db
    .select({ service_id: servicePlans.serviceId, provider_id: services.providerId, fee: servicePlans.feeCents })
    .from(servicePlans)
    .innerJoin(services, eq(services.id, servicePlans.serviceId))
    .where(and(eq(servicePlans.id, body.plan_id), eq(services.published, true)));
  if (!plan) throw notFound("This service plan does not exist.");
  if (plan.service_id !== body.service_id) throw badRequest("This plan does not belong to this service.");
  if (plan.provider_id !== body.vendor_id) throw badRequest("vendor_id does not match this service's provider.");
  if (!(plan.fee > 0)) refuse("Price not available for this plan.");
  const licences = body.number_of_license ?? 1;
  const licence = sql.identifier(serviceCartItems.numberOfLicense.name);
  const rows = await db
    .insert(serviceCartItems)
    .values({
      userId: key.userId,
      locationId: key.locationId,
      planId: body.plan_id,
      serviceId: body.service_id,
      providerId: plan.provider_id,
      numberOfLicense: licences,
    })
    .onConflictDoUpdate({
      target: [
        key.locationId !== null ? serviceCartItems.locationId : serviceCartItems.userId,
        serviceCartItems.planId,
      ],
      targetWhere:
        key.locationId !== null ? isNotNull(serviceCartItems.locationId) : isNull(serviceCartItems.locationId),
      set: {
        numberOfLicense: sql`least(999, ${serviceCartItems.numberOfLicense} + excluded.${licence})`,
        checked: "Y",
      },
    })
    .returning({ n: serviceCartItems.numberOfLicense });
  return {
    success: true,
    message: "Service added to cart successfully.",
    currentProductCountInCart: rows[0]!.n,
    minimum_order: null,
    count: await cartCount(key, db),
  };
}
