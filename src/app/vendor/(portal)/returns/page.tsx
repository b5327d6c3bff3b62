import type { Metadata } from "next";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { ReturnActions } from "@/features/returns/components/return-actions";
import { ReturnBadge } from "@/features/returns/components/return-badge";
import { RETURN_STATUSES } from "@/features/returns/rules";
import { returnListQuery } from "@/features/returns/schemas";
import { listVendorReturns, RETURNS_PAGE_SIZE } from "@/features/returns/server";
import { can } from "@/features/vendor-portal";
import { requireVendorPage } from "@/features/vendor-portal/server/routes";
import { dollarsToCents, formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Returns" };

export default async function VendorReturnsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await requireVendorPage();
  const parsed = returnListQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : { page: 1 };
  const { data, total } = await listVendorReturns(ctx, query);
  const mayReceive = can(ctx.role, "manage_payouts");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Returns</h1>
      <p className="text-sm text-slate-600">
        Buyers ask to return delivered items within your return window (Settings). Approve to send them the RMA number
        and your label note; mark the parcel received to refund the lines and reverse the commission on them.
      </p>
      <ListPage
        path="/vendor/returns"
        label="Filter returns"
        error={parsed.success ? undefined : "That filter was not understood; showing all returns."}
        values={query}
        rows={data.length}
        total={total}
        pageSize={RETURNS_PAGE_SIZE}
        empty={{
          none: "No returns yet. A buyer's return request appears here.",
          noMatch: "No returns match this filter.",
        }}
        filters={[
          { name: "status", label: "Status", kind: "select", options: RETURN_STATUSES, any: "All" },
          { name: "q", label: "RMA, order, clinic or product", kind: "search" },
        ]}
      >
        <DataTable
          caption="Returns, newest first"
          rows={data}
          rowKey={(r) => r.id}
          columns={[
            {
              header: "Return",
              cell: (r) => (
                <>
                  <span className="font-mono font-semibold">{r.rma_number}</span>
                  <Link href={`/vendor/orders/${r.order_id}`} className="block text-xs text-brand-700 hover:underline">
                    Order {r.order_number}
                  </Link>
                  <span className="block text-xs text-slate-500">{r.clinic}</span>
                </>
              ),
            },
            {
              header: "Items",
              cell: (r) => (
                <ul className="space-y-0.5">
                  {r.lines.map((l) => (
                    <li key={l.line_id}>
                      {l.quantity} × {l.name}
                      <span className="block text-xs text-slate-500">{l.reason_label}</span>
                    </li>
                  ))}
                  {r.dea_form && <li className="text-xs text-amber-900">DEA 222 form {r.dea_form}</li>}
                </ul>
              ),
            },
            { header: "Asked", cell: (r) => r.created_at.slice(0, 10), wide: true },
            {
              header: "Status",
              cell: (r) => (
                <>
                  <ReturnBadge status={r.status} />
                  {r.refund && (
                    <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">
                      {r.refund.credit_note_number ?? "Card refund"} {formatUsd(dollarsToCents(r.refund.amount))}
                    </span>
                  )}
                  {r.refund?.credit_note_number && (
                    <a
                      className="mt-1 block text-xs text-brand-700 underline"
                      href={`/api/vendor/v1/returns/${r.id}/credit-note?download=1`}
                      download
                    >
                      Credit note (PDF)
                    </a>
                  )}
                  {r.reject_reason && <span className="mt-1 block text-xs text-red-800">{r.reject_reason}</span>}
                </>
              ),
            },
            {
              header: "Actions",
              cell: (r) => <ReturnActions id={r.id} rma={r.rma_number} status={r.status} mayReceive={mayReceive} />,
            },
          ]}
        />
      </ListPage>
    </div>
  );
}
