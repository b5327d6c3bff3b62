import "server-only";
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  orderItems,
  orderLineCancellations,
  orderNotes,
  orderRefunds,
  orders,
  orderStatusHistory,
  vendors,
} from "@/db/schema";
import { buyerShipments } from "@/features/vendor-portal/server";
import { notFound } from "@/lib/errors";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";
import { listAudit } from "./audit";

export type OrderFilters = { status?: string; vendor?: number; from?: string; to?: string; q?: string; page?: number };

const nextDay = (d: string) => new Date(new Date(`${d}T00:00:00Z`).getTime() + 86_400_000);

/** Every order across vendors, newest first; the search matches the order number or the buyer's email. */
export async function listOrders(f: OrderFilters) {
  const db = await getDb();
  const where: (SQL | undefined)[] = [
    f.status ? eq(orders.status, f.status) : undefined,
    f.vendor ? eq(orders.vendorId, f.vendor) : undefined,
    f.from ? gte(orders.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(orders.createdAt, nextDay(f.to)) : undefined,
    f.q ? or(ilike(orders.orderNumber, `%${f.q}%`), ilike(orders.email, `%${f.q}%`)) : undefined,
  ];
  const cond = and(...where);
  const [rows, [tot]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        email: orders.email,
        userId: orders.userId,
        vendor: vendors.name,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .leftJoin(vendors, eq(vendors.id, orders.vendorId))
      .where(cond)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(f.page)),
    db.select({ n: count() }).from(orders).where(cond),
  ]);
  return { data: rows, total: tot?.n ?? 0 };
}

/**
 * One order as the operator handles it: lines (with any the vendor cancelled), ship-to and bill-to,
 * parcels with their lots, the status history (oldest step first), refunds, internal notes, and the
 * operator's actions on it from the audit log.
 */
export async function getOrder(id: number) {
  const db = await getDb();
  const [o] = await db
    .select({ order: orders, vendor: vendors.name })
    .from(orders)
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!o) throw notFound(`No order ${id}.`);
  const [items, timeline, parcels, refunds, notes, audit] = await Promise.all([
    db
      .select({
        item: orderItems,
        cancelled: orderLineCancellations.quantity,
        cancelReason: orderLineCancellations.reason,
      })
      .from(orderItems)
      .leftJoin(orderLineCancellations, eq(orderLineCancellations.orderItemId, orderItems.id))
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    buyerShipments(id),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(asc(orderRefunds.id)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, id)).orderBy(desc(orderNotes.id)),
    listAudit({ targetType: "order", target: String(id) }),
  ]);
  return {
    ...o.order,
    vendor: o.vendor,
    items: items.map((r) => ({ ...r.item, cancelled: r.cancelled ?? 0, cancelReason: r.cancelReason })),
    timeline,
    shipments: parcels,
    refunds,
    refundedCents: refunds.reduce((s, r) => s + r.amountCents, 0),
    notes,
    audit: audit.data,
  };
}

/** Vendors that have orders, for the filter's choices. */
export async function orderVendors() {
  const db = await getDb();
  return db
    .selectDistinct({ id: vendors.id, name: vendors.name })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .orderBy(vendors.name);
}
