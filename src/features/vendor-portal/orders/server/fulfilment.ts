import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  orderItems,
  orderLineCancellations,
  orderStatusHistory,
  orders,
  productVariations,
  products,
  shipmentLines,
  shipments,
} from "@/db/schema";
import { assertLotsMayShip, assertScheduleIIMayShip, confirmOrderForm } from "@/features/compliance/server";
import { applyOrderStatus, lockOrder, notifyBuyer, type LockedOrder } from "@/features/orders/server";
import { cancelOrder, creditCancelledLine } from "@/features/payments/server";
import { createOrderPayout } from "../../payouts/server/payout-jobs";
import { announceChange } from "@/lib/change-bus";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { canCancelLine, expiryProblem, fullyCancelled, fullyShipped, planShipment } from "../rules";
import type { ShipInput } from "../schema";
import type { VendorContext } from "../../server/access";
import { fulfilLines } from "./order-queries";
import { sellerOrders } from "./seller";

/** Locks the order only when it is this seller's; otherwise 404, so ids of other sellers reveal nothing. */
async function lockOwnOrder(tx: Tx, ctx: VendorContext, orderId: number): Promise<LockedOrder> {
  const [own] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), sellerOrders(ctx)));
  const o = own ? await lockOrder(tx, { id: own.id }) : null;
  if (!o) throw notFound("This order does not exist.");
  return o;
}

export async function acceptOrder(ctx: VendorContext, orderId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, ctx, orderId);
    return applyOrderStatus(tx, o, "confirmed", { note: "Accepted by the vendor" });
  });
}

export async function markDelivered(ctx: VendorContext, orderId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, ctx, orderId);
    return applyOrderStatus(tx, o, "delivered");
  });
}

/**
 * Ships all or part of an order: records the parcel with its lines (lot, expiry), accepts a placed order
 * on the way, and moves the order to shipped once nothing is left; a partial parcel notifies the buyer too.
 */
export async function shipOrder(ctx: VendorContext, orderId: number, input: ShipInput, today = isoToday()) {
  for (const l of input.lines ?? []) {
    const problem = expiryProblem(l.expiry, today);
    if (problem) throw badRequest(`Line ${l.line_id}: ${problem}`);
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    let o = await lockOwnOrder(tx, ctx, orderId);
    if (o.status !== "placed" && o.status !== "confirmed")
      throw new AppError("CONFLICT", `An order that is ${o.status} cannot be shipped.`);
    const lines = await fulfilLines(tx, o.id);
    const plan = planShipment(lines, input.lines);
    if (!plan.ok) throw badRequest(plan.message);
    await assertScheduleIIMayShip(
      tx,
      o.id,
      plan.lines.map((l) => l.line_id),
    );
    const [parcel] = await tx
      .insert(shipments)
      .values({ orderId: o.id, carrier: input.carrier, trackingNumber: input.tracking_number })
      .returning({ id: shipments.id });
    const detail = new Map((input.lines ?? []).map((l) => [l.line_id, l]));
    await assertLotsMayShip(
      tx,
      o.id,
      plan.lines.map((l) => ({
        line_id: l.line_id,
        lot: detail.get(l.line_id)?.lot,
        expiry: detail.get(l.line_id)?.expiry,
      })),
    );
    await tx.insert(shipmentLines).values(
      plan.lines.map((l) => ({
        shipmentId: parcel.id,
        orderItemId: l.line_id,
        quantity: l.quantity,
        lot: detail.get(l.line_id)?.lot || null,
        expiry: detail.get(l.line_id)?.expiry || null,
      })),
    );
    if (o.status === "placed") {
      await applyOrderStatus(tx, o, "confirmed", { note: "Accepted by the vendor" });
      o = { ...o, status: "confirmed" };
    }
    const after = lines.map((l) => ({
      ...l,
      shipped: l.shipped + (plan.lines.find((p) => p.line_id === l.id)?.quantity ?? 0),
    }));
    const tracking = `${input.carrier} ${input.tracking_number}`;
    const units = plan.lines.reduce((n, l) => n + l.quantity, 0);
    const parcelNote = `${units} unit${units === 1 ? "" : "s"} by ${tracking}`;
    if (fullyShipped(after)) {
      await applyOrderStatus(tx, o, "shipped", { trackingNumber: input.tracking_number, note: parcelNote });
      // a card-paid order releases the vendor's share now (the transfer goes out after commit)
      const payoutId = await createOrderPayout(tx, o.id);
      return { status: "shipped" as const, shipment_id: parcel.id, payout_id: payoutId };
    }
    // every parcel is a step of the order's history, not only the last one
    await tx.insert(orderStatusHistory).values({ orderId: o.id, status: "partly_shipped", note: parcelNote });
    await notifyBuyer(
      tx,
      o,
      "shipped",
      `Part of your order ${o.orderNumber} has shipped (${tracking}); the rest follows.`,
    );
    return { status: o.status, shipment_id: parcel.id };
  });
}

/**
 * The vendor confirms the buyer's DEA 222 / CSOS order form (the number on the form it received) before
 * any Schedule II line ships; recorded with who (portal user or API key) and when.
 */
export async function confirmScheduleIIForm(ctx: VendorContext, orderId: number, formNumber: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, ctx, orderId);
    if (o.status === "cancelled") throw new AppError("CONFLICT", "This order was cancelled.");
    return confirmOrderForm(tx, o.id, formNumber, ctx.userId ?? `api-key:${ctx.keyId}`);
  });
}

/** Cancels one line the vendor cannot fill; the stock goes back; the whole order cancels with its last line. */
export async function cancelLine(ctx: VendorContext, orderId: number, lineId: number, reason: string) {
  const db = await getDb();
  const { productId, ...result } = await db.transaction(async (tx) => {
    const o = await lockOwnOrder(tx, ctx, orderId);
    const lines = await fulfilLines(tx, o.id);
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw notFound("This line is not part of the order.");
    if (o.paymentStatus === "awaiting")
      throw new AppError(
        "CONFLICT",
        "This order is awaiting the buyer's card payment: cancel the whole order, or wait for the payment.",
      );
    if (!canCancelLine(o.status, line))
      throw new AppError(
        "CONFLICT",
        "Only a line that has not shipped, on an order that has not shipped, can be cancelled.",
      );
    await tx.insert(orderLineCancellations).values({ orderItemId: line.id, quantity: line.quantity, reason });
    const after = lines.map((l) => (l.id === line.id ? { ...l, cancelled: l.quantity } : l));
    const productId = await restock(tx, line.id);
    const last = fullyCancelled(after);
    // the line's money goes back: to a paid card, or as a credit on the invoice (everything left with the last line)
    const earlierGoodsCents = lines.reduce((n, l) => n + l.cancelled * l.unitPriceCents, 0);
    await creditCancelledLine(
      tx,
      o.id,
      last ? "rest" : { earlierGoodsCents, goodsCents: line.quantity * line.unitPriceCents },
      reason,
      ctx.userId ?? `api-key:${ctx.keyId}`,
    );
    if (last) {
      await applyOrderStatus(tx, o, "cancelled", { note: reason, restock: false });
      return { status: "cancelled" as string, productId };
    }
    await notifyBuyer(tx, o, "cancelled", `${line.name} was cancelled on your order ${o.orderNumber}: ${reason}`);
    return { status: o.status as string, productId };
  });
  // the line's stock came back: caches and search follow after commit
  if (productId !== null) await announceChange({ kind: "product", ids: [productId] });
  return result;
}

async function restock(tx: Tx, orderItemId: number): Promise<number | null> {
  await tx.execute(
    sql`update ${products} p set quantity = p.quantity + i.quantity from ${orderItems} i where i.id = ${orderItemId} and i.variation_id is null and i.product_id = p.id`,
  );
  await tx.execute(
    sql`update ${productVariations} x set quantity = x.quantity + i.quantity from ${orderItems} i where i.id = ${orderItemId} and i.variation_id = x.id`,
  );
  const [item] = await tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId));
  return item?.productId ?? null;
}

function isoToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The seller cancels the whole order before it ships, saying why: stock back, card voided or refunded. */
export function cancelWholeOrder(ctx: VendorContext, orderId: number, reason: string) {
  const seller =
    ctx.vendorId !== null
      ? { sellerId: ctx.vendorId, sellerKind: "vendor" }
      : { sellerId: ctx.serviceProviderId ?? -1, sellerKind: "service-provider" };
  return cancelOrder({ actor: "vendor", ...seller, email: ctx.userId ?? `api-key:${ctx.keyId}` }, orderId, reason);
}
