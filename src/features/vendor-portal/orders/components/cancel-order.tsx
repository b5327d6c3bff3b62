"use client";
import { useState } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { useMutation } from "@/lib/use-mutation";

/** The seller cancels the whole order before it ships, saying why (the buyer reads it). */
export function CancelOrder({ orderId, paidByCard }: { orderId: number; paidByCard: boolean }) {
  const m = useMutation({ refresh: true });
  const [reason, setReason] = useState("");
  return (
    <ConfirmAction
      trigger="Cancel order"
      title="Cancel the whole order?"
      description={
        paidByCard
          ? "Its stock comes back, the buyer's card is refunded or not charged, and the buyer is told why."
          : "Its stock comes back, the buyer's invoice is credited, and the buyer is told why."
      }
      confirmLabel="Cancel order"
      pendingLabel="Cancelling…"
      onConfirm={async () => {
        const res = await m.run("POST", `/api/vendor/v1/orders/${orderId}/cancel`, { reason });
        return res.ok ? { ok: true } : { ok: false, message: res.message, retry: res.status === 400 };
      }}
    >
      <label className="label" htmlFor={`cancel-reason-${orderId}`}>
        Reason (the buyer reads it)
      </label>
      <textarea
        id={`cancel-reason-${orderId}`}
        className="input"
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmAction>
  );
}
