import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { StatusBadge } from "@/features/orders/components/status-badge";
import { OrderActions } from "@/features/vendor-portal/orders/components/order-actions";
import { CancelOrder } from "@/features/vendor-portal/orders/components/cancel-order";
import { paymentStatusLabel } from "@/features/orders";
import { OrderFormPanel } from "@/features/vendor-portal/orders/components/order-form-panel";
import { ShipmentsPanel } from "@/features/vendor-portal/orders/components/shipments-panel";
import { canCancelLine, remainingToShip } from "@/features/vendor-portal/orders/rules";
import { getVendorOrder, requireVendorPage } from "@/features/vendor-portal/server/routes";
import { AppError } from "@/lib/errors";
import { formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Order" };

export default async function VendorOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await requireVendorPage();
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  let order;
  try {
    order = await getVendorOrder(ctx, id);
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    throw err;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href="/vendor/orders" className="text-brand-700 hover:underline">
          ← Orders
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Order {order.orderNumber}</h1>
        <StatusBadge status={order.shownStatus} />
      </div>
      <p className="text-sm text-slate-600">
        {order.clinicName ?? order.buyerName} · placed {order.createdAt.toISOString().slice(0, 10)} · total{" "}
        {formatUsd(order.totalCents)}
        {order.poNumber ? ` · PO ${order.poNumber}` : ""} · payment:{" "}
        <span data-testid="payment-status">
          {order.paymentMethod === "card" ? "Card · " : ""}
          {paymentStatusLabel(order.paymentMethod, order.paymentStatus)}
        </span>
      </p>
      {order.paymentStatus === "awaiting" && order.status !== "cancelled" && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
          Awaiting the buyer&apos;s card payment: you can confirm and ship this order once it is received.
        </p>
      )}
      <div className="card overflow-x-auto p-4">
        <table className="w-full text-sm">
          <caption className="sr-only">Order lines</caption>
          <thead className="text-left text-slate-500">
            <tr>
              <th className="py-1 font-medium">Item</th>
              <th className="py-1 pl-3 text-right font-medium">Ordered</th>
              <th className="py-1 pl-3 text-right font-medium">Shipped</th>
              <th className="hidden py-1 pl-3 font-medium sm:table-cell">Note</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.lines.map((l) => (
              <tr key={l.id}>
                <td className="py-1.5 pr-2">
                  {l.name}
                  <span className="block text-xs text-slate-500">{l.sku}</span>
                </td>
                <td className="py-1.5 pl-3 text-right">{l.quantity}</td>
                <td className="py-1.5 pl-3 text-right">{l.shipped}</td>
                <td className="hidden py-1.5 pl-3 text-slate-600 sm:table-cell">
                  {l.cancelled ? `Cancelled: ${l.cancelReason}` : l.logoFile ? "Logo print" : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {order.orderForm.scheduleIILineIds.length > 0 && (
        <OrderFormPanel
          orderId={order.id}
          recorded={order.orderForm.recorded}
          confirmation={order.orderForm.confirmation}
        />
      )}
      <OrderActions
        orderId={order.id}
        status={order.status}
        awaitingPayment={order.paymentStatus === "awaiting"}
        lines={order.lines.map((l) => ({
          id: l.id,
          name: l.name,
          left: remainingToShip(l),
          cancellable: canCancelLine(order.status, l),
        }))}
      />
      {order.shownStatus === "placed" || order.shownStatus === "confirmed" ? (
        <CancelOrder orderId={order.id} paidByCard={order.paymentMethod === "card"} />
      ) : null}
      <ShipmentsPanel shipments={order.shipments} />
      <section className="card p-4 text-sm">
        <h2 className="font-semibold">Status history</h2>
        <ol className="mt-2 space-y-1">
          {order.history.map((h, i) => (
            <li key={i} className="flex items-start gap-2">
              <StatusBadge status={h.status} />
              <span className="text-slate-600">
                {h.at.toISOString().slice(0, 16).replace("T", " ")}
                {h.note ? ` — ${h.note}` : ""}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
