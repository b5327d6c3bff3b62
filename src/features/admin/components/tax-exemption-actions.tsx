"use client";
import { useState } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { useMutation } from "@/lib/use-mutation";

/** Verify (orders to the location become tax-free) or reject with the reason the clinic reads; both confirmed. */
export function TaxExemptionActions({ id, label }: { id: number; label: string }) {
  const m = useMutation({ refresh: true });
  const [reason, setReason] = useState("");
  const decide = async (decision: "verify" | "reject") => {
    const res = await m.run("POST", `/api/admin/tax-exemptions/${id}/review`, {
      decision,
      reason: reason || undefined,
    });
    return res.ok ? ({ ok: true } as const) : ({ ok: false, message: res.message, retry: true } as const);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmAction
        trigger="Verify"
        triggerClassName="btn-primary"
        tone="primary"
        title={`Verify certificate ${label}?`}
        description="Orders shipped to this location carry no sales tax from now on, and their invoices name the certificate."
        confirmLabel="Verify certificate"
        onConfirm={() => decide("verify")}
      />
      <ConfirmAction
        trigger="Reject"
        title={`Reject certificate ${label}?`}
        description="The clinic is told why; orders to the location stay taxed."
        confirmLabel="Reject certificate"
        onConfirm={() => decide("reject")}
      >
        <label className="label" htmlFor={`tax-reason-${id}`}>
          Reason
        </label>
        <input
          id={`tax-reason-${id}`}
          className="input w-full"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmAction>
    </div>
  );
}
