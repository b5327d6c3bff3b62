import "server-only";
import { and, count, eq, gte, lt, ne, sql, sum } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { pdfBytes } from "@/lib/pdf-bytes";
import { getDb, queryRows } from "@/db/client";
import { orderRefunds, orders, vendors } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { formatUsd } from "@/lib/money";
import {
  buildStatement,
  dayRange,
  monthRange,
  refundSection,
  type Statement,
  type StatementRefunds,
} from "../statement-rules";
import { vendorIdOf, type VendorContext } from "./access";
import { sellerOrders } from "../orders/server/seller";

/** Orders and gross sales (order totals, cancelled orders left out) per UTC day over the last `days` days. */
export async function salesSeries(ctx: VendorContext, days: 30 | 90, now = new Date()) {
  const db = await getDb();
  const range = dayRange(days, now);
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count(), gross: sum(orders.totalCents) })
    .from(orders)
    .where(
      and(sellerOrders(ctx), gte(orders.createdAt, new Date(`${range[0]}T00:00:00Z`)), ne(orders.status, "cancelled")),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return range.map((d) => ({
    day: d,
    orders: byDay.get(d)?.n ?? 0,
    gross: Number(byDay.get(d)?.gross ?? 0) / 100,
  }));
}
export type SalesPoint = Awaited<ReturnType<typeof salesSeries>>[number];

type OrderMoney = {
  order_number: string;
  delivered_on: string;
  items: number;
  cancelled: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
};

/**
 * The month's statement of the caller's vendor: invoice-terms orders delivered in that month (the day they
 * were marked delivered, UTC), at the commission rate the operator set for this vendor. Card orders are
 * settled one by one by their payouts (vendor-portal/payouts), so they are never owed twice here.
 */
export async function monthlyStatement(
  ctx: VendorContext,
  month: string,
): Promise<Statement & { month: string; refunds: StatementRefunds; payoutAfterRefundsCents: number }> {
  const range = monthRange(month);
  if (!range) throw notFound("Statements are by month, like 2026-10.");
  const vendorId = vendorIdOf(ctx);
  const db = await getDb();
  const [v] = await db.select({ bps: vendors.commissionBps }).from(vendors).where(eq(vendors.id, vendorId));
  const rows = await queryRows<OrderMoney>(
    db,
    sql`select o.order_number,
          to_char(d.at at time zone 'UTC', 'YYYY-MM-DD') as delivered_on,
          (select coalesce(sum(i.line_total_cents), 0) from order_items i where i.order_id = o.id)::int as items,
          (select coalesce(sum(c.quantity * i.unit_price_cents), 0) from order_items i
             join order_line_cancellations c on c.order_item_id = i.id where i.order_id = o.id)::int as cancelled,
          o.discount_cents as discount, o.shipping_cents as shipping, o.tax_cents as tax, o.total_cents as total
        from orders o
        join lateral (select max(h.created_at) as at from order_status_history h
                      where h.order_id = o.id and h.status = 'delivered') d on true
        where o.vendor_id = ${vendorId} and o.vendor_kind = 'vendor' and o.status = 'delivered'
          and o.payment_method = 'invoice'
          and d.at >= ${range.from.toISOString()} and d.at < ${range.to.toISOString()}
        order by d.at, o.id`,
  );
  const statement = buildStatement(
    rows.map((r) => ({
      orderNumber: r.order_number,
      deliveredOn: r.delivered_on,
      itemsCents: Number(r.items),
      cancelledCents: Number(r.cancelled),
      discountCents: Number(r.discount),
      shippingCents: Number(r.shipping),
      taxCents: Number(r.tax),
      orderTotalCents: Number(r.total),
    })),
    v?.bps ?? 0,
  );
  const refunds = refundSection(await monthRefunds(vendorId, range));
  return {
    ...statement,
    month,
    refunds,
    payoutAfterRefundsCents: statement.totals.payoutCents + refunds.totals.payoutEffectCents,
  };
}

/**
 * Refunds given in the month (UTC) on this vendor's invoice-terms orders for returns and adjustments; failed
 * ones gave nothing back. Cancellation credits are left out: a cancelled line is already netted on its order's
 * row, and a cancelled order never reaches the statement. A card order's refunds are netted by its payout.
 */
async function monthRefunds(vendorId: number, range: { from: Date; to: Date }) {
  const db = await getDb();
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      refundedOn: sql<string>`to_char(${orderRefunds.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      kind: orderRefunds.kind,
      creditNoteNumber: orderRefunds.creditNoteNumber,
      amountCents: orderRefunds.amountCents,
      taxCents: orderRefunds.taxCents,
      commissionReversedCents: orderRefunds.commissionReversedCents,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        eq(orders.vendorId, vendorId),
        eq(orders.vendorKind, "vendor"),
        eq(orders.paymentMethod, "invoice"),
        ne(orderRefunds.kind, "cancellation"),
        ne(orderRefunds.status, "failed"),
        gte(orderRefunds.createdAt, range.from),
        lt(orderRefunds.createdAt, range.to),
      ),
    )
    .orderBy(orderRefunds.createdAt, orderRefunds.id);
  return rows;
}

/** The statement as a PDF, laid out as the page shows it. */
export async function statementPdf(ctx: VendorContext, month: string): Promise<{ fileName: string; pdf: Buffer }> {
  const s = await monthlyStatement(ctx, month);
  const doc = new PDFDocument({ size: "LETTER", margin: 50, info: { Title: `Statement ${month} ${ctx.sellerName}` } });
  const done = pdfBytes(doc);
  doc.fontSize(18).text(`Statement ${month}`);
  doc
    .fontSize(10)
    .fillColor("#555")
    .text(`${ctx.sellerName} · commission ${s.commissionPercent}% · orders delivered in ${month} (UTC)`);
  doc.moveDown().fillColor("#000").fontSize(9);
  for (const r of s.rows)
    doc.text(
      `${r.deliveredOn}  ${r.orderNumber}  goods ${formatUsd(r.itemsCents)}  cancelled ${formatUsd(r.cancelledCents)}  ` +
        `coupon ${formatUsd(r.discountCents)}  commission ${formatUsd(r.commissionCents)}  shipping ${formatUsd(r.shippingCents)}  payout ${formatUsd(r.payoutCents)}  ` +
        `sales tax ${formatUsd(r.taxCents)}  order total ${formatUsd(r.orderTotalCents)}`,
    );
  if (!s.rows.length) doc.text("No orders were delivered this month.");
  const t = s.totals;
  doc.moveDown().fontSize(11);
  for (const [label, cents] of [
    ["Gross sales (goods ordered)", t.itemsCents],
    ["Cancellations", -t.cancelledCents],
    ["Coupon discounts", -t.discountCents],
    ["Net sales", t.salesCents],
    [`Commission (${s.commissionPercent}%)`, -t.commissionCents],
    ["Shipping collected", t.shippingCents],
    ["Net payout", t.payoutCents],
    ["Sales tax collected and remitted by DVM Market", t.taxCents],
    ["Order totals billed to buyers", t.orderTotalCents],
  ] as const)
    // formatUsd's plain "-": the PDF's built-in font has no "−" (it printed a quote mark instead)
    doc.text(`${label}: ${formatUsd(cents)}`);
  const f = s.refunds;
  if (f.rows.length) {
    doc.moveDown().fontSize(12).text(`Refunds in ${month}`).fontSize(9);
    for (const r of f.rows)
      doc.text(
        `${r.refundedOn}  ${r.orderNumber}  ${r.creditNoteNumber ?? r.kind}  refunded ${formatUsd(r.amountCents)} ` +
          `(goods ${formatUsd(r.goodsCents)}, tax ${formatUsd(r.taxCents)})  commission reversed ${formatUsd(r.commissionReversedCents)}  ` +
          `payout ${formatUsd(r.payoutEffectCents)}`,
      );
    doc.moveDown().fontSize(11);
    doc.text(`Refunded goods: ${formatUsd(-f.totals.goodsCents)}`);
    doc.text(`Commission reversed: ${formatUsd(f.totals.commissionReversedCents)}`);
    doc.text(`Net payout after refunds: ${formatUsd(s.payoutAfterRefundsCents)}`);
  }
  doc.end();
  return { fileName: `statement-${ctx.sellerSlug}-${month}.pdf`, pdf: await done };
}
