import "server-only";
import { randomInt } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Tx } from "@/db/client";
import {
  couponRedemptions,
  coupons,
  customizationLogos,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  productVariations,
} from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import type { ProductLine } from "@/features/cart/server";
import { enqueueNewOrderWebhooks } from "@/features/webhooks/server";
import { AppError } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import { orderGroup, orderNumberFor } from "../rules";
import type { VendorOrderDraft } from "./pricing";

// The door's writes: only door.ts calls them (a test keeps it so), so no path writes an order around the rules.

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
  tax: number;
  total: number;
};

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
  // one statement per table over a values list; the columns come from the schema, never spelled here
  const set = (col: AnyPgColumn) => sql.identifier(col.name);
  if (plain.length) {
    await tx.execute(sql`update ${products} set ${set(products.quantity)} = ${products.quantity} - d.q,
        ${set(products.unitSold)} = ${products.unitSold} + d.q
      from (values ${values(plain, (l) => l.productId)}) as d(id, q) where ${products.id} = d.id`);
  }
  if (vars.length) {
    await tx.execute(sql`update ${productVariations} set ${set(productVariations.quantity)} = ${productVariations.quantity} - d.q
      from (values ${values(vars, (l) => l.variationId!)}) as d(id, q) where ${productVariations.id} = d.id`);
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
    /** the door's clock: the order number carries its day */
    now: Date;
  },
): Promise<PlacedOrder[]> {
  const { now } = ctx;
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
    taxState: d.tax.state,
    taxRateBps: d.tax.rateBps,
    taxCents: d.tax.taxCents,
    taxExemption: d.tax.exemption ?? null,
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
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(
        inArray(
          coupons.id,
          redemptions.map((r) => r.couponId),
        ),
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
    tax: fromCents(d.tax.taxCents),
    total: fromCents(d.totalCents),
  }));
}
