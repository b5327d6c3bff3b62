import type { Metadata } from "next";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { Pagination } from "@/features/admin/components/pagination";
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
      {!parsed.success && (
        <p role="alert" className="text-sm text-red-700">
          {parsed.error.issues[0]?.message}
        </p>
      )}
      <form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label="Filter the audit log">
        <div>
          <label htmlFor="f-action" className="label">
            Action
          </label>
          <select id="f-action" name="action" defaultValue={f.action ?? ""} className="input">
            <option value="">Any</option>
            {actions.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-actor" className="label">
            Actor
          </label>
          <input id="f-actor" name="actor" defaultValue={f.actor} className="input" />
        </div>
        <div>
          <label htmlFor="f-target" className="label">
            Target (type or id)
          </label>
          <input id="f-target" name="target" defaultValue={f.target} className="input" />
        </div>
        <div>
          <label htmlFor="f-from" className="label">
            From
          </label>
          <input id="f-from" name="from" type="date" defaultValue={f.from} className="input" />
        </div>
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <label htmlFor="f-to" className="label">
              To
            </label>
            <input id="f-to" name="to" type="date" defaultValue={f.to} className="input" />
          </div>
          <button type="submit" className="btn-primary">
            Filter
          </button>
        </div>
      </form>
      {data.length === 0 ? (
        <p className="py-8 text-center text-slate-600">No actions match these filters.</p>
      ) : (
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
      )}
      <Pagination path="/admin/audit" params={{ ...f, page: undefined } as SP} page={f.page ?? 1} total={total} />
    </div>
  );
}
