import Link from "next/link";
import type { ReactNode } from "react";
import { DataTable, type Column } from "@/components/ui/data-table";
import { dollarsToCents, formatUsd } from "@/lib/money";
import { PAYOUT_STATUS_LABELS } from "../rules";
import type { PayoutView } from "../server/payouts";

const usd = (d: number) => (d < 0 ? `−${formatUsd(-dollarsToCents(d))}` : formatUsd(dollarsToCents(d)));

/** Payouts with their figures and orders: the portal's (own orders link to the order desk) and the console's. */
export function PayoutsTable({
  rows,
  orderHref,
  showVendor = false,
  failedAction,
}: {
  rows: PayoutView[];
  orderHref: (orderId: number) => string;
  showVendor?: boolean;
  /** what a failed payout offers (the console's "Send again") */
  failedAction?: (p: PayoutView) => ReactNode;
}) {
  const columns: Column<PayoutView>[] = [
    { header: "Date", cell: (p) => p.period },
    ...(showVendor ? [{ header: "Vendor", cell: (p: PayoutView) => p.vendor_name }] : []),
    {
      header: "Orders",
      cell: (p) => (
        <span className="flex flex-wrap gap-x-2">
          {p.orders.map((o) => (
            <Link key={o.id} href={orderHref(o.id)} className="text-brand-700 hover:underline">
              {o.order_number}
            </Link>
          ))}
          {p.kind === "adjustment" && <span className="text-xs text-slate-500">refund taken back</span>}
        </span>
      ),
    },
    { header: "Gross", cell: (p) => usd(p.gross), align: "right", wide: true },
    { header: "Commission", cell: (p) => usd(-p.commission), align: "right", wide: true },
    { header: "Refunds", cell: (p) => usd(-p.refunds), align: "right", wide: true },
    { header: "Net", cell: (p) => <strong>{usd(p.net)}</strong>, align: "right" },
    {
      header: "Status",
      cell: (p) => (
        <span className={p.status === "failed" ? "text-red-700" : p.status === "pending" ? "text-amber-700" : ""}>
          {PAYOUT_STATUS_LABELS[p.status] ?? p.status}
          {p.failure_message && <span className="block text-xs">{p.failure_message}</span>}
          {p.status === "failed" && failedAction && <span className="mt-1 block">{failedAction(p)}</span>}
        </span>
      ),
    },
  ];
  return <DataTable caption="Payouts" columns={columns} rows={rows} rowKey={(p) => p.id} />;
}
