import type { Metadata } from "next";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { ListingStatus } from "@/features/admin/components/listing-status";
import { TakedownActions } from "@/features/admin/components/takedown-actions";
import { productQuerySchema, REGULATORY_FILTER, type ProductFilters } from "@/features/admin/operator-schemas";
import { LISTING_STATUS_LABELS } from "@/features/admin/rules";
import { operatorForPage } from "@/features/admin/server";
import { listProducts, vendorChoices } from "@/features/admin/server/listings";
import { RegulatoryBadge, regulatoryLabel } from "@/features/compliance";

export const metadata: Metadata = { title: "Products" };

type SP = Record<string, string | undefined>;

export default async function ProductsPage({ searchParams }: { searchParams: Promise<SP> }) {
  if (!(await operatorForPage("/admin/products"))) return <ConsoleForbidden />;
  const parsed = productQuerySchema.safeParse(await searchParams);
  const f: ProductFilters = parsed.success ? parsed.data : {};
  const [{ data, total }, vendorList] = await Promise.all([listProducts(f), vendorChoices()]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Products</h1>
      <p className="text-sm text-slate-600">
        Every vendor&apos;s listings. A listing taken down leaves the storefront at once; restore gives it back the
        status it had.
      </p>
      <ListPage
        path="/admin/products"
        label="Filter products"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        values={f}
        rows={data.length}
        total={total}
        empty={{ none: "No vendor has listed a product yet.", noMatch: "No products match these filters." }}
        filters={[
          { name: "q", label: "Name, SKU or vendor", kind: "search" },
          {
            name: "vendor",
            label: "Vendor",
            kind: "select",
            options: vendorList.map((v) => ({ value: String(v.id), label: v.name })),
          },
          {
            name: "status",
            label: "Status",
            kind: "select",
            options: Object.entries(LISTING_STATUS_LABELS).map(([value, label]) => ({ value, label })),
          },
          {
            name: "class",
            label: "Regulatory class",
            kind: "select",
            options: REGULATORY_FILTER.map((c) => ({
              value: c,
              label: c === "none" ? "Unregulated" : regulatoryLabel(c)!,
            })),
          },
        ]}
      >
        <DataTable
          caption="Products, newest first"
          rows={data}
          rowKey={(p) => p.id}
          columns={[
            {
              header: "Product",
              cell: (p) => (
                <span className="block min-w-40">
                  {p.status === "published" ? (
                    <Link href={`/${p.slug}`} target="_blank" className="font-medium text-brand-700 underline">
                      {p.name}
                    </Link>
                  ) : (
                    <span className="font-medium">{p.name}</span>
                  )}{" "}
                  <RegulatoryBadge cls={p.regulatoryClass} />
                  <span className="block text-xs text-slate-600">{p.sku}</span>
                </span>
              ),
            },
            {
              header: "Vendor",
              cell: (p) => (
                <Link href={`/admin/sellers/${p.vendorId}`} className="text-brand-700 underline">
                  {p.vendor}
                </Link>
              ),
              wide: true,
            },
            { header: "Stock", cell: (p) => p.quantity, align: "right", wide: true },
            { header: "Status", cell: (p) => <ListingStatus status={p.status} /> },
            {
              header: "Action",
              cell: (p) => <TakedownActions id={p.id} name={p.name} status={p.status} />,
            },
          ]}
        />
      </ListPage>
    </div>
  );
}
