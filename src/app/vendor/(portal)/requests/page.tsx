import type { Metadata } from "next";
import Link from "next/link";
import { DataTable, type Column } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { can } from "@/features/vendor-portal";
import { QuoteForm } from "@/features/vendor-portal/requests/components/quote-form";
import { SampleAnswer } from "@/features/vendor-portal/requests/components/sample-answer";
import { describeAnswer, REQUEST_STATUSES } from "@/features/vendor-portal/requests/rules";
import { requestListQuery, type RequestListQuery } from "@/features/vendor-portal/requests/schema";
import { listVendorRequests, REQUESTS_PAGE_SIZE, requireVendorPage } from "@/features/vendor-portal/server/routes";

export const metadata: Metadata = { title: "Requests" };

type Row = Awaited<ReturnType<typeof listVendorRequests>>["data"][number];

export default async function VendorRequestsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await requireVendorPage();
  if (ctx.vendorId === null) return <p className="card p-6 text-slate-600">Requests are for product vendors.</p>;
  const raw = await searchParams;
  const parsed = requestListQuery.safeParse(raw);
  const query: RequestListQuery = parsed.success
    ? parsed.data
    : { type: raw.type === "sample" ? "sample" : "price", page: 1 };
  const { data, total } = await listVendorRequests(ctx, query);
  const mayQuote = can(ctx.role, "change_prices");
  const tab = (type: "price" | "sample", label: string) => (
    <Link
      href={`/vendor/requests?type=${type}`}
      aria-current={query.type === type ? "page" : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${query.type === type ? "bg-brand-700 text-white" : "bg-slate-100"}`}
    >
      {label}
    </Link>
  );
  const columns: Column<Row>[] = [
    {
      header: "Product",
      cell: (r) => (
        <>
          <span className="font-medium">{r.product.name}</span>
          <span className="block text-xs text-slate-500">
            {r.product.sku} · {r.buyer.clinic_name}
          </span>
        </>
      ),
    },
    {
      header: "Asked",
      wide: true,
      cell: (r) => <span className="whitespace-nowrap">{r.created_at.slice(0, 10)}</span>,
    },
    { header: "Status", cell: (r) => <span className="capitalize">{r.status}</span> },
    {
      header: "Answer",
      cell: (r) => (
        <div className="min-w-56 space-y-2">
          {r.answers.length > 0 && (
            <ul className="space-y-0.5 text-slate-700">
              {r.answers.map((a) => (
                <li key={a.answered_at + a.action}>{describeAnswer(a)}</li>
              ))}
            </ul>
          )}
          {r.type === "price" && r.status === "open" && mayQuote && (
            <QuoteForm requestId={r.id} productName={r.product.name} />
          )}
          {r.type === "price" && r.status === "open" && !mayQuote && (
            <span className="text-xs text-slate-500">An owner or a manager quotes prices.</span>
          )}
          {r.type === "sample" && <SampleAnswer requestId={r.id} status={r.status} productName={r.product.name} />}
        </div>
      ),
    },
  ];
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
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        rows={data.length}
        total={total}
        pageSize={REQUESTS_PAGE_SIZE}
        empty={{
          none: `No ${query.type} requests yet.`,
          noMatch: query.status ? `No ${query.status} ${query.type} requests.` : `No ${query.type} requests yet.`,
        }}
        filters={[
          { name: "type", label: "Kind", kind: "select", options: ["price", "sample"], any: false },
          { name: "status", label: "Status", kind: "select", options: REQUEST_STATUSES[query.type], any: "Any status" },
        ]}
      >
        <DataTable caption={`Your ${query.type} requests`} columns={columns} rows={data} rowKey={(r) => r.id} />
      </ListPage>
    </div>
  );
}
