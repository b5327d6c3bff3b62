"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { MessageBox } from "@/components/ui/message-box";
import { CSV_EXPORT_URL } from "..";

type Result = { created?: number; updated?: number; errors?: { row: number; message: string }[]; message?: string };

/** Check first (dry run, row-level errors), then import everything or nothing. */
export function CsvImportForm() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Result | null>(null);
  const [done, setDone] = useState("");
  const [pending, setPending] = useState<"" | "check" | "import">("");

  async function send(dryRun: boolean) {
    if (!file) return;
    setPending(dryRun ? "check" : "import");
    setDone("");
    const res = await fetch(`/api/vendor/v1/products/import${dryRun ? "?dry_run=1" : ""}`, {
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: await file.text(),
    });
    const json = (await res.json()) as Result;
    setPending("");
    if (dryRun || !res.ok) return setChecked(json);
    setChecked(null);
    setDone(`Imported: ${json.created} created, ${json.updated} updated.`);
    router.refresh();
  }

  const errors = checked?.errors ?? [];
  return (
    <section className="card space-y-3 p-4" aria-labelledby="import-heading">
      <h2 id="import-heading" className="font-semibold">
        Import a CSV
      </h2>
      <p className="text-sm text-slate-600">
        Columns: sku, name, category (slug), brand, short_description, description, price, price_discounted,
        price_discounted_end, quantity, see_price, level, minimum_order, status. Rows create or update by SKU.{" "}
        <a className="text-brand-700 underline" href={CSV_EXPORT_URL} download>
          Export your catalog
        </a>{" "}
        to start from it.
      </p>
      <label htmlFor="csv-file" className="label">
        CSV file
      </label>
      <input
        id="csv-file"
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setChecked(null);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <button className="btn-outline" disabled={!file || !!pending} onClick={() => send(true)}>
          {pending === "check" ? "Checking…" : "Check file"}
        </button>
        <button
          className="btn-primary"
          disabled={!file || !!pending || !checked || errors.length > 0}
          onClick={() => send(false)}
        >
          {pending === "import" ? "Importing…" : "Import"}
        </button>
      </div>
      {done && <MessageBox tone="success">{done}</MessageBox>}
      {checked && errors.length === 0 && !checked.message && (
        <MessageBox tone="info">
          Ready: {checked.created} to create, {checked.updated} to update.
        </MessageBox>
      )}
      {checked?.message && errors.length === 0 && <MessageBox tone="error">{checked.message}</MessageBox>}
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
