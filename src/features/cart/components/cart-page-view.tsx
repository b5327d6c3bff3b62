"use client";
import { CheaperElsewhere } from "./cheaper-elsewhere";
import type { CartHint } from "../server/hints";
import Link from "@/components/ui/intent-link";
import { useRouter } from "next/navigation";
import { startTransition, useEffect, useState } from "react";
import { dollarsToCents, formatUsd } from "@/lib/money";
import { cartTitle, EMPTY_CART_MESSAGE, firstScreenCounts, summaryGroups } from "../rules";
import { useCart, useCartActions } from "../client/use-cart";
import { VENDOR_IDS_KEY, type CartVendorView, type CartView } from "../types";
import { PlanLine, ProductLine, useBusyCall } from "./cart-line";
import { Notice } from "@/components/ui/notice";
import { useNotice } from "./use-notice";
import { CartRelated } from "./cart-related";

const isChecked = (l: { cart_items: { checked: string } }) => l.cart_items.checked === "Y";

/**
 * The lines the server draws: a first screen's worth. Drawing all of a 50-line cart cost the server about
 * 0.7 ms of CPU a line; the rest are drawn as soon as the page is live, below the screen.
 */
const FIRST_SCREEN_LINES = 8;

/**
 * False on the server and while the page hydrates, then true: the moment the remaining lines are drawn.
 * Not `useHydrated`, whose switch re-renders at once: a transition lets a phone draw 40 lines in slices.
 */
function useLive() {
  const [live, setLive] = useState(false);
  useEffect(() => startTransition(() => setLive(true)), []);
  return live;
}

/** Flips at once (local state); callers key it by the server value so a refetch resets it. */
function CheckBox({ checked, label, onChange }: { checked: boolean; label: string; onChange: (v: boolean) => void }) {
  const [local, setLocal] = useState<boolean | null>(null);
  return (
    <input
      type="checkbox"
      className="mt-6 h-4 w-4 shrink-0 accent-brand-600"
      checked={local ?? checked}
      aria-label={label}
      onChange={(e) => {
        setLocal(e.target.checked);
        onChange(e.target.checked);
      }}
    />
  );
}

/** A line's "Include … in this order" tick: the server keeps it (keyed by its value, so a refetch resets it). */
function IncludeBox({
  type,
  line,
  name,
}: {
  type: "product" | "service";
  line: { id: number; checked: string };
  name: string;
}) {
  const { check } = useCartActions();
  return (
    <CheckBox
      key={line.checked}
      checked={line.checked === "Y"}
      label={`Include ${name} in this order`}
      onChange={(on) => void check({ type, cart_id: line.id, checked: on ? "Y" : "N" })}
    />
  );
}

/** 'Remove all from this vendor' asks first, naming how many lines go, then says how many went. */
function RemoveVendorButton({ v, setNotice }: { v: CartVendorView; setNotice: ReturnType<typeof useNotice>[1] }) {
  const { remove } = useCartActions();
  const { busy, call } = useBusyCall();
  const [asking, setAsking] = useState(false);
  const n = v.products.length;
  if (!asking)
    return (
      <button type="button" className="text-xs text-slate-500 hover:text-red-700" onClick={() => setAsking(true)}>
        Remove all from this vendor
      </button>
    );
  return (
    <div
      role="alertdialog"
      aria-label={`Remove all from ${v.name}`}
      className="flex flex-wrap items-center gap-2 text-xs"
    >
      <span>
        Remove {n === 1 ? "the 1 item" : `all ${n} items`} from {v.name}?
      </span>
      <button
        type="button"
        className="rounded bg-red-700 px-2 py-1 font-semibold text-white hover:bg-red-800"
        disabled={busy}
        onClick={async () => {
          const res = await call(remove({ type: "vendor", vendor_id: v.id }));
          setAsking(false);
          setNotice({ text: res.message, tone: res.success ? "success" : "error" });
        }}
      >
        Remove
      </button>
      <button type="button" className="rounded border border-slate-300 px-2 py-1" onClick={() => setAsking(false)}>
        Keep them
      </button>
    </div>
  );
}

function VendorGroup({
  v,
  drawn,
  setNotice,
}: {
  v: CartVendorView;
  /** how many of its lines to draw (all once the page is live) */
  drawn: number;
  setNotice: ReturnType<typeof useNotice>[1];
}) {
  const fs = v.free_shipping;
  return (
    <section className="card p-4" aria-labelledby={`vendor-${v.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`vendor-${v.id}`} className="text-base font-semibold">
          Sold by{" "}
          <Link href={`/vendors/${v.slug}`} className="text-brand-700 hover:underline">
            {v.name}
          </Link>
        </h2>
        <RemoveVendorButton v={v} setNotice={setNotice} />
      </div>
      {v.minimum_amount_for_free_shipping !== null && (
        <div className="mt-2">
          <p className="text-xs text-slate-600">
            {fs.reached
              ? "This vendor ships your order free."
              : `Add ${formatUsd(dollarsToCents(fs.remaining))} more from ${v.name} for free shipping (minimum ${formatUsd(dollarsToCents(v.minimum_amount_for_free_shipping))}).`}
          </p>
          <div
            className="mt-1 h-2 rounded bg-slate-100"
            role="progressbar"
            aria-label={`Free shipping progress for ${v.name}`}
            aria-valuenow={fs.percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-2 rounded bg-brand-500" style={{ width: `${fs.percent}%` }} />
          </div>
        </div>
      )}
      <ul className="divide-y divide-slate-100">
        {v.products.slice(0, drawn).map((p) => (
          <ProductLine
            key={p.cart_items.id}
            p={p}
            onNotice={setNotice}
            checkbox={<IncludeBox type="product" line={p.cart_items} name={p.name} />}
          />
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-100 pt-2 text-sm">
        <span>Vendor subtotal (checked items)</span>
        <span className="font-semibold" data-testid={`vendor-subtotal-${v.id}`}>
          {formatUsd(v.subtotal_cents)}
        </span>
      </p>
    </section>
  );
}

function ServiceGroup({
  g,
  drawn,
  setNotice,
}: {
  g: CartView["vendorServices"][number];
  /** how many of its plans to draw (all once the page is live) */
  drawn: number;
  setNotice: ReturnType<typeof useNotice>[1];
}) {
  return (
    <section className="card p-4" aria-labelledby={`provider-${g.id}`}>
      <h2 id={`provider-${g.id}`} className="text-base font-semibold">
        Services by{" "}
        <Link href={`/service-providers/${g.slug}`} className="text-brand-700 hover:underline">
          {g.name}
        </Link>
      </h2>
      <ul className="divide-y divide-slate-100">
        {g.plans.slice(0, drawn).map((s) => (
          <PlanLine
            key={s.cart_items.id}
            s={s}
            onNotice={setNotice}
            checkbox={<IncludeBox type="service" line={s.cart_items} name={s.service.name} />}
          />
        ))}
      </ul>
    </section>
  );
}

/** /cart: grouped by vendor, check/uncheck per item, per-vendor subtotal and free-shipping progress, related products (read when near the screen). */
export function CartPageView({ initial, hints }: { initial: CartView; hints: CartHint[] }) {
  const cart = useCart({ initialData: initial });
  const [notice, setNotice] = useNotice(5000);
  const router = useRouter();
  const live = useLive();
  if (!cart.data) return <p className="py-10 text-red-700">Could not load your cart.</p>;
  const d = cart.data;
  const empty = d.vendorProducts.length === 0 && d.vendorServices.length === 0;
  const checkedVendors = d.vendorProducts
    .filter((v) => v.products.some((p) => p.cart_items.checked === "Y"))
    .map((v) => v.id);
  const hasChecked =
    checkedVendors.length > 0 || d.vendorServices.some((s) => s.plans.some((p) => p.cart_items.checked === "Y"));
  const groups = [...d.vendorProducts.map((v) => v.products.length), ...d.vendorServices.map((g) => g.plans.length)];
  const lines = groups.reduce((a, b) => a + b, 0);
  const drawn = live ? groups : firstScreenCounts(groups, FIRST_SCREEN_LINES);
  const notDrawn = lines - drawn.reduce((a, b) => a + b, 0);
  const proceed = () => {
    localStorage.setItem(VENDOR_IDS_KEY, JSON.stringify(checkedVendors));
    router.push("/checkout");
  };
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{cartTitle(d.cart_owner)}</h1>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="space-y-4">
          <Notice look="banner" role="status" notice={notice} />
          {!empty && <CheaperElsewhere initial={hints} />}
          {!empty && (
            <p className="text-sm">
              <Link href="/user/rfqs/new?from=cart" className="text-brand-700 underline">
                Request quotes for this cart from several vendors
              </Link>
            </p>
          )}
          {empty && (
            <div className="card p-8 text-center">
              <p className="text-slate-600">{d.notice ?? EMPTY_CART_MESSAGE}</p>
              {!d.notice && (
                <Link href="/shop-now" className="btn-primary mt-4">
                  Shop now
                </Link>
              )}
            </div>
          )}
          {d.vendorProducts.map(
            (v, i) => drawn[i]! > 0 && <VendorGroup key={v.id} v={v} drawn={drawn[i]!} setNotice={setNotice} />,
          )}
          {d.vendorServices.map((g, i) => {
            const n = drawn[d.vendorProducts.length + i]!;
            return n > 0 && <ServiceGroup key={`s-${g.id}`} g={g} drawn={n} setNotice={setNotice} />;
          })}
          {notDrawn > 0 && (
            <p className="text-sm text-slate-500">
              {notDrawn === 1 ? "1 more line is on the way…" : `${notDrawn} more lines are on the way…`}
            </p>
          )}
        </div>
        {!empty && (
          <aside className="card h-fit p-4 lg:sticky lg:top-4" aria-label="Order summary">
            <h2 className="text-base font-semibold">Order summary</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {summaryGroups(d.vendorProducts, (v) => v.products, isChecked).map((v) => (
                <li key={v.id} className="flex justify-between gap-2">
                  <span className="truncate">{v.name}</span>
                  <span>{formatUsd(v.subtotal_cents)}</span>
                </li>
              ))}
              {summaryGroups(d.vendorServices, (g) => g.plans, isChecked).map((g) => (
                <li key={`s${g.id}`} className="flex justify-between gap-2">
                  <span className="truncate">{g.name}</span>
                  <span>{formatUsd(dollarsToCents(g.subtotal))}</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 font-semibold">
              <span>Subtotal</span>
              <span data-testid="cart-total">{formatUsd(d.total_cents)}</span>
            </p>
            <p className="mt-1 text-xs text-slate-500">
              Shipping, coupons and the final total are confirmed at checkout.
            </p>
            <button type="button" className="btn-primary mt-4 w-full" disabled={!hasChecked} onClick={proceed}>
              Proceed to Checkout
            </button>
          </aside>
        )}
        {!empty && live && <CartRelated />}
      </div>
    </>
  );
}
