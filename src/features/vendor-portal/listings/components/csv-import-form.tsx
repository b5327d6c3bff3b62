"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CsvFileActions } from "@/components/ui/csv-file-actions";
import { Notice } from "@/components/ui/notice";
import { CSV_EXPORT_URL } from "../..";
import { CsvColumnsHelp } from "./csv-columns-help";

type Result = { created?: number; updated?: number; errors?: { row: number; message: string }[]; message?: string };
type Progress = { stage: "checking" | "writing"; done: number; total: number };

/**
 * Sends the file and reads the answer as NDJSON: progress lines while the server checks and writes,
 * then the result as the last line.
 */
async function sendCsv(text: string, dryRun: boolean, onProgress: (p: Progress) => void): Promise<Result> {
  const res = await fetch(`/api/vendor/v1/products/import${dryRun ? "?dry_run=1" : ""}`, {
    method: "POST",
    headers: { "content-type": "text/csv", accept: "application/x-ndjson" },
    body: text,
  });
  if (!res.body || !(res.headers.get("content-type") ?? "").includes("ndjson")) return (await res.json()) as Result;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  let last: Result = { message: "The import stopped before it answered; nothing was imported." };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines.filter(Boolean)) {
      const parsed = JSON.parse(line) as Result & { progress?: Progress };
      if (parsed.progress) onProgress(parsed.progress);
      else last = parsed;
    }
  }
  return last;
}

/** Check first (dry run, row-level errors), then import everything or nothing, with progress on a large file. */
export function CsvImportForm() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Result | null>(null);
  const [done, setDone] = useState("");
  const [pending, setPending] = useState<"" | "check" | "import">("");
  const [progress, setProgress] = useState<Progress | null>(null);

  async function send(dryRun: boolean) {
    if (!file) return;
    setPending(dryRun ? "check" : "import");
    setDone("");
    setProgress(null);
    const json = await sendCsv(await file.text(), dryRun, setProgress);
    setPending("");
    setProgress(null);
    if (dryRun || json.message || json.errors?.length) return setChecked(json);
    setChecked(null);
    setDone(`Imported: ${json.created} created, ${json.updated} updated.`);
    router.refresh();
  }

  const errors = checked?.errors ?? [];
  const status =
    pending === "check" || progress?.stage === "checking"
      ? "Checking every row…"
      : progress
        ? `Writing: ${progress.done.toLocaleString("en-US")} of ${progress.total.toLocaleString("en-US")} listings`
        : "Importing…";
  return (
    <section className="card space-y-3 p-4" aria-labelledby="import-heading">
      <h2 id="import-heading" className="font-semibold">
        Import a CSV
      </h2>
      <p className="text-sm text-slate-600">
        Listings with their variations, set contents and videos, one row each; rows create or update by SKU.{" "}
        <a className="text-brand-700 underline" href={CSV_EXPORT_URL} download>
          Export your catalog
        </a>{" "}
        to start from it.
      </p>
      <CsvColumnsHelp />
      <CsvFileActions
        id="csv-file"
        label="CSV file"
        onFile={(f) => {
          setFile(f);
          setChecked(null);
        }}
        hasFile={!!file}
        pending={pending}
        canImport={!!checked && errors.length === 0}
        importLabel="Import"
        onSend={send}
      />
      {pending && (
        <div role="status" className="space-y-1 text-sm text-slate-600">
          <p>{status}</p>
          <progress
            className="h-2 w-full"
            aria-label="Import progress"
            max={progress?.stage === "writing" ? Math.max(1, progress.total) : undefined}
            value={progress?.stage === "writing" ? progress.done : undefined}
          />
        </div>
      )}
      {done && <Notice tone="success">{done}</Notice>}
      {checked && errors.length === 0 && !checked.message && (
        <Notice tone="info">
          Ready: {checked.created} to create, {checked.updated} to update.
        </Notice>
      )}
      {checked?.message && errors.length === 0 && <Notice tone="error">{checked.message}</Notice>}
      {errors.length > 0 && (
        <div role="alert">
          <p className="text-sm font-semibold text-red-700">
            {errors.length} row{errors.length > 1 ? "s" : ""} to fix; nothing is imported until every row is right:
          </p>
          <ul className="mt-1 max-h-60 list-disc overflow-y-auto pl-5 text-sm text-red-700">
            {errors.slice(0, 200).map((e) => (
              <li key={`${e.row}-${e.message}`}>{e.message}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
