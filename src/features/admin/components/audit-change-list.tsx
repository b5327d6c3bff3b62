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
