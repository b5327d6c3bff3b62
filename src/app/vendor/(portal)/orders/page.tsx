import type { Metadata } from "next";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { StatusBadge } from "@/features/orders/components/status-badge";
import { ORDER_FILTERS, orderListQuery } from "@/features/vendor-portal/orders/schema";
import { listVendorOrders, ORDERS_PAGE_SIZE, requireVendorPage } from "@/features/vendor-portal/server/routes";
import { dollarsToCents, formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Orders" };

export default async function VendorOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await requireVendorPage();
  const parsed = orderListQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : { page: 1 };
  const { data, total } = await listVendorOrders(ctx, query);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Orders</h1>
      <ListPage
        path="/vendor/orders"
        label="Filter orders"
        error={parsed.success ? undefined : "That filter was not understood; showing all orders."}
        values={query}
        rows={data.length}
        total={total}
        pageSize={ORDERS_PAGE_SIZE}
        empty={{ none: "No orders yet. New orders appear here.", noMatch: "No orders match this filter." }}
        filters={[
          { name: "status", label: "Status", kind: "select", options: ORDER_FILTERS, any: "All" },
          { name: "q", label: "Order number, clinic or product", kind: "search" },
        ]}
      >
        <DataTable
          caption="Your orders, newest first"
          rows={data}
          rowKey={(o) => o.id}
          columns={[
            {
              header: "Order",
              cell: (o) => (
                <>
                  <Link href={`/vendor/orders/${o.id}`} className="font-semibold text-brand-700 hover:underline">
                    {o.order_number}
                  </Link>
                  <span className="block text-xs text-slate-500">
                    {o.lines.length} line{o.lines.length === 1 ? "" : "s"}
                  </span>
                </>
              ),
            },
            { header: "Clinic", cell: (o) => o.buyer.clinic_name },
            { header: "Placed", cell: (o) => o.created_at.slice(0, 10), wide: true },
            { header: "Status", cell: (o) => <StatusBadge status={o.shown_status} /> },
            {
              header: "Total",
              cell: (o) => <span className="whitespace-nowrap">{formatUsd(dollarsToCents(o.total))}</span>,
              align: "right",
            },
          ]}
        />
      </ListPage>
    </div>
  );
}
