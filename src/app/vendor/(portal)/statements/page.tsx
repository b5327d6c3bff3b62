import type { Metadata } from "next";
import Link from "next/link";
import { can } from "@/features/vendor-portal";
import { monthlyStatement, requireVendorPage } from "@/features/vendor-portal/server/routes";
import { monthRange, recentMonths } from "@/features/vendor-portal/statement-rules";
import { formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Statements" };

const money = (cents: number) => (cents < 0 ? `−${formatUsd(-cents)}` : formatUsd(Math.abs(cents)));

export default async function VendorStatementsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string>>;
}) {
  const ctx = await requireVendorPage();
  if (ctx.vendorId === null)
    return <p className="card p-6 text-slate-600">Statements of service providers are sent by the operator for now.</p>;
  if (!can(ctx.role, "manage_payouts"))
    return (
      <p className="card p-6 text-slate-600">Statements show the shop&apos;s money; ask your shop&apos;s owner.</p>
    );
  const months = recentMonths(new Date(), 12);
  const asked = (await searchParams).month ?? "";
  const month = monthRange(asked) ? asked : months[0]!;
  const s = await monthlyStatement(ctx, month);
  const t = s.totals;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Statement {month}</h1>
      <nav aria-label="Months" className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-1 text-sm">
          {months.map((m) => (
            <li key={m}>
              <Link
                href={`/vendor/statements?month=${m}`}
                aria-current={m === month ? "page" : undefined}
                className={`block rounded-md px-3 py-1 whitespace-nowrap ${m === month ? "bg-brand-700 text-white" : "hover:bg-slate-100"}`}
              >
                {m}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-sm text-slate-600">
        Invoice-terms orders marked delivered in {month} (UTC); card orders are paid out one by one under{" "}
        <Link className="text-brand-700 underline" href="/vendor/payouts">
          Payouts
        </Link>
        . The marketplace&apos;s commission for your shop is <strong>{s.commissionPercent}%</strong> of net sales;
        shipping is passed on to you without commission.{" "}
        <a className="text-brand-700 underline" href={`/api/vendor/v1/statements/${month}/pdf`} download>
          Download PDF
        </a>
      </p>
      <section aria-labelledby="summary-heading" className="card p-4">
        <h2 id="summary-heading" className="mb-2 font-semibold">
          Summary
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm sm:max-w-md">
          {(
            [
              ["Orders delivered", String(t.orders)],
              ["Gross sales", money(t.itemsCents)],
              ["Cancellations", money(-t.cancelledCents)],
              ["Coupon discounts", money(-t.discountCents)],
              ["Net sales", money(t.salesCents)],
              [`Commission (${s.commissionPercent}%)`, money(-t.commissionCents)],
              ["Shipping collected", money(t.shippingCents)],
              ["Net payout", money(t.payoutCents)],
              ["Sales tax (collected and remitted by DVM Market)", money(t.taxCents)],
              ["Order totals billed to buyers", money(t.orderTotalCents)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className={label === "Net payout" ? "font-semibold" : undefined}>{label}</dt>
              <dd className={`text-right ${label === "Net payout" ? "font-semibold" : ""}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {s.refunds.rows.length > 0 && (
        <section aria-labelledby="refunds-heading" className="card overflow-x-auto p-4">
          <h2 id="refunds-heading" className="mb-2 font-semibold">
            Refunds in {month}
          </h2>
          <table className="w-full text-sm">
            <caption className="sr-only">Refunds given in {month}</caption>
            <thead className="text-left text-slate-500">
              <tr>
                <th className="p-2 font-medium">Order</th>
                <th className="p-2 font-medium">Credit note</th>
                <th className="p-2 text-right font-medium">Goods</th>
                <th className="p-2 text-right font-medium">Tax</th>
                <th className="p-2 text-right font-medium">Commission reversed</th>
                <th className="p-2 text-right font-medium">Payout</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {s.refunds.rows.map((r, i) => (
                <tr key={i}>
                  <td className="p-2">
                    {r.orderNumber}
                    <span className="block text-xs text-slate-500">{r.refundedOn}</span>
                  </td>
                  <td className="p-2">{r.creditNoteNumber ?? (r.kind === "return" ? "Card refund" : r.kind)}</td>
                  <td className="p-2 text-right whitespace-nowrap">{money(-r.goodsCents)}</td>
                  <td className="p-2 text-right whitespace-nowrap">{money(-r.taxCents)}</td>
                  <td className="p-2 text-right whitespace-nowrap">{money(r.commissionReversedCents)}</td>
                  <td className="p-2 text-right font-medium whitespace-nowrap">{money(r.payoutEffectCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-sm font-semibold">Net payout after refunds: {money(s.payoutAfterRefundsCents)}</p>
        </section>
      )}
      {s.rows.length === 0 ? (
        <p className="card p-8 text-center text-slate-600">No orders were delivered in {month}.</p>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Orders delivered in {month}</caption>
            <thead className="text-left text-slate-500">
              <tr>
                <th className="p-3 font-medium">Order</th>
                <th className="p-3 text-right font-medium">Goods</th>
                <th className="p-3 text-right font-medium">Cancelled</th>
                <th className="p-3 text-right font-medium">Coupon</th>
                <th className="p-3 text-right font-medium">Commission</th>
                <th className="p-3 text-right font-medium">Shipping</th>
                <th className="p-3 text-right font-medium">Payout</th>
                <th className="p-3 text-right font-medium">Sales tax</th>
                <th className="p-3 text-right font-medium">Order total</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {s.rows.map((r) => (
                <tr key={r.orderNumber}>
                  <td className="p-3">
                    {r.orderNumber}
                    <span className="block text-xs text-slate-500">{r.deliveredOn}</span>
                  </td>
                  <td className="p-3 text-right">{money(r.itemsCents)}</td>
                  <td className="p-3 text-right">{money(-r.cancelledCents)}</td>
                  <td className="p-3 text-right">{money(-r.discountCents)}</td>
                  <td className="p-3 text-right">{money(-r.commissionCents)}</td>
                  <td className="p-3 text-right">{money(r.shippingCents)}</td>
                  <td className="p-3 text-right font-medium">{money(r.payoutCents)}</td>
                  <td className="p-3 text-right">{money(r.taxCents)}</td>
                  <td className="p-3 text-right">{money(r.orderTotalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
