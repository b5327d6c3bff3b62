import type { Metadata } from "next";
import Link from "next/link";
import { StatusBadge } from "@/features/orders/components/status-badge";
import { ORDER_FILTERS, orderListQuery } from "@/features/vendor-portal/schemas";
import { listVendorOrders, ORDERS_PAGE_SIZE, requireVendorPage } from "@/features/vendor-portal/server/routes";
import { dollarsToCents, formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Orders" };

export default async function VendorOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await requireVendorPage();
  const parsed = orderListQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : { page: 1 };
  const { data, total } = await listVendorOrders(ctx, query);
  const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const link = (page: number) =>
    `/vendor/orders?${new URLSearchParams({ ...(query.status ? { status: query.status } : {}), ...(query.q ? { q: query.q } : {}), page: String(page) })}`;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Orders</h1>
      <form className="flex flex-wrap items-end gap-2" role="search" aria-label="Filter orders">
        <div>
          <label htmlFor="order-status" className="label">
            Status
          </label>
          <select id="order-status" name="status" defaultValue={query.status ?? ""} className="input">
            <option value="">All</option>
            {ORDER_FILTERS.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor="order-q" className="label">
            Order number, clinic or product
          </label>
          <input id="order-q" name="q" type="search" defaultValue={query.q ?? ""} className="input w-full" />
        </div>
        <button type="submit" className="btn-primary">
          Filter
        </button>
      </form>
      {!parsed.success && <p className="text-sm text-red-700">That filter was not understood; showing all orders.</p>}
      {data.length === 0 ? (
        <div className="card p-8 text-center text-slate-600">
          {query.status || query.q ? "No orders match this filter." : "No orders yet. New orders appear here."}
        </div>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Your orders, newest first</caption>
            <thead className="text-left text-slate-500">
              <tr>
                <th className="p-3 font-medium">Order</th>
                <th className="p-3 font-medium">Clinic</th>
                <th className="hidden p-3 font-medium sm:table-cell">Placed</th>
                <th className="p-3 font-medium">Status</th>
                <th className="p-3 text-right font-medium">Total</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.map((o) => (
                <tr key={o.id}>
                  <td className="p-3">
                    <Link href={`/vendor/orders/${o.id}`} className="font-semibold text-brand-700 hover:underline">
                      {o.order_number}
                    </Link>
                    <span className="block text-xs text-slate-500">
                      {o.lines.length} line{o.lines.length === 1 ? "" : "s"}
                    </span>
                  </td>
                  <td className="p-3">{o.buyer.clinic_name}</td>
                  <td className="hidden p-3 sm:table-cell">{o.created_at.slice(0, 10)}</td>
                  <td className="p-3">
                    <StatusBadge status={o.shown_status} />
                  </td>
                  <td className="p-3 text-right">{formatUsd(dollarsToCents(o.total))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pagination" className="flex items-center justify-between text-sm">
          {query.page > 1 ? <Link href={link(query.page - 1)}>Previous</Link> : <span />}
          <span>
            Page {query.page} of {pages} · {total} orders
          </span>
          {query.page < pages ? <Link href={link(query.page + 1)}>Next</Link> : <span />}
        </nav>
      )}
    </div>
  );
}
