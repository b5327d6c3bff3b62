"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { ACCOUNT_STATUS_LABELS } from "../rules";

/** The shop's payout account at the card provider and the way to set it up (the provider's onboarding page). */
export function PayoutAccountPanel({
  accountId,
  status,
  canSetUp,
}: {
  accountId: string | null;
  status: string;
  canSetUp: boolean;
}) {
  const m = useMutation({ silent: true });
  async function onboard() {
    const res = await m.run<{ url: string }>("POST", "/api/vendor/v1/payouts/onboarding", {});
    if (res.ok) window.location.assign(res.data.url);
  }
  return (
    <section className="card p-4 text-sm" aria-labelledby="payout-account">
      <h2 id="payout-account" className="font-semibold">
        Payout account
      </h2>
      <p className="mt-1">
        <span data-testid="payout-account-status">{ACCOUNT_STATUS_LABELS[status] ?? status}</span>
        {accountId && <span className="ml-2 font-mono text-xs text-slate-500">{accountId}</span>}
      </p>
      <Notice notice={m.notice} />
      {status !== "enabled" && canSetUp && (
        <button type="button" className="btn-primary mt-2" onClick={onboard} disabled={m.pending}>
          {status === "none" ? "Set up payouts" : "Continue onboarding"}
        </button>
      )}
    </section>
  );
}
