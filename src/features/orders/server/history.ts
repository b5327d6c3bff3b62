import "server-only";
import { and, count, desc, eq, exists, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderItems, orders, serviceProviders, vendors } from "@/db/schema";
import { fromCents } from "@/lib/money";
import type { OrderListQuery } from "../list-params";
import { shownStatus } from "../rules";
import { unitsShipped } from "./queries";

export type OrderSummary = {
  id: number;
  order_number: string;
  vendor_name: string;
  status: string;
  shown_status: string;
  tax: number;
  total: number;
  items: number;
  po_number: string | null;
  created_at: string;
};

export type OrderPage = { orders: OrderSummary[]; page: number; per_page: number; total: number };

/** The largest CSV export: every order a buyer placed in years fits, a runaway query does not. */
export const EXPORT_LIMIT = 10_000;

const vendorName = sql<string | null>`coalesce(${vendors.name}, ${serviceProviders.name})`;

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(userId: string, q: OrderListQuery): SQL {
  const conds: (SQL | undefined)[] = [eq(orders.userId, userId)];
  if (q.status) conds.push(eq(orders.status, q.status));
  if (q.vendor) conds.push(and(eq(orders.vendorKind, q.vendor.kind), eq(orders.vendorId, q.vendor.id)));
  // dates are the buyer's calendar days in UTC, the zone order numbers and invoices use
  if (q.from) conds.push(gte(orders.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) conds.push(lt(orders.createdAt, new Date(`${nextDay(q.to)}T00:00:00Z`)));
  if (q.q) {
    const pattern = like(q.q);
    conds.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(orders.poNumber, pattern),
        ilike(vendors.name, pattern),
        ilike(serviceProviders.name, pattern),
        exists(
          sql`(select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and (${ilike(orderItems.name, pattern)} or ${ilike(orderItems.sku, pattern)}))`,
        ),
      ),
    );
  }
  return and(...conds)!;
}

const vendorJoin = and(eq(orders.vendorKind, "vendor"), eq(vendors.id, orders.vendorId));
const providerJoin = and(sql`${orders.vendorKind} <> 'vendor'`, eq(serviceProviders.id, orders.vendorId));

const SUMMARY = {
  id: orders.id,
  order_number: orders.orderNumber,
  vendor_name: vendorName,
  status: orders.status,
  units_shipped: unitsShipped(orders.id),
  tax_cents: orders.taxCents,
  total_cents: orders.totalCents,
  po_number: orders.poNumber,
  created_at: orders.createdAt,
  items: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id})::int`,
};
type SummaryRow = {
  id: number;
  order_number: string;
  vendor_name: string | null;
  status: string;
  units_shipped: number;
  tax_cents: number;
  total_cents: number;
  po_number: string | null;
  created_at: Date | string;
  items: number;
};

const toSummary = (r: SummaryRow): OrderSummary => ({
  id: r.id,
  order_number: r.order_number,
  vendor_name: r.vendor_name ?? "Vendor",
  status: r.status,
  shown_status: shownStatus(r.status, Number(r.units_shipped)),
  tax: fromCents(r.tax_cents),
  total: fromCents(r.total_cents),
  items: Number(r.items),
  po_number: r.po_number,
  created_at: new Date(r.created_at).toISOString(),
});

/** One page of the buyer's orders, newest first, with the total the filters match. */
export async function listOrderPage(userId: string, q: OrderListQuery): Promise<OrderPage> {
  const db = await getDb();
  const filter = where(userId, q);
  const [rows, [counted]] = await Promise.all([
    db
      .select(SUMMARY)
      .from(orders)
      .leftJoin(vendors, vendorJoin)
      .leftJoin(serviceProviders, providerJoin)
      .where(filter)
      .orderBy(desc(orders.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db
      .select({ n: count() })
      .from(orders)
      .leftJoin(vendors, vendorJoin)
      .leftJoin(serviceProviders, providerJoin)
      .where(filter),
  ]);
  return { orders: rows.map(toSummary), page: q.page, per_page: q.perPage, total: Number(counted?.n ?? 0) };
}

/** Every order the filters match (up to EXPORT_LIMIT), for the CSV export. */
export async function listOrdersForExport(userId: string, q: OrderListQuery): Promise<OrderSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(SUMMARY)
    .from(orders)
    .leftJoin(vendors, vendorJoin)
    .leftJoin(serviceProviders, providerJoin)
    .where(where(userId, q))
    .orderBy(desc(orders.id))
    .limit(EXPORT_LIMIT);
  return rows.map(toSummary);
}

/** The sellers a buyer has ordered from, for the vendor filter. */
export async function orderedVendors(userId: string): Promise<{ value: string; name: string }[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ kind: orders.vendorKind, id: orders.vendorId, name: vendorName })
    .from(orders)
    .leftJoin(vendors, vendorJoin)
    .leftJoin(serviceProviders, providerJoin)
    .where(eq(orders.userId, userId))
    .orderBy(vendorName);
  return rows.map((r) => ({ value: `${r.kind}:${r.id}`, name: r.name ?? "Vendor" }));
}
