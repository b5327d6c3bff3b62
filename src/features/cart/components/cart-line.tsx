"use client";
import { RegulatoryBadge } from "@/features/compliance";
import Link from "@/components/ui/intent-link";
import { Loader2, Minus, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { dollarsToCents, formatUsd } from "@/lib/money";
import { allowedQuantityMessage, cartMinusAllowed, cartPlusAllowed, lineLimit, priceLabel } from "../rules";
import type { CartPlanView, CartProductView } from "../types";
import { useCartActions } from "../client/use-cart";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { Notice, type NoticeValue } from "@/components/ui/notice";
import { UNAVAILABLE_MESSAGE } from "@/features/catalog";

const cents = (d: number | null) => (d === null ? null : dollarsToCents(d));

type Answer = { success: boolean; message: string };

/** One cart call at a time for a line or a vendor: busy while it runs; a call that fails outright answers with a sentence. */
export function useBusyCall() {
  const [busy, setBusy] = useState(false);
  const call = async (request: Promise<Answer>): Promise<Answer> => {
    setBusy(true);
    const res = await request.catch(() => ({ success: false, message: "Something went wrong. Please try again." }));
    setBusy(false);
    return res;
  };
  return { busy, call };
}

/** One product line: per-item loader while a step is in flight, SPEC §5 minus/plus rules, 5 s delete message. */
export function ProductLine({
  p,
  compact,
  onNotice,
  checkbox,
}: {
  p: CartProductView;
  compact?: boolean;
  onNotice: (n: NoticeValue) => void;
  checkbox?: React.ReactNode;
}) {
  const { step, remove } = useCartActions();
  const { busy, call } = useBusyCall();
  const [error, setError] = useState<string | null>(null);
  const q = p.cart_items.quantity;
  const minus = cartMinusAllowed({ quantity: q, minimumOrder: p.minimum_order });
  const plus =
    p.available &&
    cartPlusAllowed({
      quantity: q,
      threshold: p.max_quantity_threshold,
      available: p.max_available_quantity,
    });
  const limit = lineLimit({ threshold: p.max_quantity_threshold, available: p.max_available_quantity });

  const go = async (action: "addition" | "deletion") => {
    setError(null);
    const res = await call(step({ id: p.cart_items.id, vendor_id: p.vendor_id, action }));
    if (!res.success) setError(res.message);
  };
  const del = async () => {
    const res = await call(remove({ type: "product", cart_id: p.cart_items.id }));
    onNotice({ text: res.message, tone: res.success ? "success" : "error" });
  };

  return (
    <li className="flex gap-3 py-3" data-testid="cart-line">
      {checkbox}
      <ImageWithFallback
        src={p.image}
        alt=""
        width={64}
        height={64}
        className="h-16 w-16 shrink-0 rounded border border-slate-200 object-cover"
      />
      <div className="min-w-0 flex-1">
        {p.available ? (
          <Link href={`/${p.parent_slug}`} className="line-clamp-2 text-sm font-medium hover:text-brand-700">
            {p.name}
          </Link>
        ) : (
          <p className="line-clamp-2 text-sm font-medium text-slate-500">{p.name}</p>
        )}
        <p className="text-xs text-slate-500">SKU {p.sku}</p>
        <RegulatoryBadge cls={p.regulatory_class} />
        {p.compliance_problem && (
          <p role="alert" className="mt-1 text-xs font-medium text-red-700">
            {p.compliance_problem}{" "}
            <Link href="/compliance" className="underline">
              Manage DEA registration and licences
            </Link>
          </p>
        )}
        <p className="mt-0.5 text-sm">
          <span className="font-semibold">{priceLabel(cents(p.price))}</span>
          {p.price_discounted !== null && p.price_catalog !== null && (
            <>
              {" "}
              <s className="text-xs text-slate-500">{formatUsd(cents(p.price_catalog)!)}</s>
              {p.discount_percent !== null && (
                <span className="ml-1 rounded bg-sale/10 px-1 text-xs font-semibold text-red-700">
                  {p.discount_percent}% off
                </span>
              )}
            </>
          )}
        </p>
        {p.quoted_price && (
          <p className="text-xs text-brand-800">Quoted price, valid until {p.quoted_price.valid_until}</p>
        )}
        {p.notice && <p className="text-xs text-sale">{p.notice}</p>}
        <div className="mt-1 flex items-center gap-2">
          <div
            className="inline-flex items-center rounded border border-slate-300"
            role="group"
            aria-label={`Quantity of ${p.name}`}
          >
            <StepButton label="Decrease quantity" disabled={busy || !minus} onClick={() => go("deletion")}>
              <Minus size={14} />
            </StepButton>
            <span className="min-w-8 text-center text-sm tabular-nums" aria-live="polite" data-testid="line-quantity">
              {busy ? <Loader2 size={14} className="mx-auto animate-spin" aria-label="Updating" /> : q}
            </span>
            <StepButton label="Increase quantity" disabled={busy || !plus} onClick={() => go("addition")}>
              <Plus size={14} />
            </StepButton>
          </div>
          <button
            type="button"
            className="p-1.5 text-slate-500 hover:text-red-700"
            aria-label={`Delete ${p.name}`}
            disabled={busy}
            onClick={del}
          >
            <Trash2 size={16} />
          </button>
          {!compact && <span className="ml-auto text-sm font-semibold">{formatUsd(p.line_total_cents)}</span>}
        </div>
        {!p.available && <p className="mt-1 text-xs text-amber-700">{UNAVAILABLE_MESSAGE}</p>}
        {p.available && !plus && limit !== null && (
          <p className="mt-1 text-xs text-amber-700">{allowedQuantityMessage(limit)}</p>
        )}
        {error && (
          <Notice look="line" tone="error" className="mt-1 text-xs">
            {error}
          </Notice>
        )}
      </div>
    </li>
  );
}

/** One service plan line: licences step by one, never below one. */
export function PlanLine({
  s,
  onNotice,
  checkbox,
}: {
  s: CartPlanView;
  onNotice: (n: NoticeValue) => void;
  checkbox?: React.ReactNode;
}) {
  const { step, remove } = useCartActions();
  const { busy, call } = useBusyCall();
  const n = s.cart_items.number_of_license;
  const go = async (action: "addition" | "deletion") => {
    const res = await call(
      step({
        id: s.cart_items.id,
        vendor_id: s.vendor_id,
        action,
        service: true,
        service_id: s.service_id,
      }),
    );
    if (!res.success) onNotice({ text: res.message, tone: "error" });
  };
  const del = async () => {
    const res = await call(remove({ type: "service", cart_id: s.cart_items.id }));
    onNotice({ text: res.message, tone: res.success ? "success" : "error" });
  };
  return (
    <li className="flex gap-3 py-3" data-testid="cart-plan">
      {checkbox}
      <div className="min-w-0 flex-1">
        <Link href={`/${s.service.slug}`} className="text-sm font-medium hover:text-brand-700">
          {s.service.name}
        </Link>
        <p className="text-xs text-slate-500">
          {s.name} · {s.type}
        </p>
        <p className="text-xs text-slate-500">
          {formatUsd(dollarsToCents(s.fee))} per licence
          {s.additional_fee ? ` + ${formatUsd(dollarsToCents(s.additional_fee))} per extra licence` : ""}
          {s.equipment_fee ? ` + ${formatUsd(dollarsToCents(s.equipment_fee))} equipment per licence` : ""}
        </p>
        <div className="mt-1 flex items-center gap-2">
          <div
            className="inline-flex items-center rounded border border-slate-300"
            role="group"
            aria-label={`Licences of ${s.service.name}`}
          >
            <button
              type="button"
              className="p-1.5 disabled:opacity-40"
              aria-label="Fewer licences"
              disabled={busy || n <= 1}
              onClick={() => go("deletion")}
            >
              <Minus size={14} />
            </button>
            <span className="min-w-8 text-center text-sm tabular-nums">
              {busy ? <Loader2 size={14} className="mx-auto animate-spin" aria-label="Updating" /> : n}
            </span>
            <button
              type="button"
              className="p-1.5 disabled:opacity-40"
              aria-label="More licences"
              disabled={busy}
              onClick={() => go("addition")}
            >
              <Plus size={14} />
            </button>
          </div>
          <button
            type="button"
            className="p-1.5 text-slate-500 hover:text-red-700"
            aria-label={`Delete ${s.service.name}`}
            disabled={busy}
            onClick={del}
          >
            <Trash2 size={16} />
          </button>
          <span className="ml-auto text-sm font-semibold">{formatUsd(s.total_cents)}</span>
        </div>
      </div>
    </li>
  );
}

function StepButton(props: { label: string; disabled: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      className="p-1.5 disabled:opacity-40"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}
