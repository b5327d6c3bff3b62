import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { orders } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { addToCart } from "@/features/cart/server";
import { AppError, forbidden, notFound } from "@/lib/errors";

type Line = {
  user_id: string;
  name: string;
  product_id: number | null;
  variation_id: number | null;
  service_plan_id: number | null;
  quantity: number;
  vendor_id: number;
  service_id: number | null;
};

/**
 * Puts every line of an order back in the cart at today's price and stock, through the same
 * checks as add-to-cart; what cannot be added comes back with the reason.
 */
export async function buyAgain(viewer: Viewer, orderId: number) {
  const db = await getDb();
  const lines = await queryRows<Line>(
    db,
    sql`select o.user_id, i.name, i.product_id, i.variation_id, i.service_plan_id, i.quantity, o.vendor_id,
      (select sp.service_id from service_plans sp where sp.id = i.service_plan_id) as service_id
    from orders o join order_items i on i.order_id = o.id where o.id = ${orderId} order by i.id`,
  );
  const [order] = await db.select({ user_id: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound("This order does not exist.");
  if (order.user_id !== viewer.id) throw forbidden("This order belongs to another customer.");
  const added: { name: string; quantity: number }[] = [];
  const skipped: { name: string; reason: string }[] = [];
  for (const l of lines) {
    try {
      if (l.service_plan_id && l.service_id) {
        await addToCart(viewer, {
          type: "service",
          plan_id: l.service_plan_id,
          service_id: l.service_id,
          vendor_id: l.vendor_id,
          number_of_license: l.quantity,
        });
      } else if (l.product_id) {
        await addToCart(viewer, {
          type: "product",
          product_id: l.product_id,
          variation_id: l.variation_id,
          vendor_id: l.vendor_id,
          quantity: l.quantity,
        });
      } else {
        throw new AppError("NOT_FOUND", "This item is no longer sold.");
      }
      added.push({ name: l.name, quantity: l.quantity });
    } catch (err) {
      skipped.push({ name: l.name, reason: err instanceof AppError ? err.message : "This item could not be added." });
    }
  }
  const message =
    skipped.length === 0
      ? "Every item is back in your cart."
      : added.length
        ? `${added.length} of ${lines.length} items are back in your cart.`
        : "None of these items could be added to your cart.";
  return { success: added.length > 0, message, added, skipped };
}
