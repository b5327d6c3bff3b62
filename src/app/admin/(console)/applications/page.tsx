import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { FilterField, FilteredPages } from "@/features/admin/components/filtered-pages";
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
      <FilteredPages
        path="/admin/applications"
        label="Filter seller applications"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        filters={{ ...f, status: f.status ?? "any" }}
        rows={data.length}
        total={total}
        empty="No applications match these filters."
        grid="sm:grid-cols-3"
        fields={
          <>
            <FilterField id="a-q" label="Company, contact or e-mail">
              <input id="a-q" name="q" type="search" defaultValue={f.q} className="input" />
            </FilterField>
            <FilterField id="a-status" label="Status">
              <select id="a-status" name="status" defaultValue={f.status ?? "any"} className="input">
                <option value="any">Any</option>
                {APPLICATION_STATUSES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
            </FilterField>
          </>
        }
      >
        <ul className="divide-y divide-slate-200">
          {data.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
              <div className="min-w-0">
                <Link href={`/admin/applications/${a.id}`} className="font-medium text-brand-700 underline">
                  {a.company}
                </Link>
                <p className="text-slate-600">
                  {a.contactName} · {a.email} · {a.createdAt.toISOString().slice(0, 10)}
                </p>
              </div>
              <span className={`rounded px-2 py-1 text-xs ${STATUS_TONE[a.status] ?? "bg-slate-100"}`}>{a.status}</span>
            </li>
          ))}
        </ul>
      </FilteredPages>
    </div>
  );
}
