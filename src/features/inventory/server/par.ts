import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { clinicOrders, inventoryPar, inventoryStock, orderItems, orders, products } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { recordAudit } from "@/features/audit/server";
import { addToCart, loadLinesForItems } from "@/features/cart/server";
import { AppError, notFound } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import { parShortfall } from "../rules";
import type { ParInput } from "../schemas";
import { assertMayRecord, assertMaySetPar, locationAccess } from "./access";

/** Sets (or, with zero, removes) a product's par level at a location: a manager's or the owner's call, audited. */
export async function setPar(viewer: Viewer, input: ParInput) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const access = await locationAccess(tx, viewer, input.location_id);
    assertMaySetPar(access);
    const [p] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.product_id));
    if (!p) throw notFound("That product does not exist.");
    const key = and(eq(inventoryPar.locationId, input.location_id), eq(inventoryPar.productId, input.product_id));
    const [before] = await tx.select().from(inventoryPar).where(key);
    if (input.par_level === 0) await tx.delete(inventoryPar).where(key);
    else
      await tx
        .insert(inventoryPar)
        .values({
          locationId: input.location_id,
          productId: input.product_id,
          parLevel: input.par_level,
          reorderQuantity: input.reorder_quantity,
          updatedBy: viewer.id,
        })
        .onConflictDoUpdate({
          target: [inventoryPar.locationId, inventoryPar.productId],
          set: {
            parLevel: input.par_level,
            reorderQuantity: input.reorder_quantity,
            updatedBy: viewer.id,
            updatedAt: new Date(),
          },
        });
    await recordAudit(
      tx,
      { id: viewer.id, email: viewer.email },
      {
        action: "set_par_level",
        targetType: "clinic_location",
        targetId: input.location_id,
        before: before
          ? { product_id: before.productId, par_level: before.parLevel, reorder_quantity: before.reorderQuantity }
          : null,
        after: { product_id: input.product_id, par_level: input.par_level, reorder_quantity: input.reorder_quantity },
      },
    );
    return {
      location_id: input.location_id,
      product_id: input.product_id,
      par_level: input.par_level,
      reorder_quantity: input.reorder_quantity,
    };
  });
}

/** Each product with a par level at the location, its stock across lots, and what to order to reach par. */
export async function parItems(tx: Tx, locationId: number) {
  const onHand = sql<number>`(select coalesce(sum(x.quantity), 0)::int from ${inventoryStock} x
    where x.location_id = ${inventoryPar.locationId} and x.product_id = ${inventoryPar.productId})`;
  const rows = await tx
    .select({
      productId: inventoryPar.productId,
      name: products.name,
      sku: products.sku,
      par: inventoryPar.parLevel,
      reorderQuantity: inventoryPar.reorderQuantity,
      onHand,
    })
    .from(inventoryPar)
    .innerJoin(products, eq(products.id, inventoryPar.productId))
    .where(eq(inventoryPar.locationId, locationId))
    .orderBy(asc(products.name));
  return rows.map((r) => ({ ...r, shortfall: parShortfall(r.par, r.onHand, r.reorderQuantity) }));
}

/** What a scheduled "up to par" run orders for a location: par − on hand of each product below par, now. */
export async function upToParItems(tx: Tx, locationId: number) {
  return (await parItems(tx, locationId))
    .filter((r) => r.shortfall > 0)
    .map((r) => ({ productId: r.productId, variationId: null, quantity: r.shortfall }));
}

/**
 * The best offer for this buyer to buy a product again: today, the listing the location last bought
 * it from, priced as this buyer sees it (quotes included). One function, so the cross-vendor offers
 * can answer here later without the par list changing.
 */
export async function bestOfferFor(
  tx: Tx,
  buyerId: string,
  productId: number,
  locationId: number,
  quantity: number,
  now: Date,
) {
  // the last order of this location for the product names the listing bought (a product is one vendor's listing)
  const [last] = await tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(clinicOrders, eq(clinicOrders.orderId, orderItems.orderId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(clinicOrders.locationId, locationId), eq(orderItems.productId, productId)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const [line] = await loadLinesForItems(
    tx,
    [{ productId: last?.productId ?? productId, variationId: null, quantity }],
    now,
    buyerId,
  );
  if (!line) return null;
  const visible = (line.seePrice === "login" || line.seePrice === "without_login") && line.unitCents !== null;
  return {
    product_id: line.productId,
    vendor_id: line.vendorId,
    vendor: line.vendorName,
    price: visible ? fromCents(line.unitCents!) : null,
    in_stock: line.inStock === "Y" && (line.stock ?? 0) > 0,
  };
}

/** The location's products below par, each with the quantity to order and the best offer for this buyer. */
export async function belowPar(viewer: Viewer, locationId: number, now = new Date()) {
  const db = await getDb();
  const access = await locationAccess(db, viewer, locationId);
  const rows = (await parItems(db, access.locationId)).filter((r) => r.shortfall > 0);
  const data = [];
  for (const r of rows)
    data.push({
      product_id: r.productId,
      name: r.name,
      sku: r.sku,
      par_level: r.par,
      reorder_quantity: r.reorderQuantity,
      on_hand: r.onHand,
      order_quantity: r.shortfall,
      offer: await bestOfferFor(db, viewer.id, r.productId, access.locationId, r.shortfall, now),
    });
  return { location: { id: access.locationId, name: access.locationName }, data };
}

/**
 * Puts what is below par into the location's cart in one action, each line through the cart's own
 * checks (price, stock, level, compliance); what cannot be added comes back with the reason.
 */
export async function addBelowParToCart(viewer: Viewer, locationId: number, only?: number[], now = new Date()) {
  const db = await getDb();
  const access = await locationAccess(db, viewer, locationId);
  assertMayRecord(access);
  const { data } = await belowPar(viewer, locationId, now);
  const picked = data.filter((r) => r.offer && (!only || only.includes(r.product_id)));
  // the cart of the location on screen, whichever location the session has chosen
  const at = { ...viewer, sessionChoice: { org: access.organizationId, loc: access.locationId } };
  const added: { product_id: number; quantity: number }[] = [];
  const unavailable: { product_id: number; name: string; reason: string }[] = [];
  for (const r of picked) {
    try {
      await addToCart(at, {
        type: "product",
        product_id: r.offer!.product_id,
        vendor_id: r.offer!.vendor_id,
        quantity: r.order_quantity,
      });
      added.push({ product_id: r.offer!.product_id, quantity: r.order_quantity });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      unavailable.push({ product_id: r.product_id, name: r.name, reason: err.message });
    }
  }
  return { location: { id: access.locationId, name: access.locationName }, added, unavailable };
}
