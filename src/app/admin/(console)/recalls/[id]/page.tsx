import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { operatorForPage } from "@/features/admin/server";
import { recallDetail } from "@/features/compliance/server";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Recall" };

const when = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace("T", " ") : "");

export default async function RecallPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!(await operatorForPage(`/admin/recalls/${id}`))) return <ConsoleForbidden />;
  if (!Number.isInteger(id) || id <= 0) notFound();
  let detail;
  try {
    detail = await recallDetail(id);
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    throw err;
  }
  const { recall, locations, overdue } = detail;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href="/admin/recalls" className="text-brand-700 hover:underline">
          ← Recalls
        </Link>
      </p>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">
          Recall {recall.recallNumber} · {recall.classification}
        </h1>
        <p className="text-slate-700">
          {recall.product} ({recall.sku}) · {recall.vendor} · lots{" "}
          <span className="font-mono">{recall.allLots ? "all" : recall.lots.join(", ")}</span>
        </p>
        <p className="text-sm text-slate-600">
          {recall.reason} · reported by {recall.firm}
          {recall.initiatedOn ? ` on ${recall.initiatedOn}` : ""}
          {recall.status ? ` · ${recall.status}` : ""} · imported {when(recall.createdAt)} by {recall.importedBy}
        </p>
      </header>
      <section aria-labelledby="overdue-h" className="space-y-2">
        <h2 id="overdue-h" className="text-xl font-bold">
          Not acknowledged after 24 hours ({overdue.length})
        </h2>
        {overdue.length === 0 ? (
          <p className="text-slate-600">Every location told more than 24 hours ago has acknowledged.</p>
        ) : (
          <ul className="list-disc pl-5 text-sm text-red-700">
            {overdue.map((l) => (
              <li key={l.id}>
                {l.clinic} · {l.location} ({l.state}) · told {when(l.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="locations-h" className="space-y-2">
        <h2 id="locations-h" className="text-xl font-bold">
          Affected locations ({locations.length})
        </h2>
        {locations.length === 0 ? (
          <p className="text-slate-600">No clinic here received a recalled lot.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b text-slate-500">
                <th className="py-2 pr-3 font-medium">Clinic and location</th>
                <th className="py-2 pr-3 font-medium">Lots received</th>
                <th className="py-2 pr-3 font-medium">Told</th>
                <th className="py-2 font-medium">Acknowledged</th>
              </tr>
            </thead>
            <tbody>
              {locations.map((l) => (
                <tr key={l.id} className="border-b border-slate-100">
                  <td className="py-2 pr-3">
                    {l.clinic} · {l.location}
                  </td>
                  <td className="py-2 pr-3 font-mono">{l.lots.join(", ")}</td>
                  <td className="py-2 pr-3">{when(l.createdAt)}</td>
                  <td className={`py-2 ${l.overdue ? "font-semibold text-red-700" : ""}`}>
                    {l.acknowledgedAt
                      ? `${when(l.acknowledgedAt)} by ${l.acknowledgedBy}`
                      : l.overdue
                        ? "Not yet (over 24 hours)"
                        : "Not yet"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
