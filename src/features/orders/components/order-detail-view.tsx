import Link from "next/link";
import { dollarsToCents, formatUsd } from "@/lib/money";
import type { OrderDetail } from "../server/queries";
import { paymentStatusLabel } from "../rules";
import { StatusBadge } from "./status-badge";

const usd = (d: number) => formatUsd(dollarsToCents(d));
const addr = (a: Record<string, string> | null) =>
  a ? [a.full_name, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(", ") : "—";

/** Lines, totals and status history of one vendor order. */
export function OrderDetailView({
  order,
  actions,
  shipments,
  money,
}: {
  order: OrderDetail;
  actions?: React.ReactNode;
  /** the payments feature's panel (pay, cancel, money events), composed in by app/ */
  money?: React.ReactNode;
  /** the vendor portal's shipment list, composed in by app/ */
  shipments?: React.ReactNode;
}) {
  return (
    <article className="space-y-4" aria-labelledby={`order-${order.id}`}>
      <div className="card p-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={`order-${order.id}`} className="text-xl font-bold">
            Order {order.order_number}
          </h2>
          <StatusBadge status={order.shown_status} />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Sold by{" "}
          {order.vendor.slug ? (
            <Link
              className="text-brand-700 hover:underline"
              href={`/${order.vendor.kind === "vendor" ? "vendors" : "service-providers"}/${order.vendor.slug}`}
            >
              {order.vendor.name}
            </Link>
          ) : (
            order.vendor.name
          )}
          {" · "}Placed{" "}
          {new Date(order.created_at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
          {" · "}Payment:{" "}
          <span data-testid="payment-status">
            {order.payment_method === "card" ? "Card · " : ""}
            {paymentStatusLabel(order.payment_method, order.payment_status)}
          </span>
        </p>
        {order.tracking_number && (
          <p className="mt-1 text-sm">
            Tracking number: <span className="font-mono font-semibold">{order.tracking_number}</span>
          </p>
        )}
        {order.po_number && <p className="mt-1 text-sm">PO number: {order.po_number}</p>}
        {actions && <div className="mt-3">{actions}</div>}
      </div>
      <div className="card overflow-x-auto p-4">
        <table className="w-full text-sm">
          <caption className="sr-only">Order lines</caption>
          <thead>
            <tr className="text-left text-slate-500">
              <th className="py-1 font-medium">Item</th>
              <th className="hidden py-1 font-medium sm:table-cell">SKU</th>
              <th className="py-1 pl-3 text-right font-medium">Price</th>
              <th className="py-1 pl-3 text-right font-medium">Qty</th>
              <th className="py-1 pl-3 text-right font-medium">Total</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.items.map((i) => (
              <tr key={i.id}>
                <td className="py-1.5 pr-2">
                  {i.slug ? (
                    <Link href={`/${i.slug}`} className="hover:text-brand-700">
                      {i.name}
                    </Link>
                  ) : (
                    i.name
                  )}
                </td>
                <td className="hidden py-1.5 pr-2 text-slate-500 sm:table-cell">{i.sku ?? "—"}</td>
                <td className="py-1.5 pl-3 text-right">{usd(i.unit_price)}</td>
                <td className="py-1.5 pl-3 text-right">{i.quantity}</td>
                <td className="py-1.5 pl-3 text-right font-medium">{usd(i.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="ml-auto mt-3 max-w-xs space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{usd(order.subtotal)}</dd>
          </div>
          {order.discount > 0 && (
            <div className="flex justify-between text-brand-700">
              <dt>Coupon {order.coupon_code}</dt>
              <dd>−{usd(order.discount)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt>Shipping</dt>
            <dd>{order.shipping ? usd(order.shipping) : "Free"}</dd>
          </div>
          <div className="flex justify-between">
            <dt>{order.tax_label}</dt>
            <dd data-testid="order-tax">{usd(order.tax)}</dd>
          </div>
          <div className="flex justify-between border-t border-slate-200 pt-1 font-semibold">
            <dt>Total</dt>
            <dd>{usd(order.total)}</dd>
          </div>
        </dl>
      </div>
      {money}
      {shipments}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="card p-4 text-sm">
          <h3 className="font-semibold">Shipping address</h3>
          <p className="mt-1 text-slate-600">{addr(order.shipping_address)}</p>
          {order.notes && (
            <>
              <h3 className="mt-3 font-semibold">Notes</h3>
              <p className="mt-1 whitespace-pre-line text-slate-600">{order.notes}</p>
            </>
          )}
        </div>
        <div className="card p-4 text-sm">
          <h3 className="font-semibold">Status history</h3>
          <ol className="mt-2 space-y-1">
            {order.history.map((h, i) => (
              <li key={i} className="flex items-start gap-2">
                <StatusBadge status={h.status} />
                <span className="text-slate-600">
                  {new Date(h.created_at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
                  {h.note ? ` — ${h.note}` : ""}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </article>
  );
}
