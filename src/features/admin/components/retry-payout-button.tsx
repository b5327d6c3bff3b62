"use client";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { useMutation } from "@/lib/use-mutation";

/** The console's "Send again" on a failed payout: asks first, then the transfer job tries with a new request. */
export function RetryPayoutButton({ payoutId, net, vendor }: { payoutId: number; net: string; vendor: string }) {
  const m = useMutation({ refresh: true });
  return (
    <ConfirmAction
      trigger="Send again"
      title={`Send ${net} to ${vendor} again?`}
      description="The transfer is tried again with the payout's figures as they stand. Check the vendor's payout account first."
      confirmLabel="Send again"
      pendingLabel="Sending…"
      onConfirm={async () => {
        const res = await m.run("POST", `/api/admin/payouts/${payoutId}/retry`, {});
        return res.ok ? { ok: true } : { ok: false, message: res.message };
      }}
    />
  );
}
