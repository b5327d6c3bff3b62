import type { Metadata } from "next";
import { ListPage } from "@/components/ui/list-page";
import { can } from "@/features/vendor-portal";
import { PayoutAccountPanel } from "@/features/vendor-portal/payouts/components/payout-account-panel";
import { PayoutsTable } from "@/features/vendor-portal/payouts/components/payouts-table";
import {
  payoutAccount,
  PAYOUT_STATUSES,
  requireVendorPage,
  vendorPayouts,
} from "@/features/vendor-portal/server/routes";
import { cardPaymentsEnabled } from "@/features/payments/server";

export const metadata: Metadata = { title: "Payouts" };

export default async function VendorPayoutsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await requireVendorPage();
  if (ctx.vendorId === null)
    return <p className="card p-6 text-slate-600">Payouts of service providers are sent by the operator for now.</p>;
  if (!can(ctx.role, "manage_payouts"))
    return <p className="card p-6 text-slate-600">Payouts show the shop&apos;s money; ask your shop&apos;s owner.</p>;
  const q = await searchParams;
  const page = Math.max(1, Number(q.page) || 1);
  const status = (PAYOUT_STATUSES as readonly string[]).includes(q.status ?? "") ? q.status : undefined;
  const [{ data, total }, account] = await Promise.all([vendorPayouts(ctx, { page, status }), payoutAccount(ctx)]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Payouts</h1>
      <p className="text-sm text-slate-600">
        When you ship a card-paid order, its goods and shipping, less the marketplace&apos;s commission and any refunds,
        are transferred to your payout account. Invoice orders are settled on your monthly statements.
      </p>
      <PayoutAccountPanel accountId={account.account_id} status={account.status} canSetUp={cardPaymentsEnabled()} />
      <ListPage
        path="/vendor/payouts"
        label="Filter payouts"
        filters={[{ name: "status", label: "Status", kind: "select", options: PAYOUT_STATUSES }]}
        values={{ status, page }}
        total={total}
        rows={data.length}
        empty={{ none: "No payouts yet: they start with your first shipped card order.", noMatch: "No payouts match." }}
      >
        <PayoutsTable rows={data} orderHref={(id) => `/vendor/orders/${id}`} />
      </ListPage>
    </div>
  );
}
