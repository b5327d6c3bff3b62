"use client";
import { Minus, Plus } from "lucide-react";
import { correctOnBlur, quantityMaxLength, sanitizeQuantityInput, stepMinus, stepPlus } from "../../rules";

/** Quick-view quantity stepper with the SPEC §4/§5 rules (digits only, max length, floor 1, blur correction). */
export function QuantityStepper({
  value,
  onChange,
  threshold,
  max,
  minimumOrder,
  inCart,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  threshold: number | null;
  max: number | null;
  minimumOrder: number | null;
  inCart: number;
  disabled: boolean;
}) {
  const n = Number.parseInt(value, 10) || 1;
  const remaining = max === null ? null : Math.max(1, max - inCart);
  return (
    <div className="inline-flex h-11 items-stretch overflow-hidden rounded-md border border-slate-300 bg-white">
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={disabled}
        onClick={() => onChange(String(stepMinus(n)))}
        className="px-3 text-slate-600 hover:bg-slate-100 disabled:opacity-50"
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <input
        aria-label="Quantity"
        inputMode="numeric"
        pattern="[0-9]*"
        disabled={disabled}
        value={value}
        maxLength={quantityMaxLength(threshold)}
        onChange={(e) => onChange(sanitizeQuantityInput(e.target.value, quantityMaxLength(threshold)))}
        onBlur={() => onChange(String(correctOnBlur({ value, minimumOrder, max, inCart })))}
        className="w-14 border-x border-slate-300 text-center text-base font-semibold focus:outline-none disabled:bg-slate-100"
      />
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={disabled}
        onClick={() => onChange(String(stepPlus(n, remaining)))}
        className="px-3 text-slate-600 hover:bg-slate-100 disabled:opacity-50"
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
