import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { AcknowledgeRecallButton } from "@/features/compliance/components/acknowledge-recall-button";
import { myRecallNotices } from "@/features/compliance/server";
import { QuarantineRecallButton } from "@/features/inventory/components/quarantine-recall-button";

export const metadata: Metadata = { title: "Recalls" };

export default async function RecallNoticesPage() {
  const viewer = await requirePageViewer("/compliance/recalls");
  const notices = await myRecallNotices(viewer);
  const open = notices.filter((n) => !n.acknowledgedAt).length;
  return (
    <div className="container-page space-y-6 py-8">
      <header>
        <p className="text-sm">
          <Link href="/compliance" className="text-brand-700 hover:underline">
            ← DEA registration, licences and lots
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Recalls</h1>
        <p className="mt-1 text-slate-600">
          Recalls of lots delivered to your clinic&apos;s locations.{" "}
          {open ? `${open} still to check.` : "Nothing is waiting for you."}
        </p>
      </header>
      {notices.length === 0 ? (
        <p className="text-slate-600">No recall has touched a lot your clinic received.</p>
      ) : (
        <ul className="space-y-3">
          {notices.map((n) => (
            <li
              key={n.id}
              id={`notice-${n.id}`}
              className="card scroll-mt-24 space-y-2 p-4 text-sm"
              aria-label={`Recall ${n.recallNumber}`}
            >
              <h2 className="text-base font-semibold">
                Recall {n.recallNumber} · {n.classification} · {n.product}
              </h2>
              <p>
                Lot{n.lots.length > 1 ? "s" : ""} <span className="font-mono">{n.lots.join(", ")}</span> delivered to{" "}
                {n.clinic} · {n.location}. Reason: {n.reason}
              </p>
              <p className="text-slate-700">
                What to do: stop using these lots, set aside what is left, and contact the vendor ({n.firm}) for their
                return or replacement. Then confirm below that you have checked your stock.
              </p>
              <p className="font-medium">
                {n.onHand > 0
                  ? `Your stock records show ${n.onHand} unit${n.onHand === 1 ? "" : "s"} of these lots still on hand at ${n.location}.`
                  : `Your stock records show none of these lots on hand at ${n.location}.`}
              </p>
              {n.acknowledgedAt ? (
                <p className="font-medium text-emerald-800">
                  Checked: acknowledged by {n.acknowledgedBy} on {n.acknowledgedAt}.
                </p>
              ) : n.onHand > 0 ? (
                <QuarantineRecallButton
                  noticeId={n.id}
                  recallNumber={n.recallNumber}
                  units={n.onHand}
                  location={n.location}
                />
              ) : (
                <AcknowledgeRecallButton noticeId={n.id} recallNumber={n.recallNumber} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
