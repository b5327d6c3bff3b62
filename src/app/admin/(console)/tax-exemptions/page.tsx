import type { Metadata } from "next";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { TaxExemptionActions } from "@/features/admin/components/tax-exemption-actions";
import { operatorForPage } from "@/features/admin/server";
import { TAX_EXEMPTION_STATUSES, taxExemptionQueue, type TaxExemptionStatus } from "@/features/compliance/server";

export const metadata: Metadata = { title: "Tax exemptions" };

/** The operator's queue of clinic locations' tax-exemption certificates: open the file, verify or reject. */
export default async function TaxExemptionsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  if (!(await operatorForPage("/admin/tax-exemptions"))) return <ConsoleForbidden />;
  const asked = await searchParams;
  const status: TaxExemptionStatus = (TAX_EXEMPTION_STATUSES as readonly string[]).includes(asked.status ?? "")
    ? (asked.status as TaxExemptionStatus)
    : "pending";
  const page = Math.max(1, Number(asked.page) || 1);
  const q = asked.q?.trim() || undefined;
  const { data: rows, total } = await taxExemptionQueue({ status, q, page });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Tax-exemption certificates</h1>
      <ListPage
        path="/admin/tax-exemptions"
        label="Filter certificates"
        filters={[
          { name: "q", label: "Clinic, location or number", kind: "search" },
          {
            name: "status",
            label: "Status",
            kind: "select",
            any: false,
            options: [
              { value: "pending", label: "To review" },
              { value: "verified", label: "Verified" },
              { value: "rejected", label: "Rejected" },
            ],
          },
        ]}
        values={{ q, status: asked.status ? status : undefined, page }}
        total={total}
        rows={rows.length}
        empty={{
          none: status === "pending" ? "No certificate waits for review." : `No ${status} certificate.`,
          noMatch: "No certificate matches.",
        }}
      >
        <DataTable
          caption={`Tax-exemption certificates: ${status}`}
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            {
              header: "Certificate",
              // the file goes with the certificate, so a phone keeps the decision on screen
              cell: (r) => (
                <>
                  <span className="font-semibold">{r.label}</span>
                  {r.expires_on && <span className="block text-xs text-slate-500">expires {r.expires_on}</span>}
                  <a
                    href={`/api/admin/tax-exemptions/${r.id}/file`}
                    target="_blank"
                    rel="noreferrer"
                    className="block text-sm break-all underline"
                  >
                    {r.file_name}
                  </a>
                </>
              ),
            },
            {
              header: "Clinic location",
              cell: (r) => (
                <>
                  {r.clinic}
                  <span className="block text-xs text-slate-500">{r.location}</span>
                </>
              ),
            },
            { header: "Uploaded", cell: (r) => r.uploaded_at.slice(0, 10), wide: true },
            {
              header: status === "pending" ? "Decision" : "Reason",
              cell: (r) =>
                status === "pending" ? <TaxExemptionActions id={r.id} label={r.label} /> : (r.reason ?? "—"),
            },
          ]}
        />
      </ListPage>
    </div>
  );
}
