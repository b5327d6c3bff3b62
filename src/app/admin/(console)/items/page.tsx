import type { Metadata } from "next";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { MergeItem, SplitListing } from "@/features/admin/components/item-actions";
import { itemQuerySchema } from "@/features/admin/operator-schemas";
import { operatorForPage } from "@/features/admin/server";
import { listItems } from "@/features/admin/server/items";

export const metadata: Metadata = { title: "Items" };

type SP = Record<string, string | undefined>;

export default async function ItemsPage({ searchParams }: { searchParams: Promise<SP> }) {
  if (!(await operatorForPage("/admin/items"))) return <ConsoleForbidden />;
  const parsed = itemQuerySchema.safeParse(await searchParams);
  const f = parsed.success ? parsed.data : {};
  const { data, total } = await listItems(f);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Items</h1>
      <p className="text-sm text-slate-600">
        Listings of the same product by several vendors, matched by GTIN, NDC, part number, or manufacturer, name and
        pack. Merge two items the matching missed, or split out a listing it joined wrongly; both are audited.
      </p>
      <ListPage
        path="/admin/items"
        label="Filter items"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        values={f}
        rows={data.length}
        total={total}
        empty={{ none: "No two vendors list the same item yet.", noMatch: "No items match this search." }}
        filters={[{ name: "q", label: "Item, listing, SKU, GTIN or NDC", kind: "search" }]}
      >
        <DataTable
          caption="Items, newest first"
          rows={data}
          rowKey={(i) => i.id}
          columns={[
            { header: "Item", cell: (i) => <span className="tabular-nums">{i.id}</span> },
            {
              header: "Listings",
              cell: (i) => (
                <ul className="min-w-56 space-y-2">
                  <li className="font-medium">{i.name}</li>
                  {i.listings.map((l) => (
                    <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <span className="min-w-0">
                        <span className="block truncate">{l.name}</span>
                        <span className="block text-xs text-slate-600">
                          {l.vendor} · {l.sku}
                          {l.gtin && ` · GTIN ${l.gtin}`}
                          {l.ndc && ` · NDC ${l.ndc}`}
                          {l.packSize && ` · pack of ${l.packSize}${l.packUnit ? ` ${l.packUnit}` : ""}`}
                          {l.pinned && " · placed by an operator"}
                        </span>
                      </span>
                      <SplitListing itemId={i.id} productId={l.id} name={l.name} />
                    </li>
                  ))}
                </ul>
              ),
            },
            { header: "Action", cell: (i) => <MergeItem id={i.id} name={i.name} /> },
          ]}
        />
      </ListPage>
    </div>
  );
}
