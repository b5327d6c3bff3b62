import "server-only";
import { and, count, desc, eq, gte, inArray, lt, ne, notInArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orderItems, orderLineCancellations, orders, priceRequests, products, sampleRequests } from "@/db/schema";
import { LOW_STOCK_FLOOR } from "../dashboard-rules";
import type { VendorContext } from "./access";

const TOP_LIMIT = 8;
const LOW_LIMIT = 10;
const DAY_MS = 86_400_000;

/**
 * Best sellers by units over the last 30 days, one row per variation (a 12-pack and a 36-pack are
 * different things to restock); cancelled orders and cancelled quantities are not sales.
 */
async function topProducts(vendorId: number, now: Date) {
  const db = await getDb();
  const i = orderItems;
  const o = orders;
  const c = orderLineCancellations; // at most one cancellation per line
  const sold = sql`${i.quantity} - coalesce(${c.quantity}, 0)`;
  const units = sql<number>`sum(${sold})::int`;
  const grossCents = sql<string>`sum((${sold}) * ${i.unitPriceCents})`;
  const rows = await db
    .select({
      productId: i.productId,
      variationId: i.variationId,
      name: sql<string>`min(${i.name})`,
      sku: sql<string>`min(${i.sku})`,
      units,
      grossCents,
    })
    .from(i)
    .innerJoin(o, eq(o.id, i.orderId))
    .leftJoin(c, eq(c.orderItemId, i.id))
    .where(
      and(
        eq(o.vendorId, vendorId),
        eq(o.vendorKind, "vendor"),
        ne(o.status, "cancelled"),
        gte(o.createdAt, new Date(now.getTime() - 30 * DAY_MS)),
      ),
    )
    .groupBy(i.productId, i.variationId)
    .having(sql`sum(${sold}) > 0`)
    .orderBy(desc(units), desc(grossCents))
    .limit(TOP_LIMIT);
  return rows.map((r) => ({
    product_id: r.productId,
    variation_id: r.variationId,
    name: r.name,
    sku: r.sku,
    units: Number(r.units),
    gross: Number(r.grossCents) / 100,
  }));
}

/** Listings below their threshold or below the floor, fewest first (the SQL mirrors `isLowStock`). */
async function lowStock(vendorId: number) {
  const db = await getDb();
  const p = products;
  const limit = sql<number>`greatest(${sql.raw(String(LOW_STOCK_FLOOR))}, coalesce(${p.maxQuantityThreshold}, 0))::int`;
  const rows = await db
    .select({ id: p.id, name: p.name, sku: p.sku, quantity: p.quantity, limit })
    .from(p)
    .where(and(eq(p.vendorId, vendorId), notInArray(p.status, ["draft", "unpublished"]), lt(p.quantity, limit)))
    .orderBy(p.quantity, p.name)
    .limit(LOW_LIMIT);
  return rows.map((r) => ({ ...r, limit: Number(r.limit) }));
}

/** Requests still waiting on the vendor: open price requests, samples not yet decided or sent. */
async function openRequests(vendorId: number) {
  const db = await getDb();
  const [[price], [sample]] = await Promise.all([
    db
      .select({ n: count() })
      .from(priceRequests)
      .where(and(eq(priceRequests.vendorId, vendorId), eq(priceRequests.status, "open"))),
    db
      .select({ n: count() })
      .from(sampleRequests)
      .where(and(eq(sampleRequests.vendorId, vendorId), inArray(sampleRequests.status, ["pending", "approved"]))),
  ]);
  return { price: price?.n ?? 0, sample: sample?.n ?? 0 };
}

/** The dashboard's panels beside sales. Service providers sell plans, not stock: they get empty panels. */
export async function dashboardExtras(ctx: VendorContext, now = new Date()) {
  const vendorId = ctx.vendorId;
  if (vendorId === null) return { top_products: [], low_stock: [], open_requests: { price: 0, sample: 0 } };
  const [top_products, low_stock, open_requests] = await Promise.all([
    topProducts(vendorId, now),
    lowStock(vendorId),
    openRequests(vendorId),
  ]);
  return { top_products, low_stock, open_requests };
}
export type DashboardExtras = Awaited<ReturnType<typeof dashboardExtras>>;
