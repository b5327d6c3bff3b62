import type { Metadata } from "next";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { APPLICATION_STATUSES, applicationQuerySchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { listApplications, type ApplicationFilters } from "@/features/admin/server/applications";

export const metadata: Metadata = { title: "Seller applications" };

const STATUS_TONE: Record<string, string> = {
  pending: "bg-amber-50 text-amber-800",
  approved: "bg-emerald-50 text-emerald-800",
  rejected: "bg-red-50 text-red-800",
};

export default async function ApplicationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  if (!(await operatorForPage("/admin/applications"))) return <ConsoleForbidden />;
  const sp = await searchParams;
  // the queue opens on what waits for a decision; "any" is an explicit choice that survives paging
  const { status = "pending", ...rest } = sp;
  const parsed = applicationQuerySchema.safeParse({ ...rest, status: status === "any" ? undefined : status });
  const f: ApplicationFilters = parsed.success ? parsed.data : {};
  const { data, total } = await listApplications(f);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Seller applications</h1>
      <p className="text-sm text-slate-600">Applications sent from the Sell on DVM page, newest first.</p>
      <ListPage
        path="/admin/applications"
        label="Filter seller applications"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        values={{ ...f, status: f.status ?? "any" }}
        rows={data.length}
        total={total}
        empty={{ none: "No seller has applied yet.", noMatch: "No applications match these filters." }}
        filters={[
          { name: "q", label: "Company, contact or e-mail", kind: "search" },
          {
            name: "status",
            label: "Status",
            kind: "select",
            // "any" is a choice of its own: with no status the queue opens on what waits
            options: [{ value: "any", label: "Any" }, ...APPLICATION_STATUSES],
            any: false,
          },
        ]}
      >
        <DataTable
          caption="Seller applications, newest first"
          rows={data}
          rowKey={(a) => a.id}
          columns={[
            {
              header: "Company",
              cell: (a) => (
                <Link href={`/admin/applications/${a.id}`} className="font-medium text-brand-700 underline">
                  {a.company}
                </Link>
              ),
            },
            { header: "Contact", cell: (a) => `${a.contactName} · ${a.email}` },
            { header: "Sent", cell: (a) => a.createdAt.toISOString().slice(0, 10), wide: true },
            {
              header: "Status",
              cell: (a) => (
                <span className={`rounded px-2 py-1 text-xs ${STATUS_TONE[a.status] ?? "bg-slate-100"}`}>
                  {a.status}
                </span>
              ),
            },
          ]}
        />
      </ListPage>
    </div>
  );
}
