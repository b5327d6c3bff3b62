import "server-only";
import { randomInt } from "node:crypto";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  addresses,
  checkouts,
  couponRedemptions,
  customizationLogos,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  productVariations,
} from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import {
  cartKeyFor,
  tellCartMembers,
  type CartKey,
  loadProductLines,
  loadServiceLines,
  type ProductLine,
  type ServiceLine,
} from "@/features/cart/server";
import { orderStatusMessage } from "@/features/orders";
import { notify } from "@/features/notifications/server";
import { gateCheckout, recordClinicOrders } from "@/features/clinic/server";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { announceChange } from "@/lib/change-bus";
import { dollarsToCents, formatUsd, fromCents } from "@/lib/money";
import { sendMail } from "@/features/mail/server";
import { enqueueNewOrderWebhooks } from "@/features/vendor-portal/server";
import { orderGroup, orderNumberFor } from "../rules";
import { assertLinesMayShip, recordControlled } from "@/features/compliance/server";
import type { PlaceOrderBody } from "../schemas";
import { paymentProvider } from "./payment";
import { lockCoupons, priceVendorOrders, type VendorOrderDraft } from "./pricing";

export type PlacedOrder = {
  id: number;
  order_number: string;
  vendor_id: number;
  vendor_name: string;
  vendor_kind: string;
  items: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
};
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

const ids = (xs: number[]): SQL =>
  sql.join(
    xs.map((x) => sql`${x}::int`),
    sql`, `,
  );

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
  if (viewer.isSalesRep) throw new AppError("FORBIDDEN", "Sales reps cannot place orders.");
  if ((viewer.role ?? "customer") !== "customer")
    throw new AppError("FORBIDDEN", "Only buyer accounts can buy; vendor accounts sell through the vendor portal.");
  const provider = paymentProvider(body.payment_method);
  if (!provider) throw badRequest("This payment method is not available.");

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

    // One connection per transaction: statements run one after another. The cart is the active
    // location's (the gate below judges the same location); a requester's checkout is held there.
    const cart = (cartKey = await cartKeyFor(tx, viewer));
    const products = await loadProductLines(tx, cart, now, { lock: true });
    const services = await loadServiceLines(tx, cart, { lock: true });
    // snake_case keys: the address is stored on the order as the API shows it
    const addressRows = await tx
      .select({
        id: addresses.id,
        user_id: addresses.userId,
        label: addresses.label,
        full_name: addresses.fullName,
        line1: addresses.line1,
        line2: addresses.line2,
        city: addresses.city,
        state: addresses.state,
        zip: addresses.zip,
        country: addresses.country,
        phone: addresses.phone,
      })
      .from(addresses)
      .where(inArray(addresses.id, [body.shipping_address_id, body.billing_address_id]));
    const address = (id: number) => {
      const a = addressRows.find((r) => r.id === id);
      if (!a || a.user_id !== viewer.id) throw notFound("Please choose one of your addresses.");
      const { user_id: _owner, ...rest } = a;
      void _owner;
      return rest;
    };
    const shipping = address(body.shipping_address_id);
    const billing = address(body.billing_address_id);

    const wanted = body.vendor_ids ? new Set(body.vendor_ids) : null;
    const productLines = products.filter((l) => l.checked && (!wanted || wanted.has(l.vendorId)));
    const serviceLines = services.filter((s) => s.checked);
    if (!productLines.length && !serviceLines.length)
      throw new AppError("UNPROCESSABLE", "Your cart has no checked items to order.");

    const controlledAt = await assertLinesMayShip(
      tx,
      viewer,
      productLines.map((l) => l.productId),
      String(shipping.state ?? ""),
      { number: body.order_form_number, issuedOn: body.order_form_date },
      now,
    );
    await lockAndRefreshStock(tx, productLines);
    const couponRows = await lockCoupons(tx, viewer.id, body.coupons);
    const drafts = priceVendorOrders({ viewer, productLines, serviceLines, coupons: body.coupons, couponRows, now });

    // Clinic approval: a held order stops here, before any vendor order or stock change exists.
    const gate = await gateCheckout(
      tx,
      viewer,
      {
        totalCents: drafts.reduce((n, d) => n + d.totalCents, 0),
        lines: productLines,
        input: { ...body, shipping, billing },
      },
      now,
    );
    if (gate.kind === "hold") {
      if (serviceLines.length)
        throw new AppError(
          "UNPROCESSABLE",
          "An order that needs approval can hold products only: check service plans out on their own.",
        );
      await tx.execute(sql`delete from cart_items where id in (${ids(productLines.map((l) => l.cartId))})`);
      const held: HeldResponse = {
        success: true,
        status: "pending_approval",
        approval_id: gate.approvalId,
        message: "Your order needs approval: it has been sent to your clinic's approvers.",
        reasons: gate.reasons,
      };
      await tx.execute(sql`update checkouts set response = ${JSON.stringify(held)}::jsonb where id = ${claim.id}`);
      after.run = gate.notifyApprovers;
      return held;
    }

    const result = await writeOrders(tx, viewer, claim.id, drafts, { shipping, billing, body });
    await decrementStock(tx, productLines);
    if (controlledAt)
      await recordControlled(tx, {
        event: "placed",
        orderIds: result.map((o) => o.id),
        location: controlledAt,
        orderForm: body.order_form_number || null,
      });
    sold = [...new Set(productLines.map((l) => l.productId))];
    if (gate.ctx)
      await recordClinicOrders(
        tx,
        gate.ctx,
        result.map((o, i) => ({ id: o.id, totalCents: drafts[i]!.totalCents })),
      );
    await hooks.afterOrdersWritten?.();

    const totalCents = drafts.reduce((n, d) => n + d.totalCents, 0);
    // Payment is the one step that must answer before commit: an order is never acknowledged unpaid.
    // The invoice provider does no I/O, so it runs here; a card provider must not hold these stock
    // and coupon locks over a network call: it belongs between a reserving transaction (orders
    // pending payment) and a confirming one, with the checkout id as its idempotency key and a void
    // job when confirmation fails. Notifications and mail below are jobs delivered after commit.
    const pay = await provider.authorize({
      amountCents: totalCents,
      orderNumbers: result.map((o) => o.order_number),
      buyerId: viewer.id,
      now,
    });
    if (!pay.ok) throw new AppError("UNPROCESSABLE", pay.message);

    if (productLines.length)
      await tx.execute(sql`delete from cart_items where id in (${ids(productLines.map((l) => l.cartId))})`);
    if (serviceLines.length)
      await tx.execute(sql`delete from service_cart_items where id in (${ids(serviceLines.map((s) => s.cartId))})`);
    for (const o of result) {
      await notify(tx, {
        userId: viewer.id,
        type: "order",
        orderId: o.id,
        body: orderStatusMessage(o.order_number, "placed"),
        message: "placed",
        clickableLink: `/user/order-details/${o.id}`,
      });
    }

    // The confirmation and its delivery job sit in the same transaction, so they exist exactly when
    // the orders do; the worker sends it after commit.
    await sendMail(tx, {
      to: viewer.email,
      subject: `Your DVM Market order${result.length > 1 ? "s" : ""} ${result.map((o) => o.order_number).join(", ")}`,
      body: [
        `Thank you for your order, ${viewer.firstName}.`,
        "",
        ...result.map((o) => `${o.order_number} — ${o.vendor_name}: ${formatUsd(dollarsToCents(o.total))}`),
        "",
        `Total ${formatUsd(totalCents)}, invoice net 30${pay.dueDate ? ` (due ${pay.dueDate})` : ""}.`,
      ].join("\n"),
    });

    const response: CheckoutResponse = {
      success: true,
      message: result.length > 1 ? `Your ${result.length} orders have been placed.` : "Your order has been placed.",
      checkout_id: claim.id,
      orders: result,
      total: fromCents(totalCents),
      payment: {
        method: provider.method,
        status: pay.status,
        reference: pay.reference,
        terms: "Net 30",
        due_date: pay.dueDate ?? null,
      },
      ...(gate.warning ? { budget_warning: gate.warning } : {}),
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

/** Locks stock rows in id order (no deadlocks between checkouts) and takes the locked quantities as the truth. */
export async function lockAndRefreshStock(tx: Tx, lines: ProductLine[]): Promise<void> {
  const plain = [...new Set(lines.filter((l) => !l.variationId).map((l) => l.productId))].sort((a, b) => a - b);
  const vars = [...new Set(lines.filter((l) => l.variationId).map((l) => l.variationId!))].sort((a, b) => a - b);
  const p = plain.length
    ? await tx
        .select({ id: products.id, quantity: products.quantity })
        .from(products)
        .where(inArray(products.id, plain))
        .orderBy(products.id)
        .for("update")
    : [];
  const v = vars.length
    ? await tx
        .select({ id: productVariations.id, quantity: productVariations.quantity })
        .from(productVariations)
        .where(inArray(productVariations.id, vars))
        .orderBy(productVariations.id)
        .for("update")
    : [];
  const pq = new Map(p.map((r) => [r.id, r.quantity]));
  const vq = new Map(v.map((r) => [r.id, r.quantity]));
  for (const l of lines) l.stock = (l.variationId ? vq.get(l.variationId) : pq.get(l.productId)) ?? 0;
}

export async function decrementStock(tx: Tx, lines: ProductLine[]): Promise<void> {
  const plain = lines.filter((l) => !l.variationId);
  const vars = lines.filter((l) => l.variationId);
  const values = (ls: ProductLine[], key: (l: ProductLine) => number) =>
    sql.join(
      ls.map((l) => sql`(${key(l)}::int, ${l.quantity}::int)`),
      sql`, `,
    );
  if (plain.length) {
    await tx.execute(sql`update products p set quantity = p.quantity - d.q, unit_sold = p.unit_sold + d.q
      from (values ${values(plain, (l) => l.productId)}) as d(id, q) where p.id = d.id`);
  }
  if (vars.length) {
    await tx.execute(sql`update product_variations x set quantity = x.quantity - d.q
      from (values ${values(vars, (l) => l.variationId!)}) as d(id, q) where x.id = d.id`);
  }
}

export async function writeOrders(
  tx: Tx,
  viewer: Viewer,
  checkoutId: number,
  drafts: VendorOrderDraft[],
  ctx: {
    shipping: Record<string, unknown>;
    billing: Record<string, unknown>;
    body: { notes?: string; po_number?: string; payment_method: string };
  },
): Promise<PlacedOrder[]> {
  const now = new Date();
  const row = (d: VendorOrderDraft, orderNumber: string) => ({
    orderNumber,
    checkoutId,
    userId: viewer.id,
    vendorId: d.vendorId,
    vendorKind: d.kind,
    status: "placed",
    subtotalCents: d.subtotalCents,
    discountCents: d.discountCents,
    shippingCents: d.shippingCents,
    totalCents: d.totalCents,
    couponId: d.couponId,
    shippingAddress: ctx.shipping,
    billingAddress: ctx.billing,
    notes: ctx.body.notes || null,
    poNumber: ctx.body.po_number || null,
    paymentMethod: ctx.body.payment_method,
    email: viewer.email,
  });
  // random numbers can collide (about once in 10^15): a taken number is skipped by the unique index,
  // not raised, and that order is tried again with a fresh group in the same transaction
  const inserted: { id: number; orderNumber: string }[] = [];
  let pending = drafts.map((d, i) => ({ d, i }));
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt >= 5) throw new AppError("CONFLICT", "Could not number the order. Please try again.");
    const group = orderGroup(randomInt);
    const numbered = pending.map((p) => ({ ...p, orderNumber: orderNumberFor(now, group, p.i) }));
    const rows = await tx
      .insert(orders)
      .values(numbered.map((p) => row(p.d, p.orderNumber)))
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    const got = new Map(rows.map((r) => [r.orderNumber, r]));
    for (const p of numbered) if (got.has(p.orderNumber)) inserted[p.i] = got.get(p.orderNumber)!;
    pending = numbered.filter((p) => !got.has(p.orderNumber));
  }
  const items = drafts.flatMap((d, i) => d.items.map((it) => ({ ...it, orderId: inserted[i]!.id })));
  await tx.insert(orderItems).values(items);
  // the buyer's saved print logo travels with the line to the vendor (one logo per buyer and product);
  // FOR SHARE holds a re-upload until this checkout commits, so the replaced file's release job then
  // sees this order naming it (a file an order names is never deleted)
  const productIds = [...new Set(items.map((it) => it.productId).filter((id): id is number => typeof id === "number"))];
  if (productIds.length) {
    const logos = await tx
      .select({ productId: customizationLogos.productId, fileName: customizationLogos.fileName })
      .from(customizationLogos)
      .where(and(eq(customizationLogos.userId, viewer.id), inArray(customizationLogos.productId, productIds)))
      .orderBy(customizationLogos.productId)
      .for("share");
    const orderIds = inserted.map((o) => o.id);
    for (const l of logos)
      await tx
        .update(orderItems)
        .set({ logoFile: l.fileName })
        .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.productId, l.productId)));
  }
  await tx
    .insert(orderStatusHistory)
    .values(inserted.map((o) => ({ orderId: o.id, status: "placed", note: "Order placed" })));
  const redemptions = drafts.flatMap((d, i) =>
    d.couponId ? [{ couponId: d.couponId, userId: viewer.id, orderId: inserted[i]!.id }] : [],
  );
  if (redemptions.length) {
    await tx.insert(couponRedemptions).values(redemptions);
    await tx.execute(
      sql`update coupons set used_count = used_count + 1 where id in (${ids(redemptions.map((r) => r.couponId))})`,
    );
  }
  // the vendors' new-order webhooks are jobs of this transaction: they fire exactly when the orders exist
  await enqueueNewOrderWebhooks(
    tx,
    drafts.flatMap((d, i) => (d.kind === "vendor" ? [{ id: inserted[i]!.id, vendorId: d.vendorId }] : [])),
  );
  return drafts.map((d, i) => ({
    id: inserted[i]!.id,
    order_number: inserted[i]!.orderNumber,
    vendor_id: d.vendorId,
    vendor_name: d.vendorName,
    vendor_kind: d.kind,
    items: d.items.length,
    subtotal: fromCents(d.subtotalCents),
    discount: fromCents(d.discountCents),
    shipping: fromCents(d.shippingCents),
    total: fromCents(d.totalCents),
  }));
}

export type { ServiceLine };
