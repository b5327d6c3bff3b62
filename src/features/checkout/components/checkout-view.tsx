"use client";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { formatUsd } from "@/lib/money";
import { useCart, VENDOR_IDS_KEY } from "@/features/cart";
import { checkoutButtonLabel } from "@/features/clinic";
import { useHydrated } from "@/lib/use-hydrated";
import { isControlled, parseRegulatoryClass } from "@/features/compliance";
import { taxLabel } from "@/features/orders";
import { checkoutPreview, shipToExemption, shipToState } from "../preview";
import { addressIds, shipPick, shipToOffer, type AddressChoice } from "../ship-choice";
import { AddressPicker } from "./address-picker";
import { BudgetPanel, useBudgetPreview } from "./budget-panel";
import { VendorReview, type AppliedCoupon } from "./vendor-review";
import { PaymentChoice } from "./payment-choice";
import type { PaymentMethod } from "@/features/payments";

function storedVendorIds(): number[] | null {
  try {
    const raw = localStorage.getItem(VENDOR_IDS_KEY);
    const ids = raw ? JSON.parse(raw) : null;
    return Array.isArray(ids) ? ids.map(Number).filter(Number.isFinite) : null;
  } catch {
    return null;
  }
}

/** /checkout: addresses, notes, PO number, payment method, review per vendor, place order (idempotent). */
export function CheckoutView({ paymentMethods = ["invoice"] }: { paymentMethods?: PaymentMethod[] }) {
  const cart = useCart();
  const qc = useQueryClient();
  const router = useRouter();
  // Read once on the client; the first render shows the loader either way, so nothing mismatches.
  const [vendorIds] = useState<number[] | null>(() => (typeof window === "undefined" ? null : storedVendorIds()));
  const [shippingChoice, setShipping] = useState<AddressChoice | null>(null);
  const [billingChoice, setBilling] = useState<AddressChoice | null>(null);
  const [sameBilling, setSameBilling] = useState(true);
  const [coupons, setCoupons] = useState<Record<number, AppliedCoupon | null>>({});
  const [error, setError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>(paymentMethods[0] ?? "invoice");
  // the server drew the loader: so does hydration, even when the header's cart query already answered
  const hydrated = useHydrated();
  // One key per visit: a double click or a retry after a lost answer reuses it, so only one order is created.
  const key = useRef<string>("");

  useEffect(() => {
    key.current = crypto.randomUUID();
    // Leaving checkout clears the stored vendor list (SPEC §2).
    return () => localStorage.removeItem(VENDOR_IDS_KEY);
  }, []);

  const data = cart.data;
  const vendors = useMemo(
    () =>
      (data?.vendorProducts ?? [])
        .filter((v) => v.products.some((p) => p.cart_items.checked === "Y"))
        .filter((v) => !vendorIds || vendorIds.length === 0 || vendorIds.includes(v.id)),
    [data, vendorIds],
  );
  // one order per service provider, as the door groups them
  const providers = (data?.vendorServices ?? [])
    .map((g) => ({ ...g, plans: g.plans.filter((p) => p.cart_items.checked === "Y") }))
    .filter((g) => g.plans.length > 0);
  const plans = providers.flatMap((g) => g.plans);
  // a controlled line ships only to the location, as the door decides again on placing
  const controlled = vendors.some((v) =>
    v.products.some(
      (p) => p.cart_items.checked === "Y" && isControlled(parseRegulatoryClass(p.regulatory_class) ?? "none"),
    ),
  );
  const location = data?.ship_to_location ?? null;
  const offer = shipToOffer(location, data?.addresses ?? [], controlled);
  // Until the buyer chooses, the defaults are used: a clinic member's location, else the saved defaults.
  const shipping = shipPick(offer, shippingChoice);
  const billing = billingChoice ?? offer.defaultBill;
  const couponCodes = Object.fromEntries(
    Object.entries(coupons)
      .filter(([, c]) => c)
      .map(([id, c]) => [id, c!.code]),
  );
  // the clinic gate's answer for this order as it stands; the button says what will happen
  const budget = useBudgetPreview({
    vendorIds: vendors.map((v) => v.id),
    coupons: couponCodes,
    shippingAddressId: typeof shipping === "number" ? shipping : undefined,
    cartStamp: `${data?.count ?? 0}:${data?.total_cents ?? 0}`,
  });
  const action = checkoutButtonLabel(budget?.kind === "preview" ? budget.preview.decision : null);

  if (cart.isPending || !hydrated)
    return (
      <p className="flex items-center gap-2 py-10 text-slate-500">
        <Loader2 className="animate-spin" size={18} /> Loading checkout…
      </p>
    );
  if (!data) return <p className="py-10 text-red-700">Could not load your cart.</p>;
  if (vendors.length === 0 && plans.length === 0) {
    return (
      <div className="card p-8 text-center">
        <p className="text-slate-600">There is nothing checked in your cart to order.</p>
        <Link href="/cart" className="btn-primary mt-4">
          Back to cart
        </Link>
      </div>
    );
  }

  // the door prices and taxes each order with these same rules and stores them: what is shown is what is charged
  const preview = checkoutPreview({
    vendors,
    providers,
    discounts: Object.fromEntries(Object.entries(coupons).map(([id, c]) => [id, c?.discountCents ?? 0])),
    shipState: shipToState(data, shipping),
    exemption: shipToExemption(data, shipping),
  });
  const refreshAddresses = async (id: number, set: (choice: AddressChoice) => void) => {
    await qc.invalidateQueries({ queryKey: ["cart"] });
    set(id);
  };

  const place = async () => {
    setError(null);
    const bill = sameBilling ? shipping : billing;
    if (shipping === null || bill === null) return setError("Please choose a shipping and a billing address.");
    setPlacing(true);
    const form = document.getElementById("checkout-extra") as HTMLFormElement;
    const fd = new FormData(form);
    type Placed = { status?: string; approval_id?: number; orders: { id: number }[] };
    const res = await api<Placed>(
      "POST",
      "/api/checkout",
      {
        idempotency_key: key.current,
        ...addressIds(shipping, bill),
        payment_method: method,
        notes: String(fd.get("notes") ?? ""),
        po_number: String(fd.get("po_number") ?? ""),
        order_form_number: String(fd.get("order_form_number") ?? ""),
        vendor_ids: vendors.map((v) => v.id),
        coupons: couponCodes,
      },
      { headers: { "idempotency-key": key.current } },
    );
    if (!res.ok) {
      setPlacing(false);
      // no readable answer: the order may or may not exist, and the same key makes a retry safe
      if (!res.body) return setError(`The connection was lost. Press ${action} again: you will not be charged twice.`);
      return setError(res.message);
    }
    const json = res.data;
    sessionStorage.setItem("last_checkout", JSON.stringify(json));
    await qc.invalidateQueries({ queryKey: ["cart"] });
    // a clinic order that needs approval is held: no vendor order exists yet
    if (json.status === "pending_approval") return router.push(`/clinic/approvals?held=${json.approval_id}`);
    router.push(`/order-placed?ids=${json.orders.map((o) => o.id).join(",")}`);
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="space-y-4">
        <AddressPicker
          title="Shipping address"
          name="shipping"
          addresses={data.addresses}
          value={shipping}
          onChange={setShipping}
          onSaved={(id) => refreshAddresses(id, setShipping)}
          location={location}
          locationUsable={offer.locationUsable}
          savedShown={offer.savedShown}
          savedBlocked={offer.savedBlocked}
        />
        <Checkbox
          checked={sameBilling}
          onChange={(e) => setSameBilling(e.target.checked)}
          label="Billing address is the same as shipping"
        />
        {!sameBilling && (
          <AddressPicker
            title="Billing address"
            name="billing"
            addresses={data.addresses}
            value={billing}
            onChange={setBilling}
            onSaved={(id) => refreshAddresses(id, setBilling)}
            location={location}
            locationUsable
          />
        )}
        <form id="checkout-extra" className="card grid gap-3 p-4" onSubmit={(e) => e.preventDefault()}>
          <div>
            <label className="label" htmlFor="po_number">
              PO number (optional)
            </label>
            <input id="po_number" name="po_number" className="input" maxLength={60} />
          </div>
          <div>
            <label className="label" htmlFor="order_form_number">
              DEA 222 / CSOS order form number (Schedule II items only)
            </label>
            <input id="order_form_number" name="order_form_number" className="input" maxLength={40} />
          </div>
          <div>
            <label className="label" htmlFor="notes">
              Order notes (optional)
            </label>
            <textarea id="notes" name="notes" className="input" rows={3} maxLength={1000} />
          </div>
        </form>
        <PaymentChoice methods={paymentMethods} value={method} onChange={setMethod} />
        <h2 className="pt-2 text-lg font-semibold">Review your order</h2>
        {vendors.map((v, i) => (
          <VendorReview
            key={v.id}
            v={v}
            order={preview.vendors[i]!}
            coupon={coupons[v.id] ?? null}
            onCoupon={(c) => setCoupons((m) => ({ ...m, [v.id]: c }))}
          />
        ))}
        {plans.length > 0 && (
          <section className="card p-4" aria-labelledby="review-services">
            <h3 id="review-services" className="font-semibold">
              Services
            </h3>
            {providers.map((g, i) => {
              const t = preview.providers[i]!.tax;
              return (
                <ul key={g.id} className="mt-2 text-sm">
                  {g.plans.map((p) => (
                    <li key={p.cart_items.id} className="flex justify-between py-1">
                      <span>
                        {p.service.name} — {p.name} × {p.cart_items.number_of_license}
                      </span>
                      <span>{formatUsd(p.total_cents)}</span>
                    </li>
                  ))}
                  <li className="flex justify-between py-1">
                    <span>{taxLabel(t)}</span>
                    <span>{formatUsd(t.taxCents)}</span>
                  </li>
                </ul>
              );
            })}
          </section>
        )}
      </div>
      <aside className="card h-fit p-4 lg:sticky lg:top-4" aria-label="Order total">
        <p className="flex justify-between text-lg font-semibold">
          <span>Total</span>
          <span data-testid="checkout-total">{formatUsd(preview.totalCents)}</span>
        </p>
        <p className="mt-1 text-xs text-slate-500">
          {vendors.length + providers.length} order(s), one per vendor. Prices and stock are confirmed when you place
          the order.
        </p>
        <BudgetPanel data={budget} />
        {error && (
          <Notice look="banner" tone="error" className="mt-3">
            {error}
          </Notice>
        )}
        <button type="button" className="btn-primary mt-4 w-full" onClick={place} disabled={placing}>
          {placing ? (
            <>
              <Loader2 className="animate-spin" size={16} />{" "}
              {action === "Place order" ? "Placing order…" : "Sending for approval…"}
            </>
          ) : (
            action
          )}
        </button>
        <Link href="/cart" className="mt-3 block text-center text-sm text-brand-700 hover:underline">
          Back to cart
        </Link>
      </aside>
    </div>
  );
}
