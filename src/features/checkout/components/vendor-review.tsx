"use client";
import { api } from "@/lib/api-client";
import { useState } from "react";
import { dollarsToCents, formatUsd } from "@/lib/money";
import type { CartVendorView } from "@/features/cart";
import { taxLabel } from "@/features/orders";
import type { OrderPreview } from "../preview";

export type AppliedCoupon = { code: string; discountCents: number };

/** One vendor's part of the order: checked lines, coupon, estimated shipping. */
export function VendorReview({
  v,
  order,
  coupon,
  onCoupon,
}: {
  v: CartVendorView;
  /** this vendor's order as the door will price it */
  order: OrderPreview;
  coupon: AppliedCoupon | null;
  onCoupon: (c: AppliedCoupon | null) => void;
}) {
  const [code, setCode] = useState(coupon?.code ?? "");
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const lines = v.products.filter((p) => p.cart_items.checked === "Y");
  const apply = async () => {
    if (!code.trim()) return setMessage({ text: "Enter a coupon code.", ok: false });
    setBusy(true);
    const res = await api<{ code?: string; discount: number }>("POST", "/api/checkout/coupon", {
      vendor_id: v.id,
      code,
    });
    setBusy(false);
    setMessage({ text: res.message ?? "", ok: res.ok });
    onCoupon(res.ok ? { code: res.data.code ?? code.trim(), discountCents: dollarsToCents(res.data.discount) } : null);
  };
  return (
    <section className="card p-4" aria-labelledby={`review-${v.id}`}>
      <h3 id={`review-${v.id}`} className="font-semibold">
        {v.name}
      </h3>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {lines.map((p) => (
          <li key={p.cart_items.id} className="flex justify-between gap-3 py-1.5">
            <span className="min-w-0 flex-1 truncate">
              {p.name} × {p.cart_items.quantity}
            </span>
            <span>{formatUsd(p.line_total_cents)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <label htmlFor={`coupon-${v.id}`} className="sr-only">
          Coupon code for {v.name}
        </label>
        <input
          id={`coupon-${v.id}`}
          className="input"
          placeholder="Coupon code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="button" className="btn-outline shrink-0" onClick={apply} disabled={busy}>
          Apply
        </button>
        {coupon && (
          <button
            type="button"
            className="text-xs text-slate-500 underline"
            onClick={() => {
              onCoupon(null);
              setCode("");
              setMessage(null);
            }}
          >
            Remove
          </button>
        )}
      </div>
      {message && (
        <p role="status" className={`mt-1 text-xs ${message.ok ? "text-brand-700" : "text-red-700"}`}>
          {message.text}
        </p>
      )}
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatUsd(v.subtotal_cents)}</dd>
        </div>
        {coupon && (
          <div className="flex justify-between text-brand-700">
            <dt>Coupon {coupon.code}</dt>
            <dd>−{formatUsd(coupon.discountCents)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd>{order.shippingCents ? formatUsd(order.shippingCents) : "Free"}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{taxLabel(order.tax)}</dt>
          <dd data-testid={`checkout-tax-${v.id}`}>{formatUsd(order.tax.taxCents)}</dd>
        </div>
        <div className="flex justify-between font-semibold">
          <dt>Vendor total</dt>
          <dd>{formatUsd(order.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
