import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { FilterField, FilteredPages } from "@/features/admin/components/filtered-pages";
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
      <FilteredPages
        path="/admin/orders"
        label="Filter orders"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        filters={f}
        rows={data.length}
        total={total}
        empty="No orders match these filters."
        grid="sm:grid-cols-2 lg:grid-cols-6"
        fields={
          <>
            <FilterField id="o-q" label="Order number or email">
              <input id="o-q" name="q" type="search" defaultValue={f.q} className="input" />
            </FilterField>
            <FilterField id="o-status" label="Status">
              <select id="o-status" name="status" defaultValue={f.status ?? ""} className="input">
                <option value="">Any</option>
                {ORDER_STATUSES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </FilterField>
            <FilterField id="o-vendor" label="Vendor">
              <select id="o-vendor" name="vendor" defaultValue={f.vendor ?? ""} className="input">
                <option value="">Any</option>
                {vendorList.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </select>
            </FilterField>
            <FilterField id="o-from" label="From">
              <input id="o-from" name="from" type="date" defaultValue={f.from} className="input" />
            </FilterField>
            <FilterField id="o-to" label="To">
              <input id="o-to" name="to" type="date" defaultValue={f.to} className="input" />
            </FilterField>
          </>
        }
      >
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
      </FilteredPages>
    </div>
  );
}
