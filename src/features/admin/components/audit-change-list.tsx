import { auditChanges } from "../rules";

/** An audit entry's changes, one field a line: "Status: pending → approved". */
export function AuditChangeList({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="text-slate-500">No field changed</span>;
  return (
    <ul className="space-y-0.5 text-xs text-slate-700">
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
    </ul>
  );
}
