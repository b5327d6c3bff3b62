import "server-only";
import { assertLinesMayShip, recordControlled } from "@/features/compliance/server";
import { getDb, type Tx } from "@/db/client";
import { checkouts } from "@/db/schema";
import { viewerById, type Viewer } from "@/features/accounts/server";
import { loadLinesForItems } from "@/features/cart/server";
import { approvalRequester, claimApproval, notifyRequester, recordClinicOrders } from "@/features/clinic/server";
import { sendMail } from "@/features/mail/server";
import { notify } from "@/features/notifications/server";
import { orderStatusMessage } from "@/features/orders";
import { announceChange } from "@/lib/change-bus";
import { AppError } from "@/lib/errors";
import { dollarsToCents, formatUsd } from "@/lib/money";
import { paymentProvider } from "./payment";
import { decrementStock, lockAndRefreshStock, writeOrders, type PlacedOrder } from "./place-order";
import { lockCoupons, priceVendorOrders } from "./pricing";

export type ApprovedResponse = { success: true; status: "approved"; approval_id: number; orders: PlacedOrder[] };

/**
 * Approves a held order and places it for its requester in one transaction: stock and prices are
 * read again now, the request row is locked and marked decided first, and the order claim is keyed
 * on the request, so approving twice (even at once) places once.
 */
export async function approveHeldOrder(
  approver: Viewer,
  approvalId: number,
  comment: string,
  now = new Date(),
): Promise<ApprovedResponse> {
  const db = await getDb();
  // the requester is read before the transaction: PGlite has one connection, held by the transaction
  const requesterId = await approvalRequester(approvalId);
  const buyer = requesterId ? await viewerById(requesterId) : null;
  const { held, placed, mail } = await db.transaction(async (tx) => {
    const held = await claimApproval(tx, approver, approvalId, "approved", comment);
    if (!buyer || buyer.id !== held.requestedBy)
      throw new AppError("UNPROCESSABLE", "The requester's account is no longer active.");
    const provider = paymentProvider(held.input.payment_method);
    if (!provider) throw new AppError("UNPROCESSABLE", "The request's payment method is no longer available.");
    const [claim] = await tx
      .insert(checkouts)
      .values({ userId: buyer.id, idempotencyKey: `approval-${approvalId}` })
      .onConflictDoNothing({ target: [checkouts.userId, checkouts.idempotencyKey] })
      .returning({ id: checkouts.id });
    if (!claim) throw new AppError("CONFLICT", "This request was already approved.");

    const lines = await loadLinesForItems(tx, held.items, now, buyer.id);
    if (lines.length !== held.items.length)
      throw new AppError("UNPROCESSABLE", "An item of this request is no longer sold; reject it and order again.");
    // the rules again at approval: credentials may have lapsed while the request waited
    const form = held.input as { order_form_number?: string; order_form_date?: string };
    const controlledAt = await assertLinesMayShip(
      tx,
      buyer,
      lines.map((l) => l.productId),
      String(held.input.shipping.state ?? ""),
      { number: form.order_form_number, issuedOn: form.order_form_date ? new Date(form.order_form_date) : null },
      now,
      held.locationId,
    );
    await lockAndRefreshStock(tx, lines);
    const coupons = held.input.coupons ?? {};
    const couponRows = await lockCoupons(tx, buyer.id, coupons);
    const drafts = priceVendorOrders({
      viewer: buyer,
      productLines: lines,
      serviceLines: [],
      coupons,
      couponRows,
      now,
    });
    const placed = await writeOrders(tx, buyer, claim.id, drafts, {
      shipping: held.input.shipping,
      billing: held.input.billing,
      body: { notes: held.input.notes, po_number: held.input.po_number, payment_method: provider.method },
    });
    await decrementStock(tx, lines);
    if (controlledAt)
      await recordControlled(tx, {
        event: "placed",
        orderIds: placed.map((o) => o.id),
        location: controlledAt,
        orderForm: form.order_form_number || null,
      });
    await recordClinicOrders(
      tx,
      held,
      placed.map((o, i) => ({ id: o.id, totalCents: drafts[i]!.totalCents })),
      approvalId,
    );
    const totalCents = drafts.reduce((n, d) => n + d.totalCents, 0);
    const pay = await provider.authorize({
      amountCents: totalCents,
      orderNumbers: placed.map((o) => o.order_number),
      buyerId: buyer.id,
      now,
    });
    if (!pay.ok) throw new AppError("UNPROCESSABLE", pay.message);
    const mail = {
      to: buyer.email,
      subject: `Your approved DVM Market order${placed.length > 1 ? "s" : ""} ${placed.map((o) => o.order_number).join(", ")}`,
      body: [
        `Your order request #${approvalId} was approved and placed.`,
        "",
        ...placed.map((o) => `${o.order_number} — ${o.vendor_name}: ${formatUsd(dollarsToCents(o.total))}`),
        "",
        `Total ${formatUsd(totalCents)}, invoice net 30${pay.dueDate ? ` (due ${pay.dueDate})` : ""}.`,
      ].join("\n"),
    };
    return { held, placed, mail };
  });
  // mail and notifications leave only once the orders are committed
  // stock and units sold moved: every cached copy of these products updates
  await announceChange({ kind: "product", ids: [...new Set(held.items.map((i) => i.productId))] });
  await sendMail(db, mail);
  await notifyPlaced(db, held, buyer!, placed, approver, comment);
  return { success: true, status: "approved", approval_id: approvalId, orders: placed };
}

async function notifyPlaced(
  db: Tx,
  held: { id: number; requestedBy: string },
  buyer: Viewer,
  placed: PlacedOrder[],
  approver: Viewer,
  comment: string,
): Promise<void> {
  await notifyRequester(db, held, approver, "approved", comment);
  for (const o of placed)
    await notify(db, {
      userId: buyer.id,
      type: "order",
      orderId: o.id,
      body: orderStatusMessage(o.order_number, "placed"),
      message: "placed",
      clickableLink: `/user/order-details/${o.id}`,
    });
}
