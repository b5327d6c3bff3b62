import type { Metadata } from "next";
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
        {/* a card per request, not a table row: its quote form needs the width of a phone's screen */}
        <ul aria-label="Requests for quote sent to you" className="space-y-3">
          {data.map((r) => (
            <RfqCard key={r.id} r={r} mayQuote={mayQuote} />
          ))}
        </ul>
      </ListPage>
    </div>
  );
}

function RfqCard({ r, mayQuote }: { r: Row; mayQuote: boolean }) {
  const answerable = r.status === "open" || r.status === "quoted";
  return (
    <li className="card space-y-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="font-medium">#{r.id}</span>
          <span className="ml-2 text-sm text-slate-600">
            {r.buyer} · {r.needed_by ? `needed by ${r.needed_by}` : "price request"}
          </span>
        </p>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs capitalize text-slate-700">{r.status}</span>
      </div>
      {r.note && <p className="text-sm text-slate-600">“{r.note}”</p>}
      {answerable && mayQuote ? (
        <RfqQuoteForm copyId={r.id} lines={r.lines} quote={r.quote} />
      ) : (
        <>
          <ul className="text-sm">
            {r.lines.map((l) => (
              <li key={l.id}>
                {l.quantity} × {l.description}
              </li>
            ))}
          </ul>
          {answerable && <p className="text-xs text-slate-500">An owner or a manager quotes prices.</p>}
        </>
      )}
    </li>
  );
}
