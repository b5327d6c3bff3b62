import type { Metadata } from "next";
import Link from "next/link";
import { DataTable, type Column } from "@/components/ui/data-table";
import { Pager } from "@/components/ui/list-page";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { listRfqs } from "@/features/requests/server/rfqs";

export const metadata: Metadata = { title: "Requests for quote" };

type Row = Awaited<ReturnType<typeof listRfqs>>["data"][number];

export default async function RfqsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const viewer = await requirePageViewer("/user/rfqs");
  const page = Math.max(1, Number((await searchParams).page) || 1);
  const { data, total } = await listRfqs(viewer, page);
  const columns: Column<Row>[] = [
    {
      header: "Request",
      cell: (r) => (
        <Link href={`/user/rfqs/${r.id}`} className="font-medium text-brand-700 underline">
          #{r.id}: {r.first}
          {r.lines > 1 ? ` and ${r.lines - 1} more` : ""}
        </Link>
      ),
    },
    { header: "Needed by", cell: (r) => <span className="whitespace-nowrap">{r.needed_by ?? "Price request"}</span> },
    { header: "Quotes", cell: (r) => `${r.quotes} of ${r.vendors}` },
    { header: "Status", cell: (r) => <span className="capitalize">{r.status}</span> },
  ];
  return (
    <div className="container-page space-y-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">Requests for quote</h1>
        <span className="flex gap-2">
          <Link href="/user/rfqs/new?from=cart" className="btn-outline">
            Quote my cart
          </Link>
          <Link href="/user/rfqs/new" className="btn-primary">
            New request for quote
          </Link>
        </span>
      </div>
      {data.length === 0 ? (
        <p className="card p-6 text-slate-600">No requests for quote yet.</p>
      ) : (
        <DataTable caption="Your requests for quote" columns={columns} rows={data} rowKey={(r) => r.id} />
      )}
      <Pager path="/user/rfqs" params={{}} page={page} total={total} />
    </div>
  );
}
