import type { Metadata } from "next";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { buyerQuerySchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { listBuyers, type BuyerFilters } from "@/features/admin/server/buyers";

export const metadata: Metadata = { title: "Buyers" };

type SP = Record<string, string | undefined>;

export default async function BuyersPage({ searchParams }: { searchParams: Promise<SP> }) {
  if (!(await operatorForPage("/admin/buyers"))) return <ConsoleForbidden />;
  const parsed = buyerQuerySchema.safeParse(await searchParams);
  const f: BuyerFilters = parsed.success ? parsed.data : {};
  const { data, total } = await listBuyers(f);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Buyers</h1>
      <ListPage
        path="/admin/buyers"
        label="Filter buyers"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        values={f}
        rows={data.length}
        total={total}
        empty={{ none: "No buyers have registered yet.", noMatch: "No buyers match these filters." }}
        filters={[
          { name: "q", label: "Search (email, name or clinic)", kind: "search" },
          {
            name: "status",
            label: "Status",
            kind: "select",
            options: ["unconfirmed", "confirmed", "deactivated", "deleted"],
          },
          {
            name: "level",
            label: "Level",
            kind: "select",
            options: Array.from({ length: 10 }, (_, i) => String(i + 1)),
          },
          { name: "state", label: "State", kind: "text" },
          { name: "createdFrom", label: "Created from", kind: "date" },
          { name: "createdTo", label: "Created to", kind: "date" },
        ]}
      >
        <DataTable
          caption="Buyers, newest first"
          rows={data}
          rowKey={(b) => b.id}
          columns={[
            {
              header: "Buyer",
              cell: (b) => (
                <Link
                  href={`/admin/buyers/${encodeURIComponent(b.id)}`}
                  className="font-medium text-brand-700 underline"
                >
                  {b.email}
                </Link>
              ),
            },
            { header: "Name", cell: (b) => b.name, wide: true },
            { header: "Clinic", cell: (b) => b.clinic ?? "", wide: true },
            { header: "State", cell: (b) => b.state ?? "", wide: true },
            { header: "Level", cell: (b) => b.level, align: "right" },
            {
              header: "Status",
              cell: (b) => (
                <span className="flex flex-wrap gap-1 text-xs">
                  <span
                    className={`rounded px-2 py-1 ${b.confirmed ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-800"}`}
                  >
                    {b.confirmed ? "Confirmed" : "Unconfirmed"}
                  </span>
                  {!b.active && <span className="rounded bg-red-50 px-2 py-1 text-red-800">Deactivated</span>}
                  {b.deleted && <span className="rounded bg-red-50 px-2 py-1 text-red-800">Deleted</span>}
                </span>
              ),
            },
          ]}
        />
      </ListPage>
    </div>
  );
}
