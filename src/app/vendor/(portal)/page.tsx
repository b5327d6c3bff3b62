import type { Metadata } from "next";
import Link from "next/link";
import { ORDER_FILTERS } from "@/features/vendor-portal/schemas";
import { orderStatusCounts, requireVendorPage } from "@/features/vendor-portal/server/routes";

export const metadata: Metadata = { title: "Dashboard" };

export default async function VendorDashboardPage() {
  const ctx = await requireVendorPage();
  const counts = await orderStatusCounts(ctx);
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
    </div>
  );
}
