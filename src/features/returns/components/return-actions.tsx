"use client";
import { useState } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/**
 * The vendor's steps on one return, through the vendor API: approve (with an optional label note), reject
 * (confirmed, with the reason the buyer reads) and, once approved, receive (confirmed: it refunds the lines).
 */
export function ReturnActions({
  id,
  rma,
  status,
  mayReceive,
}: {
  id: number;
  rma: string;
  status: string;
  /** owners and managers: receiving refunds the buyer */
  mayReceive: boolean;
}) {
  const m = useMutation({ refresh: true });
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const call = async (step: string, body: unknown) => {
    const res = await m.run("POST", `/api/vendor/v1/returns/${id}/${step}`, body);
    return res.ok ? ({ ok: true } as const) : ({ ok: false, message: res.message, retry: true } as const);
  };
  if (status !== "requested" && status !== "approved") return null;
  return (
    <div className="flex flex-wrap items-start gap-2">
      {status === "requested" && (
        <ConfirmAction
          trigger="Approve"
          triggerClassName="btn-primary"
          tone="primary"
          title={`Approve return ${rma}?`}
          description="The buyer is told to send the items back with the RMA number and your label note."
          confirmLabel="Approve return"
          onConfirm={() => call("approve", { label_note: note || null })}
        >
          <label className="label" htmlFor={`note-${id}`}>
            Label note for the buyer (optional)
          </label>
          <textarea
            id={`note-${id}`}
            className="input w-full"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </ConfirmAction>
      )}
      {status === "approved" && mayReceive && (
        <ConfirmAction
          trigger="Mark received"
          triggerClassName="btn-primary"
          tone="primary"
          title={`Received the parcel for ${rma}?`}
          description="The returned lines are refunded at once: a credit note on an invoice order, a card refund otherwise. This cannot be undone."
          confirmLabel="Received: refund"
          onConfirm={() => call("receive", {})}
        />
      )}
      <ConfirmAction
        trigger="Reject"
        title={`Reject return ${rma}?`}
        description="The buyer reads your reason; the items can then be asked for again."
        confirmLabel="Reject return"
        onConfirm={() => call("reject", { reason })}
      >
        <label className="label" htmlFor={`reason-${id}`}>
          Reason
        </label>
        <input
          id={`reason-${id}`}
          className="input w-full"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmAction>
      <Notice look="line" className="w-full text-xs" notice={m.notice} />
    </div>
  );
}
