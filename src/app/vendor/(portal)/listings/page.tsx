import type { Metadata } from "next";
import Link from "next/link";
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
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));
  const link = (page: number) =>
    `/vendor/listings?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), page: String(page) })}`;
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
      <form className="flex flex-wrap items-end gap-2" role="search" aria-label="Search listings">
        <div className="min-w-0 flex-1">
          <label htmlFor="listing-q" className="label">
            Name or SKU
          </label>
          <input id="listing-q" name="q" type="search" defaultValue={query.q ?? ""} className="input w-full" />
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      {data.length === 0 ? (
        <p className="card p-8 text-center text-slate-600">{query.q ? "No listing matches." : "No listings yet."}</p>
      ) : (
        <ListingsTable
          key={data.map((p) => p.id).join()}
          rows={data}
          canChangePrices={can(ctx.role, "change_prices")}
        />
      )}
      {pages > 1 && (
        <nav aria-label="Pagination" className="flex items-center justify-between text-sm">
          {query.page > 1 ? <Link href={link(query.page - 1)}>Previous</Link> : <span />}
          <span>
            Page {query.page} of {pages} · {total} listings
          </span>
          {query.page < pages ? <Link href={link(query.page + 1)}>Next</Link> : <span />}
        </nav>
      )}
    </div>
  );
}
