import type { Metadata } from "next";
import { DataTable, type Column } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { can } from "@/features/vendor-portal";
import { RfqQuoteForm } from "@/features/vendor-portal/rfqs/components/rfq-quote-form";
import { RFQ_STATUSES, rfqListQuery, type RfqListQuery } from "@/features/vendor-portal/rfqs/schema";
import { listVendorRfqs, requireVendorPage, RFQS_PAGE_SIZE } from "@/features/vendor-portal/server/routes";

export const metadata: Metadata = { title: "Requests for quote" };

type Row = Awaited<ReturnType<typeof listVendorRfqs>>["data"][number];

export default async function VendorRfqsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await requireVendorPage();
  if (ctx.vendorId === null)
    return <p className="card p-6 text-slate-600">Requests for quote are for product vendors.</p>;
  const raw = await searchParams;
  const parsed = rfqListQuery.safeParse(raw);
  const query: RfqListQuery = parsed.success ? parsed.data : { page: 1 };
  const { data, total } = await listVendorRfqs(ctx, query);
  const mayQuote = can(ctx.role, "change_prices");
  const columns: Column<Row>[] = [
    {
      header: "Request",
      cell: (r) => (
        <>
          <span className="font-medium">#{r.id}</span>
          <span className="block text-xs text-slate-500">
            {r.buyer} · {r.needed_by ? `needed by ${r.needed_by}` : "price request"}
          </span>
          {r.note && <span className="block text-xs text-slate-600">“{r.note}”</span>}
        </>
      ),
    },
    { header: "Status", cell: (r) => <span className="capitalize">{r.status}</span> },
    {
      header: "Items and your quote",
      cell: (r) =>
        r.status === "open" || r.status === "quoted" ? (
          mayQuote ? (
            <div className="min-w-64">
              <RfqQuoteForm copyId={r.id} lines={r.lines} quote={r.quote} />
            </div>
          ) : (
            <span className="text-xs text-slate-500">An owner or a manager quotes prices.</span>
          )
        ) : (
          <ul className="text-sm">
            {r.lines.map((l) => (
              <li key={l.id}>
                {l.quantity} × {l.description}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Requests for quote</h1>
      <ListPage
        path="/vendor/rfqs"
        label="Filter requests for quote"
        values={query}
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        rows={data.length}
        total={total}
        pageSize={RFQS_PAGE_SIZE}
        empty={{
          none: "No requests for quote yet.",
          noMatch: query.status ? `No ${query.status} requests for quote.` : "No requests for quote yet.",
        }}
        filters={[{ name: "status", label: "Status", kind: "select", options: RFQ_STATUSES, any: "Any status" }]}
      >
        <DataTable caption="Requests for quote sent to you" columns={columns} rows={data} rowKey={(r) => r.id} />
      </ListPage>
    </div>
  );
}
