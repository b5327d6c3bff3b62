import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Tx } from "@/db/client";
import { orderItems, orderLineCancellations, orderRefunds, orders, payoutOrders, payouts, vendors } from "@/db/schema";
import { payoutFigures, type PayoutFigures } from "../rules";

type Row = {
  id: number;
  vendor_id: number;
  total: number;
  tax: number;
  discount: number;
  checkout_id: number | null;
  items: number;
  cancelled: number;
  refunded: number;
  refunded_tax: number;
  reversed: number;
  bps: number;
};

/** Each order's payout figures as they stand now (succeeded refunds only), at its vendor's commission rate. */
export async function orderFigures(
  tx: Tx,
  orderIds: number[],
): Promise<Map<number, PayoutFigures & { vendorId: number; checkoutId: number | null }>> {
  if (!orderIds.length) return new Map();
  const r = orderRefunds;
  const rows = await queryRows<Row>(
    tx,
    sql`select o.id, o.vendor_id, o.total_cents as total, o.tax_cents as tax, o.discount_cents as discount, o.checkout_id,
        (select coalesce(sum(${orderItems.lineTotalCents}), 0) from ${orderItems} where ${orderItems.orderId} = o.id)::int as items,
        (select coalesce(sum(c.quantity * i.unit_price_cents), 0) from ${orderItems} i
           join ${orderLineCancellations} c on c.order_item_id = i.id where i.order_id = o.id)::int as cancelled,
        (select coalesce(sum(${r.amountCents}), 0) from ${r} where ${r.orderId} = o.id and ${r.status} = 'succeeded')::int as refunded,
        (select coalesce(sum(${r.taxCents}), 0) from ${r} where ${r.orderId} = o.id and ${r.status} = 'succeeded')::int as refunded_tax,
        (select coalesce(sum(${r.commissionReversedCents}), 0) from ${r} where ${r.orderId} = o.id and ${r.status} = 'succeeded')::int as reversed,
        v.commission_bps as bps
      from ${orders} o join ${vendors} v on v.id = o.vendor_id
      where o.id in (${sql.join(
        orderIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}) and o.vendor_kind = 'vendor'`,
  );
  return new Map(
    rows.map((x) => [
      Number(x.id),
      {
        vendorId: Number(x.vendor_id),
        checkoutId: x.checkout_id === null ? null : Number(x.checkout_id),
        ...payoutFigures(
          {
            totalCents: Number(x.total),
            taxCents: Number(x.tax),
            itemsCents: Number(x.items),
            cancelledCents: Number(x.cancelled),
            discountCents: Number(x.discount),
            refundedCents: Number(x.refunded),
            refundedTaxCents: Number(x.refunded_tax),
            commissionReversedCents: Number(x.reversed),
          },
          Number(x.bps),
        ),
      },
    ]),
  );
}

/** What the order's payouts so far carried (failed ones left out: they moved no money), and its transfer. */
export async function paidSoFar(tx: Tx, orderId: number) {
  const [row] = await queryRows<{
    gross: number;
    commission: number;
    refunds: number;
    net: number;
    transfer: number | null;
  }>(
    tx,
    sql`select coalesce(sum(po.gross_cents), 0)::int as gross, coalesce(sum(po.commission_cents), 0)::int as commission,
        coalesce(sum(po.refunds_cents), 0)::int as refunds, coalesce(sum(po.net_cents), 0)::int as net,
        min(case when ${payouts.kind} = 'transfer' then ${payouts.id} end) as transfer
      from ${payoutOrders} po join ${payouts} on ${payouts.id} = po.payout_id
      where po.order_id = ${orderId} and ${payouts.status} <> 'failed'`,
  );
  return {
    figures: {
      grossCents: Number(row?.gross ?? 0),
      commissionCents: Number(row?.commission ?? 0),
      refundsCents: Number(row?.refunds ?? 0),
      netCents: Number(row?.net ?? 0),
    },
    transferPayoutId: row?.transfer == null ? null : Number(row.transfer),
  };
}
