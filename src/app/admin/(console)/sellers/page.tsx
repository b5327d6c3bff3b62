import type { Metadata } from "next";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { SellerStatus } from "@/features/admin/components/seller-actions";
import { sellerQuerySchema, type SellerFilters } from "@/features/admin/operator-schemas";
import { operatorForPage } from "@/features/admin/server";
import { listSellers } from "@/features/admin/server/sellers";

export const metadata: Metadata = { title: "Sellers" };

type SP = Record<string, string | undefined>;

export default async function SellersPage({ searchParams }: { searchParams: Promise<SP> }) {
  if (!(await operatorForPage("/admin/sellers"))) return <ConsoleForbidden />;
  const parsed = sellerQuerySchema.safeParse(await searchParams);
  const f: SellerFilters = parsed.success ? parsed.data : {};
  const { data, total } = await listSellers(f);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Sellers</h1>
      <ListPage
        path="/admin/sellers"
        label="Filter sellers"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        values={f}
        rows={data.length}
        total={total}
        empty={{ none: "No vendors yet.", noMatch: "No sellers match these filters." }}
        filters={[
          { name: "q", label: "Name", kind: "search" },
          { name: "status", label: "Status", kind: "select", options: ["active", "suspended"] },
          {
            name: "review",
            label: "Listings",
            kind: "select",
            options: [
              { value: "first", label: "Review first" },
              { value: "direct", label: "Go live directly" },
            ],
          },
        ]}
      >
        <DataTable
          caption="Sellers by name"
          rows={data}
          rowKey={(v) => v.id}
          columns={[
            {
              header: "Seller",
              cell: (v) => (
                <Link href={`/admin/sellers/${v.id}`} className="font-medium text-brand-700 underline">
                  {v.name}
                </Link>
              ),
            },
            { header: "Status", cell: (v) => <SellerStatus status={v.status} /> },
            { header: "Products", cell: (v) => v.products, align: "right" },
            { header: "Commission", cell: (v) => `${v.commissionPercent}%`, align: "right", wide: true },
            { header: "Listings", cell: (v) => (v.reviewFirst ? "Review first" : "Live directly"), wide: true },
          ]}
        />
      </ListPage>
    </div>
  );
}
