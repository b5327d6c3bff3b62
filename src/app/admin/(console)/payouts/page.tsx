import type { Metadata } from "next";
import { ListPage } from "@/components/ui/list-page";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { RetryPayoutButton } from "@/features/admin/components/retry-payout-button";
import { operatorForPage } from "@/features/admin/server";
import { PayoutsTable } from "@/features/vendor-portal/payouts/components/payouts-table";
import { marketplacePayouts } from "@/features/vendor-portal/server";
import { dollarsToCents, formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Payouts" };

const STATUSES = ["pending", "paid", "failed"] as const;

/** The marketplace's side of card money: every vendor's payouts, the commission earned, failed transfers. */
export default async function PayoutsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  if (!(await operatorForPage("/admin/payouts"))) return <ConsoleForbidden />;
  const q = await searchParams;
  const page = Math.max(1, Number(q.page) || 1);
  const status = (STATUSES as readonly string[]).includes(q.status ?? "") ? q.status : undefined;
  const { data, total, totals } = await marketplacePayouts({ page, status });
  const usd = (d: number) => formatUsd(dollarsToCents(d));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Payouts</h1>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {(
          [
            ["Commission earned", usd(totals.commission_earned)],
            ["Paid out to vendors", usd(totals.paid_out)],
            ["Waiting to be paid out", usd(totals.pending)],
            ["Failed transfers", String(totals.failed_transfers)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="card p-3">
            <dt className="text-slate-600">{label}</dt>
            <dd
              className={`text-lg font-semibold ${label === "Failed transfers" && value !== "0" ? "text-red-700" : ""}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ListPage
        path="/admin/payouts"
        label="Filter payouts"
        filters={[{ name: "status", label: "Status", kind: "select", options: STATUSES }]}
        values={{ status, page }}
        total={total}
        rows={data.length}
        empty={{ none: "No payouts yet: they start with the first shipped card order.", noMatch: "No payouts match." }}
      >
        <PayoutsTable
          rows={data}
          orderHref={(id) => `/admin/orders/${id}`}
          showVendor
          failedAction={(p) => (
            <RetryPayoutButton payoutId={p.id} net={usd(p.net)} vendor={p.vendor_name ?? "the vendor"} />
          )}
        />
      </ListPage>
    </div>
  );
}
