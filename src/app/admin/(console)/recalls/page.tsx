import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { operatorForPage } from "@/features/admin/server";
import { RecallImportForm } from "@/features/compliance/components/recall-import-form";
import { listRecalls } from "@/features/compliance/server";

export const metadata: Metadata = { title: "Recalls" };

export default async function RecallsPage() {
  if (!(await operatorForPage("/admin/recalls"))) return <ConsoleForbidden />;
  const list = await listRecalls();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Recalls</h1>
      <RecallImportForm />
      <section aria-labelledby="recalls-h" className="space-y-2">
        <h2 id="recalls-h" className="text-xl font-bold">
          Imported recalls ({list.length})
        </h2>
        {list.length === 0 ? (
          <p className="text-slate-600">No recall imported yet.</p>
        ) : (
          // the table scrolls inside its own box, so a long lot list never widens the page on a phone
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b text-slate-500">
                  <th className="py-2 pr-3 font-medium">Recall</th>
                  <th className="py-2 pr-3 font-medium">Product</th>
                  <th className="py-2 pr-3 font-medium">Lots</th>
                  <th className="py-2 pr-3 font-medium">Locations</th>
                  <th className="py-2 font-medium">Unacknowledged after 24 h</th>
                </tr>
              </thead>
              <tbody>
                {list.map((r) => (
                  <tr key={r.id} className="border-b border-slate-100">
                    <td className="py-2 pr-3">
                      <Link href={`/admin/recalls/${r.id}`} className="text-brand-700 underline">
                        {r.recallNumber}
                      </Link>{" "}
                      <span className="text-slate-500">{r.classification}</span>
                    </td>
                    <td className="py-2 pr-3">
                      {r.product} <span className="text-slate-500">· {r.vendor}</span>
                    </td>
                    <td className="py-2 pr-3 font-mono [overflow-wrap:anywhere]">
                      {r.allLots ? "all lots" : r.lots.join(", ")}
                    </td>
                    <td className="py-2 pr-3">
                      {r.acknowledged} of {r.locations} acknowledged
                    </td>
                    <td className={`py-2 ${r.overdue ? "font-semibold text-red-700" : ""}`}>{r.overdue}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
