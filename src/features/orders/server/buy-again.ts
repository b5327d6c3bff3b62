import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderItems, orders, servicePlans } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { addToCart } from "@/features/cart/server";
import { AppError, forbidden, notFound } from "@/lib/errors";

/**
 * Puts every line of an order back in the cart at today's price and stock, through the same
 * checks as add-to-cart; what cannot be added comes back with the reason.
 */
export async function buyAgain(viewer: Viewer, orderId: number) {
  const db = await getDb();
  const lines = await db
    .select({
      name: orderItems.name,
      product_id: orderItems.productId,
      variation_id: orderItems.variationId,
      service_plan_id: orderItems.servicePlanId,
      quantity: orderItems.quantity,
      vendor_id: orders.vendorId,
      service_id: servicePlans.serviceId,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(servicePlans, eq(servicePlans.id, orderItems.servicePlanId))
    .where(eq(orders.id, orderId))
    .orderBy(orderItems.id);
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
