import type { Metadata } from "next";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { TaxExemptionActions } from "@/features/admin/components/tax-exemption-actions";
import { operatorForPage } from "@/features/admin/server";
import { taxExemptionQueue } from "@/features/compliance/server";

export const metadata: Metadata = { title: "Tax exemptions" };

const STATUSES = ["pending", "verified", "rejected"] as const;
type Status = (typeof STATUSES)[number];

/** The operator's queue of clinic locations' tax-exemption certificates: open the file, verify or reject. */
export default async function TaxExemptionsPage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  if (!(await operatorForPage("/admin/tax-exemptions"))) return <ConsoleForbidden />;
  const asked = (await searchParams).status;
  const status: Status = STATUSES.includes(asked as Status) ? (asked as Status) : "pending";
  const rows = await taxExemptionQueue(status);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Tax-exemption certificates</h1>
      <nav aria-label="Certificates by status" className="flex gap-2 text-sm">
        {STATUSES.map((s) => (
          <Link
            key={s}
            href={s === "pending" ? "/admin/tax-exemptions" : `/admin/tax-exemptions?status=${s}`}
            aria-current={s === status ? "page" : undefined}
            className={`rounded-md px-3 py-1 ${s === status ? "bg-brand-700 text-white" : "hover:bg-slate-100"}`}
          >
            {s === "pending" ? "To review" : s[0]!.toUpperCase() + s.slice(1)}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="card p-6 text-slate-600">
          {status === "pending" ? "No certificate waits for review." : `No ${status} certificate.`}
        </p>
      ) : (
        <DataTable
          caption={`Tax-exemption certificates: ${status}`}
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            {
              header: "Certificate",
              cell: (r) => (
                <>
                  <span className="font-semibold">{r.label}</span>
                  {r.expires_on && <span className="block text-xs text-slate-500">expires {r.expires_on}</span>}
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
              header: "File",
              cell: (r) => (
                <a
                  href={`/api/admin/tax-exemptions/${r.id}/file`}
                  target="_blank"
                  rel="noreferrer"
                  className="underline"
                >
                  {r.file_name}
                </a>
              ),
            },
            {
              header: status === "pending" ? "Decision" : "Reason",
              cell: (r) =>
                status === "pending" ? <TaxExemptionActions id={r.id} label={r.label} /> : (r.reason ?? "—"),
            },
          ]}
        />
      )}
    </div>
  );
}
