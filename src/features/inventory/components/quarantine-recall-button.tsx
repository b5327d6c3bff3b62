"use client";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { useMutation } from "@/lib/use-mutation";

/**
 * Acknowledging a recall whose lots are still on the shelf: the units leave the stock as "recall"
 * (quarantined, with who and when in each lot's history) and the notice is acknowledged, after a confirmation.
 */
export function QuarantineRecallButton({
  noticeId,
  recallNumber,
  units,
  location,
}: {
  noticeId: number;
  recallNumber: string;
  units: number;
  location: string;
}) {
  const m = useMutation({ refresh: true });
  const what = `${units} unit${units === 1 ? "" : "s"}`;
  return (
    <ConfirmAction
      trigger={`Quarantine ${what} and acknowledge`}
      triggerClassName="btn-primary"
      title={`Quarantine ${what} of recall ${recallNumber}?`}
      description={
        <p>
          Your stock records show {what} of the recalled lots on hand at {location}. They leave the stock as
          &ldquo;quarantined (recall)&rdquo;: set them aside for the vendor&apos;s return. The recall is then
          acknowledged for your clinic.
        </p>
      }
      confirmLabel="Quarantine and acknowledge"
      tone="primary"
      onConfirm={async () => {
        const res = await m.run("POST", `/api/clinic/inventory/recalls/${noticeId}/quarantine`);
        return res.ok ? { ok: true } : { ok: false, message: res.message };
      }}
    />
  );
}
