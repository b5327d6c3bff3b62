import type { Metadata } from "next";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { FilterField, FilteredPages } from "@/features/admin/components/filtered-pages";
import { auditQuerySchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { auditActions, listAudit, type AuditFilters } from "@/features/admin/server/audit";

export const metadata: Metadata = { title: "Audit log" };

type SP = Record<string, string | undefined>;

export default async function AuditPage({ searchParams }: { searchParams: Promise<SP> }) {
  if (!(await operatorForPage("/admin/audit"))) return <ConsoleForbidden />;
  const sp = await searchParams;
  const parsed = auditQuerySchema.safeParse(sp);
  const f: AuditFilters = parsed.success ? parsed.data : {};
  const [{ data, total }, actions] = await Promise.all([listAudit(f), auditActions()]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Audit log</h1>
      <p className="text-sm text-slate-600">
        Every operator action, newest first. Entries cannot be edited or deleted.
      </p>
      <FilteredPages
        path="/admin/audit"
        label="Filter the audit log"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        filters={f}
        rows={data.length}
        total={total}
        empty="No actions match these filters."
        fields={
          <>
            <FilterField id="f-action" label="Action">
              <select id="f-action" name="action" defaultValue={f.action ?? ""} className="input">
                <option value="">Any</option>
                {actions.map((a) => (
                  <option key={a}>{a}</option>
                ))}
              </select>
            </FilterField>
            <FilterField id="f-actor" label="Actor">
              <input id="f-actor" name="actor" defaultValue={f.actor} className="input" />
            </FilterField>
            <FilterField id="f-target" label="Target (type or id)">
              <input id="f-target" name="target" defaultValue={f.target} className="input" />
            </FilterField>
            <FilterField id="f-from" label="From">
              <input id="f-from" name="from" type="date" defaultValue={f.from} className="input" />
            </FilterField>
            <FilterField id="f-to" label="To">
              <input id="f-to" name="to" type="date" defaultValue={f.to} className="input" />
            </FilterField>
          </>
        }
        grid="sm:grid-cols-2 lg:grid-cols-6"
      >
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-3">When (UTC)</th>
                <th className="py-2 pr-3">Actor</th>
                <th className="py-2 pr-3">Action</th>
                <th className="py-2 pr-3">Target</th>
                <th className="py-2">Before → after</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.map((a) => (
                <tr key={a.id} className="align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={a.at}>{a.at.slice(0, 19).replace("T", " ")}</time>
                  </td>
                  <td className="py-2 pr-3">{a.actor}</td>
                  <td className="py-2 pr-3 font-medium">{a.action}</td>
                  <td className="py-2 pr-3">{a.target}</td>
                  <td className="py-2 font-mono text-xs break-all text-slate-700">
                    {JSON.stringify(a.before)} → {JSON.stringify(a.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </FilteredPages>
    </div>
  );
}
