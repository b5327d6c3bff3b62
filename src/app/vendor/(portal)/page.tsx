import type { Metadata } from "next";
import Link from "next/link";
import { ORDER_FILTERS } from "@/features/vendor-portal/schemas";
import { SalesChart } from "@/features/vendor-portal/components/sales-chart";
import { orderStatusCounts, requireVendorPage, salesSeries } from "@/features/vendor-portal/server/routes";
import { dollarsToCents, formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Dashboard" };

export default async function VendorDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await requireVendorPage();
  const days = (await searchParams).days === "90" ? 90 : 30;
  const [counts, series] = await Promise.all([orderStatusCounts(ctx), salesSeries(ctx, days)]);
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
    </div>
  );
}
