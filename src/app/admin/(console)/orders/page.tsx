import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { Pagination } from "@/features/admin/components/pagination";
import { orderQuerySchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { listOrders, orderVendors, type OrderFilters } from "@/features/admin/server/orders";
import { ORDER_STATUSES } from "@/features/orders/rules";
import { formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Orders" };

type SP = Record<string, string | undefined>;

export default async function OrdersPage({ searchParams }: { searchParams: Promise<SP> }) {
  if (!(await operatorForPage("/admin/orders"))) return <ConsoleForbidden />;
  const parsed = orderQuerySchema.safeParse(await searchParams);
  const f: OrderFilters = parsed.success ? parsed.data : {};
  const [{ data, total }, vendorList] = await Promise.all([listOrders(f), orderVendors()]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Orders</h1>
      {!parsed.success && (
        <p role="alert" className="text-sm text-red-700">
          {parsed.error.issues[0]?.message}
        </p>
      )}
      <form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label="Filter orders">
        <div>
          <label htmlFor="o-q" className="label">
            Order number or email
          </label>
          <input id="o-q" name="q" type="search" defaultValue={f.q} className="input" />
        </div>
        <div>
          <label htmlFor="o-status" className="label">
            Status
          </label>
          <select id="o-status" name="status" defaultValue={f.status ?? ""} className="input">
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="o-vendor" className="label">
            Vendor
          </label>
          <select id="o-vendor" name="vendor" defaultValue={f.vendor ?? ""} className="input">
            <option value="">Any</option>
            {vendorList.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="o-from" className="label">
            From
          </label>
          <input id="o-from" name="from" type="date" defaultValue={f.from} className="input" />
        </div>
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <label htmlFor="o-to" className="label">
              To
            </label>
            <input id="o-to" name="to" type="date" defaultValue={f.to} className="input" />
          </div>
          <button type="submit" className="btn-primary">
            Filter
          </button>
        </div>
      </form>
      {data.length === 0 ? (
        <p className="py-8 text-center text-slate-600">No orders match these filters.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {data.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
              <div>
                <Link href={`/admin/orders/${o.id}`} className="font-medium text-brand-700 underline">
                  {o.orderNumber}
                </Link>
                <p className="text-slate-600">
                  {o.email} · {o.vendor ?? "unknown vendor"} · {o.createdAt.toISOString().slice(0, 10)}
                </p>
              </div>
              <p>
                <span className="rounded bg-slate-100 px-2 py-1 text-xs">{o.status}</span>{" "}
                <span className="font-semibold">{formatUsd(o.totalCents)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination path="/admin/orders" params={{ ...(f as SP), page: undefined }} page={f.page ?? 1} total={total} />
    </div>
  );
}
