import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { jsonList, jsonObject } from "@/db/json";
import {
  coupons,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  serviceProviders,
  shipmentLines,
  shipments,
  vendors,
} from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { forbidden, notFound } from "@/lib/errors";
import { fromCents } from "@/lib/money";
import { taxLabel } from "../invoice/tax";
import { shownStatus } from "../rules";

const o = orders;
const i = orderItems;
const h = orderStatusHistory;
type Address = Record<string, string> | null;

/** Units of the order already in a parcel: an open order with some is partly shipped. */
export const unitsShipped = (orderId: typeof orders.id) =>
  sql<number>`(select coalesce(sum(${shipmentLines.quantity}), 0) from ${shipmentLines}
    join ${shipments} on ${shipments.id} = ${shipmentLines.shipmentId} where ${shipments.orderId} = ${orderId})::int`;

// An order with its vendor's name, its coupon, its lines and its status history, one statement.
const selectOrders = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: o.id,
      order_number: o.orderNumber,
      user_id: o.userId,
      vendor_id: o.vendorId,
      vendor_kind: o.vendorKind,
      vendor_name: sql<
        string | null
      >`case when ${o.vendorKind} = 'vendor' then ${vendors.name} else ${serviceProviders.name} end`,
      vendor_slug: sql<
        string | null
      >`case when ${o.vendorKind} = 'vendor' then ${vendors.slug} else ${serviceProviders.slug} end`,
      status: o.status,
      units_shipped: unitsShipped(o.id),
      subtotal_cents: o.subtotalCents,
      discount_cents: o.discountCents,
      shipping_cents: o.shippingCents,
      tax_state: o.taxState,
      tax_rate_bps: o.taxRateBps,
      tax_cents: o.taxCents,
      tax_exemption: o.taxExemption,
      total_cents: o.totalCents,
      coupon_code: coupons.code,
      shipping_address: sql<Address>`${o.shippingAddress}`,
      billing_address: sql<Address>`${o.billingAddress}`,
      notes: o.notes,
      po_number: o.poNumber,
      payment_method: o.paymentMethod,
      payment_status: o.paymentStatus,
      tracking_number: o.trackingNumber,
      email: o.email,
      created_at: o.createdAt,
      items: jsonList(
        jsonObject({
          id: i.id,
          product_id: i.productId,
          variation_id: i.variationId,
          service_plan_id: i.servicePlanId,
          name: i.name,
          sku: i.sku,
          unit_price_cents: i.unitPriceCents,
          quantity: i.quantity,
          line_total_cents: i.lineTotalCents,
          // a line whose product was removed keeps its name but has no page
          slug: sql<string | null>`${products.slug}`,
        }),
        sql`from ${i} left join ${products} on ${products.id} = ${i.productId} where ${i.orderId} = ${o.id}`,
        sql`${i.id}`,
      ),
      history: jsonList(
        jsonObject({ status: h.status, note: h.note, created_at: h.createdAt }),
        sql`from ${h} where ${h.orderId} = ${o.id}`,
        sql`${h.id}`,
      ),
    })
    .from(o)
    .leftJoin(vendors, eq(vendors.id, o.vendorId))
    .leftJoin(serviceProviders, eq(serviceProviders.id, o.vendorId))
    .leftJoin(coupons, eq(coupons.id, o.couponId))
    .where(where)
    .orderBy(o.id);
type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

function toOrder(r: OrderRow) {
  return {
    id: r.id,
    order_number: r.order_number,
    vendor: { id: r.vendor_id, kind: r.vendor_kind, name: r.vendor_name ?? "Vendor", slug: r.vendor_slug },
    status: r.status,
    /** what buyer and vendor read: "partly_shipped" while an open order has units on their way */
    shown_status: shownStatus(r.status, Number(r.units_shipped)),
    subtotal: fromCents(r.subtotal_cents),
    discount: fromCents(r.discount_cents),
    shipping: fromCents(r.shipping_cents),
    // the tax the door decided and stored: read, never worked out again
    tax: fromCents(r.tax_cents),
    tax_label: taxLabel({ state: r.tax_state, rateBps: r.tax_rate_bps, exemption: r.tax_exemption }),
    tax_exemption: r.tax_exemption,
    total: fromCents(r.total_cents),
    coupon_code: r.coupon_code,
    shipping_address: r.shipping_address,
    billing_address: r.billing_address,
    notes: r.notes,
    po_number: r.po_number,
    payment_method: r.payment_method,
    /** terms (invoice) | awaiting | paid | voided */
    payment_status: r.payment_status,
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
  const [row] = await selectOrders(db, eq(o.id, orderId));
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
  const [row] = await selectOrders(
    db,
    sql`upper(${o.orderNumber}) = upper(${orderNumber.trim()}) and lower(${o.email}) = lower(${email.trim()})`,
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
  const rows = await selectOrders(db, and(eq(o.userId, viewer.id), inArray(o.id, ids)));
  return rows.map(toOrder);
}
