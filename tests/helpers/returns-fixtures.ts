import { count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  controlledRecord,
  mailOutbox,
  notifications,
  orderRefunds,
  orderReturnLines,
  orderReturns,
  orderStatusHistory,
  orders,
  products,
  orderItems,
} from "@/db/schema";
import { placeTestOrder } from "./vendor-fixtures";

/**
 * A delivered order of the demo buyer (placed as checkout writes it, then marked delivered `daysAgo`
 * days ago), with the coupon discount, tax and payment method a test asks for.
 */
export async function deliveredOrder(
  db: Db,
  vendorId: number,
  opts: { qty?: number[]; daysAgo?: number; discountCents?: number; taxCents?: number; payment?: string } = {},
) {
  const o = await placeTestOrder(db, vendorId, opts.qty ?? [3, 1]);
  const [row] = await db.select().from(orders).where(eq(orders.id, o.id));
  const discount = opts.discountCents ?? 0;
  const tax = opts.taxCents ?? 0;
  await db
    .update(orders)
    .set({
      status: "delivered",
      discountCents: discount,
      taxCents: tax,
      taxState: tax ? "MO" : null,
      taxRateBps: tax ? 423 : 0,
      totalCents: row!.subtotalCents - discount + tax,
      paymentMethod: opts.payment ?? "invoice",
    })
    .where(eq(orders.id, o.id));
  const at = new Date(Date.now() - (opts.daysAgo ?? 2) * 86_400_000);
  await db.insert(orderStatusHistory).values({ orderId: o.id, status: "delivered", createdAt: at });
  return o;
}

/** A line's product made Schedule II, with the controlled record's "placed" row checkout would have written. */
export async function makeScheduleII(db: Db, orderId: number, lineId: number) {
  const [line] = await db.select().from(orderItems).where(eq(orderItems.id, lineId));
  await db.update(products).set({ regulatoryClass: "CII" }).where(eq(products.id, line!.productId!));
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  await db.insert(controlledRecord).values({
    event: "placed",
    orderId,
    orderItemId: lineId,
    vendorId: o!.vendorId,
    userId: o!.userId,
    clinic: "Riverbend Animal Hospital",
    location: "Main",
    deaNumber: "AB1234563",
    productId: line!.productId!,
    productName: line!.name,
    code: line!.sku ?? "",
    schedule: "CII",
    quantity: line!.quantity,
    orderForm: "222-PLACED-1",
  });
}

/** Everything a return can write, counted: a refused request must leave all of it as it was. */
export async function returnWrites(db: Db) {
  type Counted =
    | typeof orderReturns
    | typeof orderReturnLines
    | typeof orderRefunds
    | typeof notifications
    | typeof mailOutbox
    | typeof controlledRecord;
  const c = async (table: Counted) => Number((await db.select({ n: count() }).from(table))[0]!.n);
  const statuses = await db
    .select({ s: sql<string>`string_agg(${orderReturns.status}, ',' order by ${orderReturns.id})` })
    .from(orderReturns);
  return {
    returns: await c(orderReturns),
    lines: await c(orderReturnLines),
    refunds: await c(orderRefunds),
    notifications: await c(notifications),
    mail: await c(mailOutbox),
    controlled: await c(controlledRecord),
    statuses: statuses[0]?.s ?? null,
  };
}
