import type { Metadata } from "next";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { orderQuerySchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { listOrders, orderVendors, type OrderFilters } from "@/features/admin/server/orders";
import { StatusBadge } from "@/features/orders/components/status-badge";
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
      <ListPage
        path="/admin/orders"
        label="Filter orders"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        values={f}
        rows={data.length}
        total={total}
        empty={{ none: "No orders have been placed yet.", noMatch: "No orders match these filters." }}
        filters={[
          { name: "q", label: "Order number or email", kind: "search" },
          { name: "status", label: "Status", kind: "select", options: ORDER_STATUSES },
          {
            name: "vendor",
            label: "Vendor",
            kind: "select",
            options: vendorList.map((v) => ({ value: String(v.id), label: v.name })),
          },
          { name: "from", label: "From", kind: "date" },
          { name: "to", label: "To", kind: "date" },
        ]}
      >
        <DataTable
          caption="Orders, newest first"
          rows={data}
          rowKey={(o) => o.id}
          columns={[
            {
              header: "Order",
              cell: (o) => (
                <Link href={`/admin/orders/${o.id}`} className="font-medium text-brand-700 underline">
                  {o.orderNumber}
                </Link>
              ),
            },
            { header: "Buyer", cell: (o) => o.email },
            { header: "Vendor", cell: (o) => o.vendor ?? "unknown vendor", wide: true },
            { header: "Placed", cell: (o) => o.createdAt.toISOString().slice(0, 10), wide: true },
            { header: "Status", cell: (o) => <StatusBadge status={o.status} /> },
            { header: "Total", cell: (o) => formatUsd(o.totalCents), align: "right" },
          ]}
        />
      </ListPage>
    </div>
  );
}
