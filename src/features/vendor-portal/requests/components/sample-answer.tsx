"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { sampleActionsFor, type SampleAction } from "../rules";

/**
 * Answers one sample request: while pending, approve it (a tracking number if it leaves at once) or
 * decline it with a reason the buyer reads; once approved, mark it sent with its tracking number.
 * The buyer is notified of each answer.
 */
export function SampleAnswer({
  requestId,
  status,
  productName,
}: {
  requestId: number;
  status: string;
  productName: string;
}) {
  const m = useMutation({ refresh: true, silent: true });
  const actions = sampleActionsFor(status);
  if (actions.length === 0) return null;

  async function answer(e: React.FormEvent<HTMLFormElement>, action: SampleAction) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (name: string) => String(f.get(name) ?? "").trim() || undefined;
    const body = { type: "sample", action, tracking: text("tracking"), reason: text("reason") };
    await m.run("POST", `/api/vendor/v1/requests/${requestId}/answer`, body);
  }

  const tracking = (label: string) => (
    <label className="text-xs">
      {label}
      <input name="tracking" maxLength={80} className="input mt-0.5 block w-40" />
    </label>
  );

  return (
    <div className="space-y-2">
      {m.notice && <Notice look="line" className="text-xs" notice={m.notice} />}
      {actions.includes("approve") && (
        <form
          onSubmit={(e) => answer(e, "approve")}
          aria-label={`Approve sample of ${productName}`}
          className="flex flex-wrap items-end gap-2"
        >
          {tracking("Tracking (if sent now)")}
          <button className="btn-primary" disabled={m.pending}>
            Approve
          </button>
        </form>
      )}
      {actions.includes("decline") && (
        <form
          onSubmit={(e) => answer(e, "decline")}
          aria-label={`Decline sample of ${productName}`}
          className="flex flex-wrap items-end gap-2"
        >
          <label className="text-xs">
            Reason for declining
            <input name="reason" required maxLength={300} className="input mt-0.5 block w-56" />
          </label>
          <button className="btn border border-red-600 text-red-700 hover:bg-red-50" disabled={m.pending}>
            Decline
          </button>
        </form>
      )}
      {actions.includes("sent") && (
        <form
          onSubmit={(e) => answer(e, "sent")}
          aria-label={`Mark sample of ${productName} sent`}
          className="flex flex-wrap items-end gap-2"
        >
          {tracking("Tracking number")}
          <button className="btn-primary" disabled={m.pending}>
            Mark sent
          </button>
        </form>
      )}
    </div>
  );
}
