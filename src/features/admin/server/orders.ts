import "server-only";
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderItems, orders, orderStatusHistory, vendors } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";

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

/** One order with its lines and its status history (the timeline), oldest step first. */
export async function getOrder(id: number) {
  const db = await getDb();
  const [o] = await db
    .select({ order: orders, vendor: vendors.name })
    .from(orders)
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!o) throw notFound(`No order ${id}.`);
  const [items, timeline] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
  ]);
  return { ...o.order, vendor: o.vendor, items, timeline };
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
