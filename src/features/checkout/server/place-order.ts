import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { checkouts } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { cartKeyFor, loadProductLines, loadServiceLines, tellCartMembers, type CartKey } from "@/features/cart/server";
import { AppError } from "@/lib/errors";
import { announceChange } from "@/lib/change-bus";
import { fromCents } from "@/lib/money";
import type { PlaceOrderBody } from "../schemas";
import { idList, placeThroughDoor } from "./door";
import type { PlacedOrder } from "./order-writes";
import type { ShipChoice } from "./ship-to";

export type { PlacedOrder };

export type CheckoutResponse = {
  success: true;
  message: string;
  checkout_id: number;
  orders: PlacedOrder[];
  total: number;
  payment: { method: string; status: string; reference: string; terms: string; due_date: string | null };
  /** Set when this order brings the clinic location past 80% of its monthly budget. */
  budget_warning?: string;
};
/** A clinic member's checkout that needs approval: held, no vendor order exists yet. */
export type HeldResponse = {
  success: true;
  status: "pending_approval";
  approval_id: number;
  message: string;
  reasons: string[];
};

/**
 * Test seams: let a reliability test fail the checkout midway, after orders are written, or at the
 * last moment before commit (after notifications and mail were written).
 */
export type CheckoutHooks = {
  afterOrdersWritten?: () => void | Promise<void>;
  beforeCommit?: () => void | Promise<void>;
};

/**
 * Places one order per vendor (and per service provider) in ONE transaction: lines are
 * re-read and re-priced here, stock rows are locked (FOR UPDATE) before being decremented,
 * and the idempotency key makes a retry return the first response instead of a second order.
 */
export async function placeOrder(
  viewer: Viewer,
  body: PlaceOrderBody,
  hooks: CheckoutHooks = {},
  now = new Date(),
): Promise<CheckoutResponse | HeldResponse> {
  const db = await getDb();
  // notifications of a held order go out after commit
  const after: { run?: (db: Tx) => Promise<void> } = {};
  let sold: number[] = [];
  let cartKey: CartKey | null = null;
  const outcome = await db.transaction(async (tx): Promise<CheckoutResponse | HeldResponse> => {
    const [claim] = await tx
      .insert(checkouts)
      .values({ userId: viewer.id, idempotencyKey: body.idempotency_key })
      .onConflictDoNothing({ target: [checkouts.userId, checkouts.idempotencyKey] })
      .returning({ id: checkouts.id });
    if (!claim) {
      const [prev] = await tx
        .select({ response: checkouts.response })
        .from(checkouts)
        .where(and(eq(checkouts.userId, viewer.id), eq(checkouts.idempotencyKey, body.idempotency_key)));
      if (prev?.response) return prev.response as CheckoutResponse | HeldResponse;
      throw new AppError("CONFLICT", "This checkout is already being processed.");
    }

    // The cart is the active location's (the door judges the same location); the path only gathers lines.
    const cart = (cartKey = await cartKeyFor(tx, viewer));
    const products = await loadProductLines(tx, cart, now, { lock: true });
    const services = await loadServiceLines(tx, cart, { lock: true });
    const wanted = body.vendor_ids ? new Set(body.vendor_ids) : null;
    const productLines = products.filter((l) => l.checked && (!wanted || wanted.has(l.vendorId)));
    const serviceLines = services.filter((s) => s.checked);
    const shipTo = choiceOf(body.shipping_address_id);
    const out = await placeThroughDoor(tx, {
      path: "checkout",
      buyer: viewer,
      claimId: claim.id,
      productLines,
      serviceLines,
      shipTo,
      billTo: body.billing_address_id ? choiceOf(body.billing_address_id) : shipTo,
      orderForm: { number: body.order_form_number, issuedOn: body.order_form_date ?? null },
      coupons: body.coupons,
      paymentMethod: body.payment_method,
      notes: body.notes,
      poNumber: body.po_number,
      confirmation: `Thank you for your order, ${viewer.firstName}.`,
      now,
      afterOrdersWritten: hooks.afterOrdersWritten,
    });
    // a held or placed order takes its lines out of the cart either way
    if (out.productLines.length)
      await tx.execute(sql`delete from cart_items where id in (${idList(out.productLines.map((l) => l.cartId))})`);
    if (out.kind === "held") {
      const held: HeldResponse = {
        success: true,
        status: "pending_approval",
        approval_id: out.approvalId,
        message: "Your order needs approval: it has been sent to your clinic's approvers.",
        reasons: out.reasons,
      };
      await tx.execute(sql`update checkouts set response = ${JSON.stringify(held)}::jsonb where id = ${claim.id}`);
      after.run = out.notifyApprovers;
      return held;
    }
    if (out.serviceLines.length)
      await tx.execute(
        sql`delete from service_cart_items where id in (${idList(out.serviceLines.map((s) => s.cartId))})`,
      );
    sold = [...new Set(out.productLines.map((l) => l.productId))];
    const response: CheckoutResponse = {
      success: true,
      message:
        out.orders.length > 1 ? `Your ${out.orders.length} orders have been placed.` : "Your order has been placed.",
      checkout_id: claim.id,
      orders: out.orders,
      total: fromCents(out.totalCents),
      payment: {
        method: out.method,
        status: out.pay.status,
        reference: out.pay.reference,
        terms: out.pay.terms,
        due_date: out.pay.dueDate ?? null,
      },
      ...(out.warning ? { budget_warning: out.warning } : {}),
    };
    await tx.execute(sql`update checkouts set response = ${JSON.stringify(response)}::jsonb where id = ${claim.id}`);
    await hooks.beforeCommit?.();
    return response;
  });
  // after commit: stock and units sold moved, so every cached copy of these products updates
  if (sold.length) await announceChange({ kind: "product", ids: sold });
  await after.run?.(db);
  // the location's other members see its cart emptied (or handed to approval) without reloading
  if (cartKey) await tellCartMembers(cartKey);
  return outcome;
}

/** A saved address by id, or (none given) the location the order is placed for. */
const choiceOf = (addressId: number | undefined): ShipChoice =>
  addressId ? { kind: "address", id: addressId } : { kind: "location" };
