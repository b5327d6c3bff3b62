import type { Metadata } from "next";
import { DocumentUpload } from "@/features/accounts/components/document-upload";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { getDocuments } from "@/features/accounts/server/queries";

export const metadata: Metadata = { title: "Documents and level" };

const STATUS_STYLE: Record<string, string> = {
  pending: "bg-amber-50 text-amber-900",
  approved: "bg-brand-50 text-brand-800",
  rejected: "bg-red-50 text-red-700",
};
const STATUS_TEXT: Record<string, string> = { pending: "Under review", approved: "Approved", rejected: "Not accepted" };
const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default async function DocumentsPage() {
  const viewer = await requirePageViewer("/documents");
  const docs = await getDocuments(viewer.id);
  return (
    <div className="container-page space-y-6 py-8">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Documents and level</h1>
        <p className="mt-1 text-slate-600">
          Your buying level is <strong>{viewer.level}</strong>. Upload your veterinary license, DEA registration or
          resale certificate to raise it; our team reviews every document.
        </p>
      </header>
      <DocumentUpload userId={viewer.id} />
      <section aria-labelledby="doc-list">
        <h2 id="doc-list" className="mb-3 text-lg font-semibold">
          Your documents
        </h2>
        {docs.length === 0 ? (
          <p className="text-slate-600">You have not uploaded any documents yet.</p>
        ) : (
          <ul className="space-y-2">
            {docs.map((d) => (
              <li key={d.id} className="card flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
                <span>
                  <span className="font-semibold">{d.kindLabel}</span> · {d.originalName}
                  <span className="block text-slate-500">Uploaded {day.format(new Date(d.createdAt))}</span>
                </span>
                <span className={`rounded-full px-3 py-1 font-medium ${STATUS_STYLE[d.status] ?? ""}`}>
                  {STATUS_TEXT[d.status] ?? d.status}
                  {d.status === "approved" && d.levelGranted ? ` · level ${d.levelGranted}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
