"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CsvFileActions } from "@/components/ui/csv-file-actions";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";

type Line = { row: number; message: string };
type Preview = {
  recall_number: string;
  classification: string;
  vendor: string;
  product: string;
  lots: string[];
  locations: { clinic: string; location: string; lots: string[] }[];
  lots_not_delivered: string[];
};
type Result = {
  success?: boolean;
  message?: string;
  recalls?: Preview[];
  unmatched?: Line[];
  errors?: Line[];
  imported?: number;
  locations_notified?: number;
};

/** Check the enforcement-report CSV first (who would be told, what did not match), then import all or nothing. */
export function RecallImportForm() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Result | null>(null);
  const [done, setDone] = useState("");
  const [pending, setPending] = useState<"" | "check" | "import">("");

  async function send(dryRun: boolean) {
    if (!file) return;
    setPending(dryRun ? "check" : "import");
    setDone("");
    const res = await api<Result>("POST", `/api/admin/recalls/import${dryRun ? "?dry_run=1" : ""}`, file, {
      headers: { "content-type": "text/csv" },
    });
    const ok = res.ok;
    // a refusal shows as the server sent it (its sentence, the rows to fix); no answer shows our sentence
    const json: Result = res.ok ? res.data : ((res.body as Result | undefined) ?? { message: res.message });
    setPending("");
    if (dryRun || !ok) return setChecked(json);
    setChecked(null);
    setDone(
      `Imported ${json.imported} recall${json.imported === 1 ? "" : "s"}; ${json.locations_notified} clinic location${json.locations_notified === 1 ? "" : "s"} notified.`,
    );
    router.refresh();
  }

  const errors = checked?.errors ?? [];
  const previews = checked?.recalls ?? [];
  return (
    <section className="card space-y-3 p-4" aria-labelledby="recall-import-h">
      <h2 id="recall-import-h" className="font-semibold">
        Import recalls
      </h2>
      <p className="text-sm text-slate-600">
        A CSV in the layout of the FDA enforcement report: Recall Number, Classification, Product Description, Recalling
        Firm, Reason for Recall, Code Info (the lot numbers), Recall Initiation Date, Status. Each recall is matched to
        the vendor&apos;s product and to the lots it shipped; every clinic location that received one is notified and
        e-mailed.
      </p>
      <CsvFileActions
        id="recall-file"
        label="Recall CSV file"
        onFile={(f) => {
          setFile(f);
          setChecked(null);
          setDone("");
        }}
        hasFile={!!file}
        pending={pending}
        canImport={!!checked && errors.length === 0 && !(checked.message && !checked.recalls)}
        importLabel="Import recalls"
        onSend={send}
      />
      {done && <Notice tone="success">{done}</Notice>}
      {checked?.message && <Notice tone="error">{checked.message}</Notice>}
      {errors.length > 0 && (
        <div role="alert">
          <p className="text-sm font-semibold text-red-700">
            {errors.length} row{errors.length > 1 ? "s" : ""} to fix; nothing is imported until every row is right:
          </p>
          <ul className="mt-1 max-h-60 list-disc overflow-y-auto pl-5 text-sm text-red-700">
            {errors.map((e) => (
              <li key={`${e.row}-${e.message}`}>{e.message}</li>
            ))}
          </ul>
        </div>
      )}
      {checked && !checked.message && errors.length === 0 && (
        <div className="space-y-2 text-sm" aria-label="Preview">
          <Notice tone="info">
            Ready: {previews.length} recall{previews.length === 1 ? "" : "s"} to import,{" "}
            {previews.reduce((n, p) => n + p.locations.length, 0)} clinic location(s) to notify.
          </Notice>
          <ul className="space-y-2">
            {previews.map((p) => (
              <li key={p.recall_number} className="rounded border border-slate-200 p-2">
                <p className="font-medium">
                  {p.recall_number} · {p.classification} · {p.vendor} · {p.product} · lots {p.lots.join(", ")}
                </p>
                {p.locations.length === 0 ? (
                  <p className="text-slate-600">No clinic here received these lots.</p>
                ) : (
                  <ul className="list-disc pl-5">
                    {p.locations.map((l) => (
                      <li key={`${l.clinic}-${l.location}`}>
                        {l.clinic} · {l.location}: {l.lots.join(", ")}
                      </li>
                    ))}
                  </ul>
                )}
                {p.lots_not_delivered.length > 0 && (
                  <p className="text-slate-600">Not delivered to any clinic here: {p.lots_not_delivered.join(", ")}</p>
                )}
              </li>
            ))}
          </ul>
          {(checked.unmatched ?? []).length > 0 && (
            <div>
              <p className="font-semibold">Not matched to a product sold here, so not imported:</p>
              <ul className="list-disc pl-5 text-slate-700">
                {checked.unmatched!.map((u) => (
                  <li key={`${u.row}-${u.message}`}>{u.message}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
