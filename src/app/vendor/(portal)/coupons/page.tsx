import type { Metadata } from "next";
import { DataTable, type Column } from "@/components/ui/data-table";
import { can } from "@/features/vendor-portal";
import { CouponActions } from "@/features/vendor-portal/shop/components/coupon-actions";
import { CouponForm } from "@/features/vendor-portal/shop/components/coupon-form";
import { listVendorCoupons, requireVendorPage, type VendorCoupon } from "@/features/vendor-portal/server/routes";
import { dollarsToCents, formatUsd } from "@/lib/money";

export const metadata: Metadata = { title: "Coupons" };

export default async function VendorCouponsPage({ searchParams }: { searchParams: Promise<{ edit?: string }> }) {
  const ctx = await requireVendorPage();
  if (ctx.vendorId === null) return <p className="card p-6 text-slate-600">Coupons are for product vendors.</p>;
  const coupons = await listVendorCoupons(ctx);
  const mayEdit = can(ctx.role, "change_prices");
  const { edit } = await searchParams;
  // only a running or scheduled coupon is edited; an ended one is reactivated from its row
  const editing = mayEdit ? coupons.find((c) => String(c.id) === edit && c.status !== "ended") : undefined;
  const today = new Date().toISOString().slice(0, 10);
  const columns: Column<VendorCoupon>[] = [
    { header: "Code", cell: (c) => <span className="font-mono font-medium">{c.code}</span> },
    {
      header: "Discount",
      cell: (c) => (c.kind === "percent" ? `${c.value}% off` : `${formatUsd(dollarsToCents(c.value))} off`),
    },
    {
      header: "Minimum order",
      wide: true,
      cell: (c) => (c.min_order > 0 ? formatUsd(dollarsToCents(c.min_order)) : "None"),
    },
    {
      header: "Valid",
      cell: (c) => (
        <span className="whitespace-nowrap">
          {c.starts_on ?? "now"} – {c.ends_on ?? "no end"}
        </span>
      ),
    },
    {
      header: "Limit",
      wide: true,
      cell: (c) => (c.total_limit === 1 ? "Single use" : `${c.per_buyer_limit ?? "No limit"} per buyer`),
    },
    { header: "Used", align: "right", cell: (c) => c.used },
    { header: "Status", cell: (c) => <span className="capitalize">{c.status}</span> },
  ];
  if (mayEdit) columns.push({ header: "Action", cell: (c) => <CouponActions coupon={c} today={today} /> });

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Coupons</h1>
      <p className="text-sm text-slate-600">
        Your coupons take money off your own items only: at checkout they apply to the part of the order that comes from
        your shop.
      </p>
      {mayEdit ? (
        <CouponForm key={editing?.id ?? "new"} editing={editing} />
      ) : (
        <p className="card p-4 text-sm text-slate-600">
          Your role ({ctx.role}) can see coupons but not create or change them; ask your shop&apos;s owner or a manager.
        </p>
      )}
      {coupons.length === 0 ? (
        <p className="card p-8 text-center text-slate-600">No coupons yet.</p>
      ) : (
        <DataTable caption="Your coupons" columns={columns} rows={coupons} rowKey={(c) => c.id} />
      )}
    </div>
  );
}
