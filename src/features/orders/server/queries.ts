import "server-only";
import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/db/client";
import { coupons, orderItems, orderStatusHistory, orders, products, serviceProviders, vendors } from "@/db/schema";
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

const o = orders;
const i = orderItems;
const h = orderStatusHistory;
// every name goes through the schema, so renaming a column fails the typecheck
const ORDER_SQL = sql`select ${o.id} as id, ${o.orderNumber} as order_number, ${o.userId} as user_id,
    ${o.vendorId} as vendor_id, ${o.vendorKind} as vendor_kind,
    case when ${o.vendorKind} = 'vendor' then ${vendors.name} else ${serviceProviders.name} end as vendor_name,
    case when ${o.vendorKind} = 'vendor' then ${vendors.slug} else ${serviceProviders.slug} end as vendor_slug,
    ${o.status} as status, ${o.subtotalCents} as subtotal_cents, ${o.discountCents} as discount_cents,
    ${o.shippingCents} as shipping_cents, ${o.totalCents} as total_cents, ${coupons.code} as coupon_code,
    ${o.shippingAddress} as shipping_address, ${o.billingAddress} as billing_address, ${o.notes} as notes,
    ${o.poNumber} as po_number, ${o.paymentMethod} as payment_method, ${o.trackingNumber} as tracking_number,
    ${o.email} as email, ${o.createdAt} as created_at,
    (select json_agg(json_build_object('id', ${i.id}, 'product_id', ${i.productId}, 'variation_id', ${i.variationId},
      'service_plan_id', ${i.servicePlanId}, 'name', ${i.name}, 'sku', ${i.sku}, 'unit_price_cents', ${i.unitPriceCents},
      'quantity', ${i.quantity}, 'line_total_cents', ${i.lineTotalCents}, 'slug', ${products.slug}) order by ${i.id})
      from ${i} left join ${products} on ${products.id} = ${i.productId} where ${i.orderId} = ${o.id}) as items,
    (select json_agg(json_build_object('status', ${h.status}, 'note', ${h.note}, 'created_at', ${h.createdAt}) order by ${h.id})
      from ${h} where ${h.orderId} = ${o.id}) as history
  from ${o} left join ${vendors} on ${vendors.id} = ${o.vendorId}
  left join ${serviceProviders} on ${serviceProviders.id} = ${o.vendorId}
  left join ${coupons} on ${coupons.id} = ${o.couponId}`;

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
  const [row] = await queryRows<OrderRow>(db, sql`${ORDER_SQL} where ${o.id} = ${orderId}`);
  if (!row) throw notFound("This order does not exist.");
  if (row.user_id !== viewer.id) throw forbidden("This order belongs to another customer.");
  return toOrder(row);
}

/** What a guest who knows an order's number and e-mail may see: where it is, nothing of what or where to. */
// the id only lets a signed-in owner open the full order; the details page checks ownership itself
export type GuestOrderStatus = Pick<OrderDetail, "id" | "order_number" | "status" | "tracking_number"> & {
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
    sql`${ORDER_SQL} where upper(${o.orderNumber}) = upper(${orderNumber.trim()}) and lower(${o.email}) = lower(${email.trim()})`,
  );
  if (!row) throw notFound("We could not find an order with that number and email.");
  const order = toOrder(row);
  return {
    id: order.id,
    order_number: order.order_number,
    status: order.status,
    tracking_number: order.tracking_number,
    history: order.history.map((h) => ({ status: h.status, created_at: h.created_at })),
  };
}

export async function ordersByIds(viewer: Viewer, ids: number[]): Promise<OrderDetail[]> {
  const db = await getDb();
  if (!ids.length) return [];
  const rows = await queryRows<OrderRow>(
    db,
    sql`${ORDER_SQL} where ${o.userId} = ${viewer.id} and ${o.id} in (${sql.join(
      ids.map((i) => sql`${i}::int`),
      sql`, `,
    )}) order by ${o.id}`,
  );
  return rows.map(toOrder);
}
