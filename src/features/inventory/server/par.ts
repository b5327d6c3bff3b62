import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { inventoryPar, inventoryStock, products } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { recordAudit } from "@/features/audit/server";
import { addToCart } from "@/features/cart/server";
import { offersFor } from "@/features/catalog/server";
import { AppError, notFound } from "@/lib/errors";
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
 * The best offer for this buyer to buy each product again, read at once for every product: of the item's
 * offers from every vendor (catalog's offers, priced and masked as this buyer sees them), the cheapest per
 * unit that this buyer can buy and that is in stock, else the product's own listing. The quantity is the
 * shortfall in the chosen listing's packs (rounded up), so a pack of 50 covers a shortfall of 2 packs of 25.
 */
export async function bestOffers(viewer: Viewer, want: readonly { productId: number; quantity: number }[]) {
  const offers = await offersFor(
    want.map((w) => w.productId),
    viewer,
  );
  const out = new Map<number, BestOffer>();
  for (const w of want) {
    const list = offers.get(w.productId) ?? [];
    const own = list.find((o) => o.current);
    const best = list.find((o) => o.price !== null && o.can_buy && o.in_stock) ?? own;
    if (!best) continue;
    const units = w.quantity * Math.max(1, own?.pack.size ?? 1);
    out.set(w.productId, {
      product_id: best.product_id,
      vendor_id: best.vendor_id,
      vendor: best.vendor_name,
      price: best.price,
      in_stock: best.in_stock,
      quantity: Math.max(1, Math.ceil(units / Math.max(1, best.pack.size))),
    });
  }
  return out;
}
export type BestOffer = {
  product_id: number;
  vendor_id: number;
  vendor: string;
  price: number | null;
  in_stock: boolean;
  /** packs of this listing that cover the shortfall */
  quantity: number;
};

/** The location's products below par, each with the quantity to order and the best offer for this buyer. */
export async function belowPar(viewer: Viewer, locationId: number) {
  const db = await getDb();
  const access = await locationAccess(db, viewer, locationId);
  const rows = (await parItems(db, access.locationId)).filter((r) => r.shortfall > 0);
  const offers = await bestOffers(
    viewer,
    rows.map((r) => ({ productId: r.productId, quantity: r.shortfall })),
  );
  const data = rows.map((r) => ({
    product_id: r.productId,
    name: r.name,
    sku: r.sku,
    par_level: r.par,
    reorder_quantity: r.reorderQuantity,
    on_hand: r.onHand,
    order_quantity: r.shortfall,
    offer: offers.get(r.productId) ?? null,
  }));
  return { location: { id: access.locationId, name: access.locationName }, data };
}

/**
 * Puts what is below par into the location's cart in one action, each line through the cart's own
 * checks (price, stock, level, compliance); what cannot be added comes back with the reason.
 */
export async function addBelowParToCart(viewer: Viewer, locationId: number, only?: number[]) {
  const db = await getDb();
  const access = await locationAccess(db, viewer, locationId);
  assertMayRecord(access);
  const { data } = await belowPar(viewer, locationId);
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
        quantity: r.offer!.quantity,
      });
      added.push({ product_id: r.offer!.product_id, quantity: r.offer!.quantity });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      unavailable.push({ product_id: r.product_id, name: r.name, reason: err.message });
    }
  }
  return { location: { id: access.locationId, name: access.locationName }, added, unavailable };
}
