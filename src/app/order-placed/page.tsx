import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { CheckCircle2 } from "lucide-react";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { parseOrderIds } from "@/features/orders/list-params";
import { ClearVendorIds } from "@/features/orders/components/clear-vendor-ids";
import { StatusBadge } from "@/features/orders/components/status-badge";
import { ordersByIds } from "@/features/orders/server/queries";
import { dollarsToCents, formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Order placed" };

export default async function Page({ searchParams }: { searchParams: Promise<{ ids?: string }> }) {
  const { ids = "" } = await searchParams;
  const viewer = await requirePageViewer(`/order-placed${ids ? `?ids=${ids}` : ""}`);
  const wanted = parseOrderIds(ids);
  const orders = await ordersByIds(viewer, wanted);
  const total = orders.reduce((n, o) => n + dollarsToCents(o.total), 0);
  return (
    <div className="container-page max-w-3xl py-8">
      <ClearVendorIds />
      <div className="card p-6 text-center">
        <CheckCircle2 className="mx-auto text-brand-600" size={48} aria-hidden />
        <h1 className="mt-2 text-2xl font-bold">Thank you, your order has been placed</h1>
        <p className="mt-1 text-slate-600">
          {orders.length
            ? `We sent ${orders.length === 1 ? "your order" : `${orders.length} orders, one per vendor,`} to the vendors. A confirmation goes to ${viewer.email}.`
            : "We could not find these orders in your account."}
        </p>
      </div>
      {orders.length > 0 && (
        <ul className="mt-4 space-y-2">
          {orders.map((o) => (
            <li key={o.id} className="card flex flex-wrap items-center gap-3 p-4 text-sm">
              <Link href={`/user/order-details/${o.id}`} className="font-semibold text-brand-700 hover:underline">
                {o.order_number}
              </Link>
              <span className="text-slate-600">{o.vendor.name}</span>
              <StatusBadge status={o.status} />
              <span className="ml-auto font-semibold">{formatUsd(dollarsToCents(o.total))}</span>
            </li>
          ))}
          <li className="flex justify-between px-4 pt-2 font-semibold">
            <span>
              Total, {orders.some((o) => o.payment_status === "awaiting") ? "awaiting card payment" : "invoice net 30"}
            </span>
            <span>{formatUsd(total)}</span>
          </li>
        </ul>
      )}
      {orders.some((o) => o.payment_status === "awaiting") && (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-center text-sm">
          Your card payment covers every order above.{" "}
          <Link href={`/user/order-details/${orders[0]!.id}`} className="font-semibold text-brand-700 hover:underline">
            Pay now
          </Link>
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/track-order" className="btn-outline">
          Track your order
        </Link>
        <Link href="/" className="btn-primary">
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
