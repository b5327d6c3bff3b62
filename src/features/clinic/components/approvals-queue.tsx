"use client";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { useClinicData } from "./use-clinic-api";

type Approval = {
  id: number;
  status: string;
  total: number;
  requested_by: string;
  location: string;
  reasons: string[];
  comment: string | null;
  created_at: string;
  items: number;
  can_decide: boolean;
};

const usd = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });

function ApprovalCard({ a, onDone }: { a: Approval; onDone: () => Promise<void> }) {
  const [comment, setComment] = useState("");
  const m = useMutation({ silent: true });
  const busy = m.pending;
  const decide = async (what: "approve" | "reject") => {
    const res = await m.run("POST", `/api/clinic/approvals/${a.id}/${what}`, { comment });
    if (res.ok) await onDone();
  };
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" aria-label={`Request ${a.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          Request #{a.id} · {usd(a.total)}
        </p>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium capitalize">{a.status}</span>
      </div>
      <p className="text-sm text-slate-600">
        {a.requested_by} for {a.location} · {a.items} item{a.items === 1 ? "" : "s"} ·{" "}
        {new Date(a.created_at).toLocaleDateString("en-US")}
      </p>
      {a.reasons.length > 0 && <p className="mt-1 text-sm">{a.reasons.join(" ")}</p>}
      {a.comment && <p className="mt-1 text-sm italic">“{a.comment}”</p>}
      {a.can_decide && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex-1 text-sm">
            Comment
            <input className="input mt-1 w-full" value={comment} onChange={(e) => setComment(e.target.value)} />
          </label>
          <div className="flex gap-2">
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void decide("approve")}>
              Approve
            </button>
            <button type="button" className="btn-outline" disabled={busy} onClick={() => void decide("reject")}>
              Reject
            </button>
          </div>
        </div>
      )}
      <Notice look="line" className="mt-2 text-sm" notice={m.notice} />
    </li>
  );
}

/** The clinic's approval requests: approvers decide, others follow their own. */
export function ApprovalsQueue({ heldId }: { heldId?: number }) {
  const { data, error, reload } = useClinicData<Approval[]>("/api/clinic/approvals");
  if (error) return <p role="alert">{error}</p>;
  if (!data) return <p>Loading…</p>;
  const pending = data.filter((a) => a.status === "pending");
  const decided = data.filter((a) => a.status !== "pending");
  return (
    <div className="space-y-6">
      {heldId && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Your order was sent for approval (request #{heldId}). You will be notified when it is decided.
        </p>
      )}
      <section aria-labelledby="approvals-pending">
        <h2 id="approvals-pending" className="mb-2 text-lg font-semibold">
          Waiting for approval
        </h2>
        {pending.length ? (
          <ul className="space-y-3">
            {pending.map((a) => (
              <ApprovalCard key={a.id} a={a} onDone={reload} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">Nothing is waiting for approval.</p>
        )}
      </section>
      <section aria-labelledby="approvals-decided">
        <h2 id="approvals-decided" className="mb-2 text-lg font-semibold">
          Decided
        </h2>
        {decided.length ? (
          <ul className="space-y-3">
            {decided.map((a) => (
              <ApprovalCard key={a.id} a={a} onDone={reload} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No decisions yet.</p>
        )}
      </section>
    </div>
  );
}
