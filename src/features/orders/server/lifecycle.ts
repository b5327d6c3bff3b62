import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, queryRows, type Db } from "@/db/client";
import { orderItems } from "@/db/schema";
import { announceChange } from "@/lib/change-bus";
import { canTransition, orderStatusMessage, ORDER_STATUSES, type OrderStatus } from "../rules";
import { notify } from "@/features/notifications/server";
import { AppError, badRequest, notFound } from "@/lib/errors";

/**
 * placed → confirmed → shipped (tracking number) → delivered, or cancelled before shipping.
 * The status row is locked so two operators cannot both move the same order; a cancel puts the stock back.
 */
export async function advanceOrderStatus(input: {
  orderId?: number;
  orderNumber?: string;
  status: string;
  trackingNumber?: string | null;
  note?: string | null;
}) {
  const db = await getDb();
  const to = input.status as OrderStatus;
  if (!ORDER_STATUSES.includes(to)) throw badRequest(`Status must be one of: ${ORDER_STATUSES.join(", ")}.`);
  if (to === "shipped" && !input.trackingNumber?.trim())
    throw badRequest("A tracking number is required to mark an order shipped.");
  let restocked: number[] = [];
  const result = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const where = input.orderId ? sql`id = ${input.orderId}` : sql`order_number = ${input.orderNumber ?? ""}`;
    const [o] = await queryRows<{ id: number; order_number: string; user_id: string; status: OrderStatus }>(
      tx,
      sql`select id, order_number, user_id, status from orders where ${where} for update`,
    );
    if (!o) throw notFound("This order does not exist.");
    if (!canTransition(o.status, to))
      throw new AppError("CONFLICT", `An order that is ${o.status} cannot become ${to}.`);
    const tracking = to === "shipped" ? input.trackingNumber!.trim() : null;
    await tx.execute(
      sql`update orders set status = ${to}, tracking_number = coalesce(${tracking}, tracking_number) where id = ${o.id}`,
    );
    await tx.execute(
      sql`insert into order_status_history (order_id, status, note) values (${o.id}, ${to}, ${input.note ?? (tracking ? `Tracking ${tracking}` : null)})`,
    );
    if (to === "cancelled") {
      const items = await tx.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, o.id));
      restocked = items.flatMap((r) => (r.id === null ? [] : [r.id]));
      await tx.execute(
        sql`update products p set quantity = p.quantity + i.quantity from order_items i where i.order_id = ${o.id} and i.variation_id is null and i.product_id = p.id`,
      );
      await tx.execute(
        sql`update product_variations x set quantity = x.quantity + i.quantity from order_items i where i.order_id = ${o.id} and i.variation_id = x.id`,
      );
    }
    const notificationId = await notify(tx, {
      userId: o.user_id,
      type: "order",
      orderId: o.id,
      body: orderStatusMessage(o.order_number, to, tracking),
      message: to,
      alertType: to === "cancelled" ? "error" : "success",
      clickableLink: `/user/order-details/${o.id}`,
    });
    return {
      success: true,
      id: o.id,
      order_number: o.order_number,
      from: o.status,
      status: to,
      tracking_number: tracking,
      notification_id: notificationId,
    };
  });
  // a cancellation puts stock back: listings and product pages see it on their next read
  if (restocked.length) await announceChange({ kind: "product", ids: [...new Set(restocked)] });
  return result;
}
