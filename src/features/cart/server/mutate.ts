import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/db/client";
import type { Viewer } from "@/features/accounts/server";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { allowedQuantityMessage, cartMinusAllowed, lineLimit } from "../rules";
import type { CheckCartBody, DeleteCartBody, UpdateCartBody } from "../schemas";
import { cartCount } from "./lines";

const SERVICE_TYPE = "service-provider-seller";

/** Owner check: a missing row is 404, someone else's row is 403 (never silently ignored). */
function own<T extends { user_id: string }>(row: T | undefined, viewer: Viewer, what: string): T {
  if (!row) throw notFound(`This ${what} is not in your cart.`);
  if (row.user_id !== viewer.id) throw forbidden("This cart item belongs to another customer.");
  return row;
}

/** One step plus or minus on a line (SPEC §5); the quantity in the body can only be 1. */
export async function updateCartItem(db: Db, viewer: Viewer, body: UpdateCartBody) {
  const add = body.action === "addition";
  if (body.type === SERVICE_TYPE) {
    const [row] = await queryRows<{ user_id: string; n: number }>(
      db,
      sql`select user_id, number_of_license as n from service_cart_items where id = ${body.id}`,
    );
    const line = own(row, viewer, "service");
    if (!add && line.n <= 1) throw new AppError("UNPROCESSABLE", "A plan needs at least one licence.");
    if (add && line.n >= 999) throw new AppError("UNPROCESSABLE", allowedQuantityMessage(999));
    const [u] = await queryRows<{ n: number }>(
      db,
      sql`update service_cart_items set number_of_license = number_of_license + ${add ? 1 : -1}
      where id = ${body.id} returning number_of_license as n`,
    );
    return { success: true, message: "Cart updated.", quantity: u!.n, count: await cartCount(db, viewer.id) };
  }
  const [row] = await queryRows<{
    user_id: string;
    vendor_id: number;
    quantity: number;
    stock: number;
    minimum_order: number | null;
    threshold: number | null;
  }>(
    db,
    sql`
    select ci.user_id, ci.vendor_id, ci.quantity, coalesce(pv.quantity, p.quantity) as stock,
      case when pv.id is null then p.minimum_order else pv.minimum_order end as minimum_order,
      case when pv.id is null then p.max_quantity_threshold else pv.max_quantity_threshold end as threshold
    from cart_items ci join products p on p.id = ci.product_id left join product_variations pv on pv.id = ci.variation_id
    where ci.id = ${body.id}`,
  );
  const line = own(row, viewer, "item");
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
  const [u] = await queryRows<{ quantity: number }>(
    db,
    sql`update cart_items set quantity = quantity + ${add ? 1 : -1}
    where id = ${body.id} and ${add ? sql`(${limit}::int is null or quantity < ${limit}::int)` : sql`quantity > greatest(1, ${line.minimum_order ?? 0}::int)`}
    returning quantity`,
  );
  if (!u) throw new AppError("CONFLICT", "Your cart changed meanwhile; please try again.");
  return { success: true, message: "Cart updated.", quantity: u.quantity, count: await cartCount(db, viewer.id) };
}

/** One line, or every product line of a vendor (type vendor). */
export async function deleteCartItem(db: Db, viewer: Viewer, body: DeleteCartBody) {
  if (body.customer_id !== undefined && String(body.customer_id) !== viewer.id) throw forbidden();
  if (body.type === "vendor") {
    await db.execute(sql`delete from cart_items where user_id = ${viewer.id} and vendor_id = ${body.vendor_id!}`);
  } else {
    const table = body.type === "service" ? sql`service_cart_items` : sql`cart_items`;
    const [row] = await queryRows<{ user_id: string }>(
      db,
      sql`select user_id from ${table} where id = ${body.cart_id!}`,
    );
    own(row, viewer, body.type === "service" ? "service" : "item");
    await db.execute(sql`delete from ${table} where id = ${body.cart_id!} and user_id = ${viewer.id}`);
  }
  const count = await cartCount(db, viewer.id);
  return {
    success: true,
    message: "Item removed from your cart.",
    count,
    currentProductCountInCart: 0,
    minimum_order: null,
  };
}

/** Checked Y/N decides which lines go into this order. */
export async function setCartItemChecked(db: Db, viewer: Viewer, body: CheckCartBody) {
  const table = body.type === "service" ? sql`service_cart_items` : sql`cart_items`;
  const [row] = await queryRows<{ user_id: string }>(db, sql`select user_id from ${table} where id = ${body.cart_id}`);
  own(row, viewer, "item");
  await db.execute(sql`update ${table} set checked = ${body.checked} where id = ${body.cart_id}`);
  return { success: true, checked: body.checked };
}
