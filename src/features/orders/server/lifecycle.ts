import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  orderItems,
  orderLineCancellations,
  orderStatusHistory,
  orders,
  productVariations,
  products,
} from "@/db/schema";
import { awaitingPaymentRefusal, canTransition, orderStatusMessage, ORDER_STATUSES, type OrderStatus } from "../rules";
import { notify } from "@/features/notifications/server";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { announceChange } from "@/lib/change-bus";
import { hasControlledLines, recordControlled, SHIP_CONTROLLED_IN_PORTAL } from "@/features/compliance/server";

export type LockedOrder = {
  id: number;
  orderNumber: string;
  userId: string;
  vendorId: number;
  /** vendor | service-provider: which kind of seller `vendorId` names */
  vendorKind: string;
  status: OrderStatus;
  /** terms | awaiting | paid | voided: a card order awaiting payment cannot move on */
  paymentStatus?: string;
};

/** Locks one order row for the caller's transaction, so two people cannot move the same order at once. */
export async function lockOrder(tx: Tx, by: { id?: number; orderNumber?: string }): Promise<LockedOrder | null> {
  const where = by.id !== undefined ? eq(orders.id, by.id) : eq(orders.orderNumber, by.orderNumber ?? "");
  const [o] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      vendorId: orders.vendorId,
      vendorKind: orders.vendorKind,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(where)
    .for("update");
  return o ? { ...o, status: o.status as OrderStatus } : null;
}

/**
 * One status step inside the caller's transaction: checks the transition, records the history row,
 * puts stock back on a cancel and tells the buyer (the order notification). The operator command and
 * the vendor portal both go through here. Returns the product ids whose stock came back (`restocked`):
 * the caller announces them after commit.
 */
export async function applyOrderStatus(
  tx: Tx,
  o: LockedOrder,
  to: OrderStatus,
  opts: { trackingNumber?: string | null; note?: string | null; message?: string; restock?: boolean } = {},
) {
  if (!canTransition(o.status, to)) throw new AppError("CONFLICT", `An order that is ${o.status} cannot become ${to}.`);
  // read under the caller's lock, whatever the caller's own copy says: the webhook may have just paid it
  const [pay] = await tx.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, o.id));
  const unpaid = awaitingPaymentRefusal(to, pay?.status ?? "terms");
  if (unpaid) throw new AppError("CONFLICT", unpaid);
  const tracking = to === "shipped" ? (opts.trackingNumber?.trim() ?? null) : null;
  await tx
    .update(orders)
    .set({ status: to, trackingNumber: tracking ?? sql`${orders.trackingNumber}` })
    .where(eq(orders.id, o.id));
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: o.id, status: to, note: opts.note ?? (tracking ? `Tracking ${tracking}` : null) });
  let restocked: number[] = [];
  // lines cancelled one by one put their stock back then: only what is still open comes back here
  if (to === "cancelled" && opts.restock !== false) {
    const items = await tx.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, o.id));
    restocked = [...new Set(items.flatMap((r) => (r.id === null ? [] : [r.id])))];
    await tx.execute(
      sql`update ${products} p set quantity = p.quantity + (i.quantity - coalesce((select c.quantity from ${orderLineCancellations} c where c.order_item_id = i.id), 0)) from ${orderItems} i where i.order_id = ${o.id} and i.variation_id is null and i.product_id = p.id`,
    );
    await tx.execute(
      sql`update ${productVariations} x set quantity = x.quantity + (i.quantity - coalesce((select c.quantity from ${orderLineCancellations} c where c.order_item_id = i.id), 0)) from ${orderItems} i where i.order_id = ${o.id} and i.variation_id = x.id`,
    );
  }
  if (to === "shipped" || to === "cancelled") await recordControlled(tx, { event: to, orderIds: [o.id] });
  const notificationId = await notifyBuyer(tx, o, to, opts.message ?? orderStatusMessage(o.orderNumber, to, tracking));
  return { from: o.status, status: to, tracking_number: tracking, notification_id: notificationId, restocked };
}

/** The buyer's order notification for a step that does not change the status (a partial shipment, a cancelled line). */
export function notifyBuyer(tx: Tx, o: LockedOrder, status: string, body: string) {
  return notify(tx, {
    userId: o.userId,
    type: "order",
    orderId: o.id,
    body,
    message: status,
    alertType: status === "cancelled" ? "error" : "success",
    clickableLink: `/user/order-details/${o.id}`,
  });
}

/** placed → confirmed → shipped (tracking number) → delivered, or cancelled before shipping. */
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
  const { restocked, ...result } = await db.transaction(async (tx) => {
    const o = await lockOrder(tx, { id: input.orderId, orderNumber: input.orderNumber });
    if (!o) throw notFound("This order does not exist.");
    // the command and the console take a tracking number only: controlled lines ship where lots are kept
    if (to === "shipped" && (await hasControlledLines(tx, o.id)))
      throw new AppError("UNPROCESSABLE", SHIP_CONTROLLED_IN_PORTAL);
    const step = await applyOrderStatus(tx, o, to, { trackingNumber: input.trackingNumber, note: input.note });
    return { success: true, id: o.id, order_number: o.orderNumber, ...step };
  });
  // a cancellation puts stock back: listings and product pages see it on their next read
  if (restocked.length) await announceChange({ kind: "product", ids: restocked });
  return result;
}
