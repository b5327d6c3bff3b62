import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { RfqQuotes } from "@/features/requests/components/rfq-quotes";
import { getRfq } from "@/features/requests/server/rfqs";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Request for quote" };

export default async function RfqPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await requirePageViewer(`/user/rfqs/${id}`);
  const rfq = await getRfq(viewer, Number(id) || 0).catch((err) => {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    throw err;
  });
  return (
    <div className="container-page space-y-6 py-8">
      <header>
        <Link href="/user/rfqs" className="text-sm text-brand-700 underline">
          All requests for quote
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-ink">Request for quote #{rfq.id}</h1>
        <p className="text-slate-600">
          {rfq.needed_by ? `Needed by ${rfq.needed_by}` : "Price request"} ·{" "}
          <span className="capitalize">{rfq.status}</span> ·{" "}
          {rfq.vendors.map((v) => `${v.vendor_name} (${v.status})`).join(", ")}
        </p>
      </header>
      <section aria-labelledby="rfq-lines-h" className="card p-4">
        <h2 id="rfq-lines-h" className="font-bold">
          Items asked
        </h2>
        <ul className="mt-2 space-y-1 text-sm">
          {rfq.lines.map((l) => (
            <li key={l.id}>
              {l.quantity} × {l.description}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="rfq-quotes-h" className="space-y-3">
        <h2 id="rfq-quotes-h" className="text-lg font-bold">
          Quotes side by side
        </h2>
        <RfqQuotes rfq={rfq} />
      </section>
    </div>
  );
}
