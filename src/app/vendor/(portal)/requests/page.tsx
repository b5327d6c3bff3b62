import type { Metadata } from "next";
import Link from "next/link";
import { ListPage } from "@/components/ui/list-page";
import { can } from "@/features/vendor-portal";
import { QuoteForm } from "@/features/vendor-portal/requests/components/quote-form";
import { requestListQuery } from "@/features/vendor-portal/requests/schema";
import { listVendorRequests, REQUESTS_PAGE_SIZE, requireVendorPage } from "@/features/vendor-portal/server/routes";

export const metadata: Metadata = { title: "Requests" };

export default async function VendorRequestsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await requireVendorPage();
  if (ctx.vendorId === null) return <p className="card p-6 text-slate-600">Requests are for product vendors.</p>;
  const parsed = requestListQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : { type: "price" as const, page: 1 };
  const { data, total } = await listVendorRequests(ctx, query);
  const tab = (type: "price" | "sample", label: string) => (
    <Link
      href={`/vendor/requests?type=${type}`}
      aria-current={query.type === type ? "page" : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${query.type === type ? "bg-brand-700 text-white" : "bg-slate-100"}`}
    >
      {label}
    </Link>
  );
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Requests</h1>
      <nav aria-label="Request type" className="flex gap-2">
        {tab("price", "Price requests")}
        {tab("sample", "Sample requests")}
      </nav>
      <ListPage
        path="/vendor/requests"
        label="Filter requests"
        values={query}
        rows={data.length}
        total={total}
        pageSize={REQUESTS_PAGE_SIZE}
        empty={{ none: `No ${query.type} requests yet.`, noMatch: `No ${query.type} requests yet.` }}
        filters={[]}
      >
        <ul className="card divide-y divide-slate-100">
          {data.map((r) => (
            <li key={r.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
              <span>
                <span className="font-medium">{r.product.name}</span>
                <span className="block text-xs text-slate-500">
                  {r.product.sku} · {r.buyer.clinic_name} · {r.created_at.slice(0, 10)}
                </span>
              </span>
              <span className="capitalize text-slate-600">{r.status}</span>
              {query.type === "price" && r.status === "open" && can(ctx.role, "change_prices") && (
                <QuoteForm requestId={r.id} productName={r.product.name} />
              )}
            </li>
          ))}
        </ul>
      </ListPage>
    </div>
  );
}
