"use client";
import { useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { useClinicData } from "./use-clinic-api";
import { formatDollars } from "@/lib/money";

type Line = { product_id: number; name: string; sku: string; vendor: string; quantity: number };
type ShipTo = { name: string; line1: string; line2: string | null; city: string; state: string; zip: string };
type Approval = {
  id: number;
  status: string;
  total: number;
  requested_by: string;
  location: string;
  reasons: string[];
  comment: string | null;
  decided_by: string | null;
  created_at: string;
  items: number;
  lines: Line[];
  vendors: string[];
  ship_to: ShipTo | null;
  can_decide: boolean;
  can_resubmit: boolean;
};
type Resubmitted = { status: "pending_approval" | "placed"; message: string; approval_id?: number };

const STATUS_TEXT: Record<string, string> = {
  pending: "Waiting",
  approved: "Approved",
  rejected: "Rejected",
  resubmitted: "Sent again",
};

function Lines({ a }: { a: Approval }) {
  return (
    <DataTable
      caption={`Lines of request ${a.id}`}
      rows={a.lines}
      rowKey={(l) => `${l.product_id}-${l.sku}`}
      columns={[
        {
          header: "Product",
          cell: (l) => (
            <>
              {l.name}
              <span className="block text-xs text-slate-500">SKU {l.sku}</span>
            </>
          ),
        },
        { header: "Vendor", cell: (l) => l.vendor, wide: true },
        { header: "Qty", cell: (l) => l.quantity, align: "right" },
      ]}
    />
  );
}

function shipToText(s: ShipTo): string {
  return [s.name, s.line1, s.line2, `${s.city}, ${s.state} ${s.zip}`].filter(Boolean).join(", ");
}

/** The approver's decision: approve with an optional comment, or reject with the reason the requester reads. */
function Decide({ a, onDone }: { a: Approval; onDone: () => Promise<void> }) {
  const [comment, setComment] = useState("");
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const m = useMutation({ silent: true });
  const decide = async (what: "approve" | "reject", text: string) => {
    const res = await m.run("POST", `/api/clinic/approvals/${a.id}/${what}`, { comment: text });
    if (res.ok) await onDone();
  };
  return (
    <div className="mt-3 space-y-2">
      {!rejecting ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex-1 text-sm">
            Comment (optional)
            <input className="input mt-1 w-full" value={comment} onChange={(e) => setComment(e.target.value)} />
          </label>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={m.pending}
              onClick={() => void decide("approve", comment)}
            >
              Approve
            </button>
            <button type="button" className="btn-outline" disabled={m.pending} onClick={() => setRejecting(true)}>
              Reject…
            </button>
          </div>
        </div>
      ) : (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            void decide("reject", reason);
          }}
        >
          <label className="block text-sm">
            Reason for rejecting ({a.requested_by} reads it)
            <textarea
              className="input mt-1 w-full"
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className="btn border border-red-600 text-red-700 hover:bg-red-50"
              disabled={m.pending}
            >
              Reject request
            </button>
            <button type="button" className="btn-outline" onClick={() => setRejecting(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <Notice look="line" className="text-sm" notice={m.notice} />
    </div>
  );
}

/** The requester sends a rejected request again; the clinic's rules decide it anew. */
function Resubmit({ a, onSent }: { a: Approval; onSent: (message: string) => Promise<void> }) {
  const m = useMutation({ silent: true });
  const send = async () => {
    const res = await m.run<Resubmitted>("POST", `/api/clinic/approvals/${a.id}/resubmit`, {});
    if (res.ok) await onSent(res.data.message);
  };
  return (
    <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
      <button type="button" className="btn-outline" disabled={m.pending} onClick={() => void send()}>
        Send again for approval
      </button>
      <p className="text-xs text-slate-600">
        The same lines, checked again against stock, prices and your clinic&apos;s rules.
      </p>
      <Notice look="line" className="text-sm" notice={m.notice} />
    </div>
  );
}

function ApprovalCard({
  a,
  onDone,
  onSent,
}: {
  a: Approval;
  onDone: () => Promise<void>;
  onSent: (message: string) => Promise<void>;
}) {
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" aria-label={`Request ${a.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          Request #{a.id} · {formatDollars(a.total)}
        </p>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium">
          {STATUS_TEXT[a.status] ?? a.status}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        {a.requested_by} for {a.location} · {a.items} item{a.items === 1 ? "" : "s"} from{" "}
        {a.vendors.join(", ") || "no vendor"} · {new Date(a.created_at).toLocaleDateString("en-US")}
      </p>
      {a.ship_to && (
        <p className="text-sm">
          <span className="font-medium">Ships to:</span> {shipToText(a.ship_to)}
        </p>
      )}
      {a.reasons.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">Why it waits:</span> {a.reasons.join(" ")}
        </p>
      )}
      {a.lines.length > 0 && <Lines a={a} />}
      {a.comment && (
        <p className={`rounded p-2 text-sm ${a.status === "approved" ? "bg-slate-50" : "bg-red-50 text-red-900"}`}>
          <span className="font-medium">
            {a.status === "approved" ? "Comment" : "Reason for rejecting"}
            {a.decided_by ? ` from ${a.decided_by}` : ""}:
          </span>{" "}
          “{a.comment}”
        </p>
      )}
      {a.can_decide && <Decide a={a} onDone={onDone} />}
      {a.can_resubmit && <Resubmit a={a} onSent={onSent} />}
    </li>
  );
}

/** The clinic's approval requests: approvers decide with the lines in front of them, others follow their own. */
export function ApprovalsQueue({ heldId }: { heldId?: number }) {
  const { data, error, reload } = useClinicData<Approval[]>("/api/clinic/approvals");
  const [sent, setSent] = useState<string | null>(null);
  const onSent = async (message: string) => {
    setSent(message);
    await reload();
  };
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
      {sent && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {sent}
        </p>
      )}
      <section aria-labelledby="approvals-pending">
        <h2 id="approvals-pending" className="mb-2 text-lg font-semibold">
          Waiting for approval
        </h2>
        {pending.length ? (
          <ul className="space-y-3">
            {pending.map((a) => (
              <ApprovalCard key={a.id} a={a} onDone={reload} onSent={onSent} />
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
              <ApprovalCard key={a.id} a={a} onDone={reload} onSent={onSent} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">No decisions yet.</p>
        )}
      </section>
    </div>
  );
}
