import type { Metadata } from "next";
import Link from "next/link";
import { ListPage } from "@/components/ui/list-page";
import { can, CSV_EXPORT_URL } from "@/features/vendor-portal";
import { CsvImportForm } from "@/features/vendor-portal/listings/components/csv-import-form";
import { ListingsTable } from "@/features/vendor-portal/listings/components/listings-table";
import { productListQuery } from "@/features/vendor-portal/listings/schema";
import { listVendorProducts, PRODUCTS_PAGE_SIZE, requireVendorPage } from "@/features/vendor-portal/server/routes";

export const metadata: Metadata = { title: "Listings" };

export default async function VendorListingsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await requireVendorPage();
  if (ctx.vendorId === null)
    return <p className="card p-6 text-slate-600">Service listings are managed by the operator for now.</p>;
  const parsed = productListQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : { page: 1 };
  const { data, total } = await listVendorProducts(ctx, query);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Listings</h1>
        {can(ctx.role, "change_prices") && (
          <Link href="/vendor/listings/new" className="btn-primary">
            New listing
          </Link>
        )}
      </div>
      {can(ctx.role, "change_prices") ? (
        <CsvImportForm />
      ) : (
        <p className="text-sm text-slate-600">
          <a className="text-brand-700 underline" href={CSV_EXPORT_URL} download>
            Export your catalog as CSV
          </a>
          . Imports change prices, so your shop&apos;s owner or a manager runs them.
        </p>
      )}
      <ListPage
        path="/vendor/listings"
        label="Search listings"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        values={query}
        rows={data.length}
        total={total}
        pageSize={PRODUCTS_PAGE_SIZE}
        empty={{ none: "No listings yet.", noMatch: "No listing matches." }}
        filters={[{ name: "q", label: "Name or SKU", kind: "search" }]}
      >
        <ListingsTable
          key={data.map((p) => p.id).join()}
          rows={data}
          canChangePrices={can(ctx.role, "change_prices")}
        />
      </ListPage>
    </div>
  );
}
