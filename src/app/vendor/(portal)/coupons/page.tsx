import type { Metadata } from "next";
import { can } from "@/features/vendor-portal";
import { CouponForm } from "@/features/vendor-portal/shop/components/coupon-form";
import { EndCouponButton } from "@/features/vendor-portal/shop/components/end-coupon-button";
import { listVendorCoupons, requireVendorPage } from "@/features/vendor-portal/server/routes";
import { dollarsToCents, formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Coupons" };

export default async function VendorCouponsPage() {
  const ctx = await requireVendorPage();
  if (ctx.vendorId === null) return <p className="card p-6 text-slate-600">Coupons are for product vendors.</p>;
  const coupons = await listVendorCoupons(ctx);
  const mayEdit = can(ctx.role, "change_prices");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Coupons</h1>
      <p className="text-sm text-slate-600">
        Your coupons take money off your own items only: at checkout they apply to the part of the order that comes from
        your shop.
      </p>
      {mayEdit ? (
        <CouponForm />
      ) : (
        <p className="card p-4 text-sm text-slate-600">
          Your role ({ctx.role}) can see coupons but not create them; ask your shop&apos;s owner or a manager.
        </p>
      )}
      {coupons.length === 0 ? (
        <p className="card p-8 text-center text-slate-600">No coupons yet.</p>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your coupons</caption>
            <thead className="bg-slate-50 text-xs uppercase text-slate-500">
              <tr>
                <th className="p-3">Code</th>
                <th className="p-3">Discount</th>
                <th className="p-3">Minimum order</th>
                <th className="p-3">Valid</th>
                <th className="p-3">Limit</th>
                <th className="p-3">Used</th>
                <th className="p-3">Status</th>
                {mayEdit && <th className="p-3">Action</th>}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {coupons.map((c) => (
                <tr key={c.id}>
                  <td className="p-3 font-mono font-medium">{c.code}</td>
                  <td className="p-3">
                    {c.kind === "percent" ? `${c.value}% off` : `${formatUsd(dollarsToCents(c.value))} off`}
                  </td>
                  <td className="p-3">{c.min_order > 0 ? formatUsd(dollarsToCents(c.min_order)) : "None"}</td>
                  <td className="p-3 whitespace-nowrap">
                    {c.starts_on ?? "now"} – {c.ends_on ?? "no end"}
                  </td>
                  <td className="p-3">
                    {c.total_limit === 1 ? "Single use" : `${c.per_buyer_limit ?? "No limit"} per buyer`}
                  </td>
                  <td className="p-3">{c.used}</td>
                  <td className="p-3 capitalize">{c.status}</td>
                  {mayEdit && (
                    <td className="p-3">
                      {(c.status === "active" || c.status === "scheduled") && (
                        <EndCouponButton id={c.id} code={c.code} />
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
