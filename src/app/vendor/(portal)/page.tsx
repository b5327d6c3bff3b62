import type { Metadata } from "next";
import Link from "next/link";
import { ORDER_FILTERS } from "@/features/vendor-portal/orders/schema";
import { OpenRequestsChart } from "@/features/vendor-portal/requests/components/open-requests-chart";
import { SalesChart } from "@/features/vendor-portal/components/sales-chart";
import { TopProductsChart } from "@/features/vendor-portal/components/top-products-chart";
import {
  dashboardExtras,
  orderStatusCounts,
  requireVendorPage,
  salesSeries,
} from "@/features/vendor-portal/server/routes";
import { dollarsToCents, formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Dashboard" };

export default async function VendorDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await requireVendorPage();
  const days = (await searchParams).days === "90" ? 90 : 30;
  const [counts, series, extras] = await Promise.all([
    orderStatusCounts(ctx),
    salesSeries(ctx, days),
    dashboardExtras(ctx),
  ]);
  const open = extras.open_requests;
  const gross = series.reduce((s, p) => s + dollarsToCents(p.gross), 0);
  const orderCount = series.reduce((s, p) => s + p.orders, 0);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <section aria-labelledby="orders-by-status">
        <h2 id="orders-by-status" className="mb-2 font-semibold">
          Orders by status
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {ORDER_FILTERS.map((s) => (
            <li key={s}>
              <Link href={`/vendor/orders?status=${s}`} className="card block p-4 hover:border-brand-500">
                <span className="block text-2xl font-bold">{counts[s] ?? 0}</span>
                <span className="text-sm capitalize text-slate-600">{s}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sales-heading" className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="sales-heading" className="font-semibold">
            Sales
          </h2>
          <nav aria-label="Sales period" className="flex gap-1 text-sm">
            {[30, 90].map((d) => (
              <Link
                key={d}
                href={`/vendor?days=${d}`}
                aria-current={d === days ? "page" : undefined}
                className={`rounded-md px-3 py-1 ${d === days ? "bg-brand-700 text-white" : "hover:bg-slate-100"}`}
              >
                {d} days
              </Link>
            ))}
          </nav>
        </div>
        <p className="text-sm text-slate-600">
          {orderCount} order{orderCount === 1 ? "" : "s"} · {formatUsd(gross)} gross in the last {days} days (cancelled
          orders left out).
        </p>
        <SalesChart series={series} days={days} />
      </section>
      {ctx.vendorId !== null && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <section aria-labelledby="top-products-heading" className="space-y-2">
            <h2 id="top-products-heading" className="font-semibold">
              Top products
            </h2>
            <TopProductsChart products={extras.top_products} />
          </section>
          <div className="space-y-4">
            <section aria-labelledby="open-requests-heading" className="card space-y-2 p-4">
              <h2 id="open-requests-heading" className="font-semibold">
                Open requests
              </h2>
              <div className="flex flex-wrap items-center gap-4">
                <OpenRequestsChart price={open.price} sample={open.sample} />
                <ul className="space-y-1 text-sm">
                  <li>
                    <Link href="/vendor/requests?type=price" className="text-brand-700 hover:underline">
                      {open.price} price request{open.price === 1 ? "" : "s"} to answer
                    </Link>
                  </li>
                  <li>
                    <Link href="/vendor/requests?type=sample" className="text-brand-700 hover:underline">
                      {open.sample} sample request{open.sample === 1 ? "" : "s"} to handle
                    </Link>
                  </li>
                </ul>
              </div>
            </section>
            <section aria-labelledby="low-stock-heading" className="card space-y-2 p-4">
              <h2 id="low-stock-heading" className="font-semibold">
                Low stock
              </h2>
              {extras.low_stock.length === 0 ? (
                <p className="text-sm text-slate-600">Every listing has enough stock.</p>
              ) : (
                <ul className="divide-y divide-slate-100 text-sm">
                  {extras.low_stock.map((p) => (
                    <li key={p.id} className="flex justify-between gap-2 py-1.5">
                      <Link href={`/vendor/listings/${p.id}`} className="min-w-0 truncate hover:underline">
                        {p.name} <span className="text-xs text-slate-500">{p.sku}</span>
                      </Link>
                      <span
                        className={`shrink-0 ${p.quantity === 0 ? "font-semibold text-red-700" : "text-amber-700"}`}
                      >
                        {p.quantity} left (below {p.limit})
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
