import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import type { Viewer } from "@/features/accounts/server";
import { forbidden, notFound } from "@/lib/errors";
import { fromCents } from "@/lib/money";

type OrderRow = {
  id: number;
  order_number: string;
  user_id: string;
  vendor_id: number;
  vendor_kind: string;
  vendor_name: string | null;
  vendor_slug: string | null;
  status: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  coupon_code: string | null;
  shipping_address: Record<string, string> | null;
  billing_address: Record<string, string> | null;
  notes: string | null;
  po_number: string | null;
  payment_method: string;
  tracking_number: string | null;
  email: string;
  created_at: string;
  items:
    | {
        id: number;
        product_id: number | null;
        variation_id: number | null;
        service_plan_id: number | null;
        name: string;
        sku: string | null;
        unit_price_cents: number;
        quantity: number;
        line_total_cents: number;
        slug: string | null;
      }[]
    | null;
  history: { status: string; note: string | null; created_at: string }[] | null;
};

const ORDER_SQL = sql`select o.id, o.order_number, o.user_id, o.vendor_id, o.vendor_kind,
    case when o.vendor_kind = 'vendor' then v.name else sp.name end as vendor_name,
    case when o.vendor_kind = 'vendor' then v.slug else sp.slug end as vendor_slug,
    o.status, o.subtotal_cents, o.discount_cents, o.shipping_cents, o.total_cents, c.code as coupon_code, o.shipping_address, o.billing_address,
    o.notes, o.po_number, o.payment_method, o.tracking_number, o.email, o.created_at,
    (select json_agg(json_build_object('id', i.id, 'product_id', i.product_id, 'variation_id', i.variation_id, 'service_plan_id', i.service_plan_id,
      'name', i.name, 'sku', i.sku, 'unit_price_cents', i.unit_price_cents, 'quantity', i.quantity, 'line_total_cents', i.line_total_cents,
      'slug', p.slug) order by i.id) from order_items i left join products p on p.id = i.product_id where i.order_id = o.id) as items,
    (select json_agg(json_build_object('status', h.status, 'note', h.note, 'created_at', h.created_at) order by h.id)
      from order_status_history h where h.order_id = o.id) as history
  from orders o left join vendors v on v.id = o.vendor_id left join service_providers sp on sp.id = o.vendor_id
  left join coupons c on c.id = o.coupon_id`;

function toOrder(r: OrderRow) {
  return {
    id: r.id,
    order_number: r.order_number,
    vendor: { id: r.vendor_id, kind: r.vendor_kind, name: r.vendor_name ?? "Vendor", slug: r.vendor_slug },
    status: r.status,
    subtotal: fromCents(r.subtotal_cents),
    discount: fromCents(r.discount_cents),
    shipping: fromCents(r.shipping_cents),
    total: fromCents(r.total_cents),
    coupon_code: r.coupon_code,
    shipping_address: r.shipping_address,
    billing_address: r.billing_address,
    notes: r.notes,
    po_number: r.po_number,
    payment_method: r.payment_method,
    tracking_number: r.tracking_number,
    created_at: new Date(r.created_at).toISOString(),
    items: (r.items ?? []).map((i) => ({
      ...i,
      unit_price: fromCents(i.unit_price_cents),
      line_total: fromCents(i.line_total_cents),
    })),
    history: (r.history ?? []).map((h) => ({ ...h, created_at: new Date(h.created_at).toISOString() })),
  };
}
export type OrderDetail = ReturnType<typeof toOrder>;

/** Another customer's order is 403, an unknown id 404. */
export async function getOrderForViewer(viewer: Viewer, orderId: number): Promise<OrderDetail> {
  const db = await getDb();
  const [row] = await queryRows<OrderRow>(db, sql`${ORDER_SQL} where o.id = ${orderId}`);
  if (!row) throw notFound("This order does not exist.");
  if (row.user_id !== viewer.id) throw forbidden("This order belongs to another customer.");
  return toOrder(row);
}

/** What a guest who knows an order's number and e-mail may see: where it is, nothing of what or where to. */
export type GuestOrderStatus = Pick<OrderDetail, "order_number" | "status" | "tracking_number"> & {
  history: { status: string; created_at: string }[];
};

/**
 * Guest tracking needs both the order number and the email it was placed with, and answers only
 * the status, its history and the tracking number: addresses, phone, items, prices and the PO
 * number stay behind sign-in, since order numbers alone are easy to guess.
 */
export async function trackOrder(orderNumber: string, email: string): Promise<GuestOrderStatus> {
  const db = await getDb();
  const [row] = await queryRows<OrderRow>(
    db,
    sql`${ORDER_SQL} where upper(o.order_number) = upper(${orderNumber.trim()}) and lower(o.email) = lower(${email.trim()})`,
  );
  if (!row) throw notFound("We could not find an order with that number and email.");
  const o = toOrder(row);
  return {
    order_number: o.order_number,
    status: o.status,
    tracking_number: o.tracking_number,
    history: o.history.map((h) => ({ status: h.status, created_at: h.created_at })),
  };
}

export async function ordersByIds(viewer: Viewer, ids: number[]): Promise<OrderDetail[]> {
  const db = await getDb();
  if (!ids.length) return [];
  const rows = await queryRows<OrderRow>(
    db,
    sql`${ORDER_SQL} where o.user_id = ${viewer.id} and o.id in (${sql.join(
      ids.map((i) => sql`${i}::int`),
      sql`, `,
    )}) order by o.id`,
  );
  return rows.map(toOrder);
}

export type OrderSummary = {
  id: number;
  order_number: string;
  vendor_name: string;
  status: string;
  total: number;
  items: number;
  created_at: string;
};

export async function listOrders(userId: string, limit = 50): Promise<OrderSummary[]> {
  const db = await getDb();
  const rows = await queryRows<{
    id: number;
    order_number: string;
    vendor_name: string | null;
    status: string;
    total_cents: number;
    items: number;
    created_at: string;
  }>(
    db,
    sql`
    select o.id, o.order_number, coalesce(v.name, sp.name) as vendor_name, o.status, o.total_cents, o.created_at,
      (select count(*) from order_items i where i.order_id = o.id)::int as items
    from orders o left join vendors v on o.vendor_kind = 'vendor' and v.id = o.vendor_id
    left join service_providers sp on o.vendor_kind <> 'vendor' and sp.id = o.vendor_id
    where o.user_id = ${userId} order by o.id desc limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    order_number: r.order_number,
    vendor_name: r.vendor_name ?? "Vendor",
    status: r.status,
    total: fromCents(r.total_cents),
    items: r.items,
    created_at: new Date(r.created_at).toISOString(),
  }));
}
