import { DataTable } from "@/components/ui/data-table";
import { auditChanges, auditSubject } from "../rules";

/**
 * An audit entry's changes, one field a line ("Status: pending → approved"), under what it is about;
 * the whole record stays one click away for whoever needs every field.
 */
export function AuditChangeList({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  const subject = auditSubject(before, after);
  return (
    <ul className="space-y-0.5 text-xs text-slate-700">
      {subject && <li className="font-medium break-words text-slate-900">{subject}</li>}
      {changes.length === 0 && <li className="text-slate-500">No field changed</li>}
      {changes.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium">{c.field}:</span>{" "}
          {c.before !== null && (
            <>
              <del className="text-slate-500">{c.before}</del> →{" "}
            </>
          )}
          {c.after ?? <span className="text-slate-500">removed</span>}
        </li>
      ))}
      <li>
        <details>
          <summary className="cursor-pointer text-slate-500">Whole record</summary>
          <pre className="mt-1 font-mono break-all whitespace-pre-wrap">
            {JSON.stringify(before)} → {JSON.stringify(after)}
          </pre>
        </details>
      </li>
    </ul>
  );
}

type AuditRow = { id: number; at: Date | string; action: string; actor: string; before: unknown; after: unknown };

/** A detail page's "The operator's actions" section: the audit entries about one record, newest first. */
export function AuditTrail({ rows, about }: { rows: readonly AuditRow[]; about: string }) {
  return (
    <section aria-labelledby="operator-actions" className="space-y-2">
      <h2 id="operator-actions" className="text-lg font-semibold">
        The operator&apos;s actions
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No operator action on this {about} yet.</p>
      ) : (
        <DataTable
          caption={`Operator actions on this ${about}, newest first`}
          rows={rows}
          rowKey={(a) => a.id}
          columns={[
            {
              header: "When",
              cell: (a) => `${new Date(a.at).toISOString().slice(0, 16).replace("T", " ")} UTC`,
              wide: true,
            },
            { header: "Action", cell: (a) => a.action },
            { header: "Change", cell: (a) => <AuditChangeList before={a.before} after={a.after} /> },
            { header: "By", cell: (a) => a.actor, wide: true },
          ]}
        />
      )}
    </section>
  );
}
