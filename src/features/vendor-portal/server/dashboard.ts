import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { LOW_STOCK_FLOOR } from "../dashboard-rules";
import type { VendorContext } from "./access";

const TOP_LIMIT = 8;
const LOW_LIMIT = 10;

export type DashboardExtras = {
  top_products: { product_id: number | null; name: string; sku: string; units: number; gross: number }[];
  low_stock: { id: number; name: string; sku: string; quantity: number; limit: number }[];
  open_requests: { price: number; sample: number };
};

/**
 * The dashboard's panels beside sales: best sellers by units over the last 30 days (cancelled orders and
 * cancelled quantities left out), listings with low stock (the SQL mirrors `isLowStock`), and requests
 * still waiting for an answer. Service providers sell plans, not stock: they get empty panels.
 */
export async function dashboardExtras(ctx: VendorContext, now = new Date()): Promise<DashboardExtras> {
  const vendorId = ctx.vendorId;
  if (vendorId === null) return { top_products: [], low_stock: [], open_requests: { price: 0, sample: 0 } };
  const db = await getDb();
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const [top, low, open] = await Promise.all([
    queryRows<{ product_id: number | null; name: string; sku: string; units: number; gross: number }>(
      db,
      sql`
      select i.product_id, min(i.name) as name, min(i.sku) as sku,
        sum(i.quantity - coalesce(c.cancelled, 0))::int as units,
        sum((i.quantity - coalesce(c.cancelled, 0)) * i.unit_price_cents)::bigint as gross
      from order_items i join orders o on o.id = i.order_id
      left join (select order_item_id, sum(quantity) as cancelled from order_line_cancellations group by order_item_id) c
        on c.order_item_id = i.id
      where o.vendor_id = ${vendorId} and o.vendor_kind = 'vendor' and o.status <> 'cancelled'
        and o.created_at >= ${since}::timestamptz
      group by i.product_id having sum(i.quantity - coalesce(c.cancelled, 0)) > 0
      order by units desc, gross desc limit ${TOP_LIMIT}`,
    ),
    queryRows<{ id: number; name: string; sku: string; quantity: number; limit: number }>(
      db,
      sql`
      select id, name, sku, quantity, greatest(${LOW_STOCK_FLOOR}, coalesce(max_quantity_threshold, 0))::int as "limit"
      from products
      where vendor_id = ${vendorId} and status not in ('draft', 'unpublished')
        and quantity < greatest(${LOW_STOCK_FLOOR}, coalesce(max_quantity_threshold, 0))
      order by quantity, name limit ${LOW_LIMIT}`,
    ),
    queryRows<{ price: number; sample: number }>(
      db,
      sql`
      select (select count(*) from price_requests where vendor_id = ${vendorId} and status = 'open')::int as price,
        (select count(*) from sample_requests where vendor_id = ${vendorId} and status in ('pending', 'approved'))::int
          as sample`,
    ),
  ]);
  return {
    top_products: top.map((r) => ({ ...r, units: Number(r.units), gross: Number(r.gross) / 100 })),
    low_stock: low.map((r) => ({ ...r, quantity: Number(r.quantity), limit: Number(r.limit) })),
    open_requests: { price: Number(open[0]?.price ?? 0), sample: Number(open[0]?.sample ?? 0) },
  };
}
