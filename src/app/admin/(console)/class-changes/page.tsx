import type { Metadata } from "next";
import { ConfirmForm } from "@/features/admin/components/confirm-form";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { RejectListing } from "@/features/admin/components/reject-listing";
import { operatorForPage } from "@/features/admin/server";
import { classChangeQueue } from "@/features/compliance/server";

export const metadata: Metadata = { title: "Class changes" };

export default async function ClassChangesPage() {
  if (!(await operatorForPage("/admin/class-changes"))) return <ConsoleForbidden />;
  const queue = await classChangeQueue();
  return (
    <section aria-labelledby="class-changes" className="space-y-3">
      <h1 id="class-changes" className="text-2xl font-bold">
        Regulatory class changes to review ({queue.length})
      </h1>
      <p className="text-sm text-slate-600">
        A vendor lowered a listing&apos;s class: buyers without the credential the current class needs could then order
        it. The listing keeps its class until you approve; a stricter class applies without review.
      </p>
      {queue.length === 0 ? (
        <p className="text-slate-600">No class change waits for review.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {queue.map((r) => (
            <li key={r.id} className="flex flex-wrap items-end justify-between gap-3 py-3">
              <p className="min-w-0">
                <span className="font-medium">{r.product}</span>
                <span className="block text-sm">
                  {r.fromLabel} → <strong>{r.toLabel}</strong>
                </span>
                <span className="block text-sm text-slate-600">
                  {r.vendor} · {r.sku} · asked by {r.requestedBy ?? "an API key"} on {r.createdAt}
                </span>
              </p>
              <ConfirmForm
                trigger="Approve"
                tone="primary"
                title={`Make ${r.product} ${r.toLabel}?`}
                description="Buyers then need only what that class asks for."
                confirmLabel="Approve"
                url={`/api/admin/class-changes/${r.id}`}
                body={{ decision: "approve" }}
              />
              <RejectListing id={r.id} name={r.product} url={`/api/admin/class-changes/${r.id}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
