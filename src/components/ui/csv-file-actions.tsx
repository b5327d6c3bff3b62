"use client";

type Props = {
  id: string;
  label: string;
  /** a new file was picked (or the pick was cleared): earlier check results no longer apply */
  onFile: (file: File | null) => void;
  hasFile: boolean;
  pending: "" | "check" | "import";
  /** the last check found nothing wrong */
  canImport: boolean;
  importLabel: string;
  onSend: (dryRun: boolean) => void;
};

/** A CSV picker with "Check file" (a dry run) and the import button, which waits for a clean check. */
export function CsvFileActions({ id, label, onFile, hasFile, pending, canImport, importLabel, onSend }: Props) {
  return (
    <>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input id={id} type="file" accept=".csv,text/csv" onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline" disabled={!hasFile || !!pending} onClick={() => onSend(true)}>
          {pending === "check" ? "Checking…" : "Check file"}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={!hasFile || !!pending || !canImport}
          onClick={() => onSend(false)}
        >
          {pending === "import" ? "Importing…" : importLabel}
        </button>
      </div>
    </>
  );
}
