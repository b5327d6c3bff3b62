import type { Metadata } from "next";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { AuditChangeList } from "@/features/admin/components/audit-change-list";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
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
      <ListPage
        path="/admin/audit"
        label="Filter the audit log"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        values={f}
        rows={data.length}
        total={total}
        empty={{ none: "No operator has acted yet.", noMatch: "No actions match these filters." }}
        filters={[
          { name: "action", label: "Action", kind: "select", options: actions.map((a) => ({ value: a, label: a })) },
          { name: "actor", label: "Actor", kind: "text" },
          { name: "target", label: "Target (type or id)", kind: "text" },
          { name: "from", label: "From", kind: "date" },
          { name: "to", label: "To", kind: "date" },
        ]}
      >
        <DataTable
          caption="Operator actions, newest first"
          rows={data}
          rowKey={(a) => a.id}
          columns={[
            {
              header: "When (UTC)",
              cell: (a) => (
                <time dateTime={a.at} className="whitespace-nowrap">
                  {a.at.slice(0, 19).replace("T", " ")}
                </time>
              ),
            },
            { header: "Actor", cell: (a) => a.actor },
            { header: "Action", cell: (a) => <span className="font-medium">{a.action}</span> },
            { header: "Target", cell: (a) => a.target },
            { header: "Changes", cell: (a) => <AuditChangeList before={a.before} after={a.after} /> },
          ]}
        />
      </ListPage>
    </div>
  );
}
