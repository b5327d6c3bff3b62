import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartItems, products, productVariations, serviceCartItems } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { allowedQuantityMessage, cartMinusAllowed, lineLimit, removedFromCartMessage } from "../rules";
import type { CheckCartBody, DeleteCartBody, UpdateCartBody } from "../schemas";
import { cartCount } from "./lines";
import { tellCartMembers } from "./live";
import { editableCartKey, inCart, ofCart, type CartKey } from "./owner";

const SERVICE_TYPE = "service-provider-seller";

/** Owner check: a missing row is 404, a line of another cart (another location's) is 403, never silently ignored. */
function own<T extends { user_id: string; location_id: number | null }>(
  row: T | undefined,
  key: CartKey,
  what: string,
): T {
  if (!row) throw notFound(`This ${what} is not in your cart.`);
  if (!inCart(row, key)) throw forbidden("This cart item belongs to another cart.");
  return row;
}

/** One step plus or minus on a line (SPEC §5); the quantity in the body can only be 1. */
export async function updateCartItem(viewer: Viewer, body: UpdateCartBody) {
  const db = await getDb();
  const key = await editableCartKey(db, viewer);
  const add = body.action === "addition";
  if (body.type === SERVICE_TYPE) {
    const [row] = await db
      .select({
        user_id: serviceCartItems.userId,
        location_id: serviceCartItems.locationId,
        n: serviceCartItems.numberOfLicense,
      })
      .from(serviceCartItems)
      .where(eq(serviceCartItems.id, body.id));
    const line = own(row, key, "service");
    if (!add && line.n <= 1) throw new AppError("UNPROCESSABLE", "A plan needs at least one licence.");
    if (add && line.n >= 999) throw new AppError("UNPROCESSABLE", allowedQuantityMessage(999));
    const [u] = await db
      .update(serviceCartItems)
      .set({ numberOfLicense: sql`${serviceCartItems.numberOfLicense} + ${add ? 1 : -1}` })
      .where(and(eq(serviceCartItems.id, body.id), ofCart(serviceCartItems, key)))
      .returning({ n: serviceCartItems.numberOfLicense });
    if (!u) throw new AppError("CONFLICT", "Your cart changed meanwhile; please try again.");
    await tellCartMembers(key);
    return { success: true, message: "Cart updated.", quantity: u.n, count: await cartCount(key, db) };
  }
  const [row] = await db
    .select({
      user_id: cartItems.userId,
      location_id: cartItems.locationId,
      vendor_id: cartItems.vendorId,
      quantity: cartItems.quantity,
      stock: sql<number>`coalesce(${productVariations.quantity}, ${products.quantity})`,
      minimum_order: sql<
        number | null
      >`case when ${productVariations.id} is null then ${products.minimumOrder} else ${productVariations.minimumOrder} end`,
      threshold: sql<
        number | null
      >`case when ${productVariations.id} is null then ${products.maxQuantityThreshold} else ${productVariations.maxQuantityThreshold} end`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariations, eq(productVariations.id, cartItems.variationId))
    .where(eq(cartItems.id, body.id));
  const line = own(row, key, "item");
  if (body.vendor_id !== undefined && body.vendor_id !== line.vendor_id)
    throw new AppError("BAD_REQUEST", "vendor_id does not match this cart item.");
  if (!add && !cartMinusAllowed({ quantity: line.quantity, minimumOrder: line.minimum_order })) {
    const floor = Math.max(1, line.minimum_order ?? 1);
    throw new AppError(
      "UNPROCESSABLE",
      floor > 1 ? `The minimum order for this item is ${floor}.` : "Use delete to remove this item.",
    );
  }
  const limit = lineLimit({ threshold: line.threshold, available: line.stock });
  if (add && limit !== null && line.quantity >= limit)
    throw new AppError("UNPROCESSABLE", allowedQuantityMessage(limit));
  // Guarded so a concurrent step cannot cross the limit or the floor.
  const guard = add
    ? limit === null
      ? undefined
      : lt(cartItems.quantity, limit)
    : gt(cartItems.quantity, Math.max(1, line.minimum_order ?? 0));
  const [u] = await db
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} + ${add ? 1 : -1}` })
    .where(and(eq(cartItems.id, body.id), ofCart(cartItems, key), guard))
    .returning({ quantity: cartItems.quantity });
  if (!u) throw new AppError("CONFLICT", "Your cart changed meanwhile; please try again.");
  await tellCartMembers(key);
  return { success: true, message: "Cart updated.", quantity: u.quantity, count: await cartCount(key, db) };
}

/** One line, or every product line of a vendor (type vendor). */
export async function deleteCartItem(viewer: Viewer, body: DeleteCartBody) {
  const db = await getDb();
  if (body.customer_id !== undefined && String(body.customer_id) !== viewer.id) throw forbidden();
  const key = await editableCartKey(db, viewer);
  let removed = 0;
  if (body.type === "vendor") {
    removed = (
      await db
        .delete(cartItems)
        .where(and(ofCart(cartItems, key), eq(cartItems.vendorId, body.vendor_id!)))
        .returning({ id: cartItems.id })
    ).length;
  } else {
    const table = body.type === "service" ? serviceCartItems : cartItems;
    const [row] = await db
      .select({ user_id: table.userId, location_id: table.locationId })
      .from(table)
      .where(eq(table.id, body.cart_id!));
    own(row, key, body.type === "service" ? "service" : "item");
    removed = (
      await db
        .delete(table)
        .where(and(eq(table.id, body.cart_id!), ofCart(table, key)))
        .returning({ id: table.id })
    ).length;
  }
  if (removed) await tellCartMembers(key);
  const count = await cartCount(key, db);
  return {
    success: true,
    message: removedFromCartMessage(removed),
    removed,
    count,
    currentProductCountInCart: 0,
    minimum_order: null,
  };
}

/** Checked Y/N decides which lines go into this order. */
export async function setCartItemChecked(viewer: Viewer, body: CheckCartBody) {
  const db = await getDb();
  const key = await editableCartKey(db, viewer);
  const table = body.type === "service" ? serviceCartItems : cartItems;
  const [row] = await db
    .select({ user_id: table.userId, location_id: table.locationId })
    .from(table)
    .where(eq(table.id, body.cart_id));
  own(row, key, "item");
  await db
    .update(table)
    .set({ checked: body.checked })
    .where(and(eq(table.id, body.cart_id), ofCart(table, key)));
  await tellCartMembers(key);
  return { success: true, checked: body.checked };
}
