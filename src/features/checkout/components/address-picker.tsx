"use client";
import { useState } from "react";
import type { CartAddressView } from "@/features/cart";
import { AddressForm } from "./address-form";

export function formatAddress(a: CartAddressView): string {
  return [a.full_name, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(", ");
}

/** Choose one address; add a new one or edit an existing one in place. */
export function AddressPicker({
  title,
  name,
  addresses,
  value,
  onChange,
  onSaved,
}: {
  title: string;
  name: string;
  addresses: CartAddressView[];
  value: number | null;
  onChange: (id: number) => void;
  onSaved: (id: number) => void;
}) {
  const [editing, setEditing] = useState<CartAddressView | "new" | null>(null);
  return (
    <fieldset className="card p-4">
      <legend className="sr-only">{title}</legend>
      <h2 className="text-base font-semibold" aria-hidden>
        {title}
      </h2>
      <div className="mt-2 space-y-2">
        {addresses.map((a) => (
          <div key={a.id} className="flex items-start gap-2 rounded-md border border-slate-200 p-2">
            <input
              type="radio"
              id={`${name}-${a.id}`}
              name={name}
              className="mt-1 accent-brand-600"
              checked={value === a.id}
              onChange={() => onChange(a.id)}
            />
            <label htmlFor={`${name}-${a.id}`} className="flex-1 text-sm">
              <span className="font-medium">{a.label}</span> — {formatAddress(a)}
            </label>
            <button
              type="button"
              className="text-xs text-brand-700 hover:underline"
              onClick={() => setEditing(a)}
              aria-label={`Edit ${a.label} address`}
            >
              Edit
            </button>
          </div>
        ))}
        {addresses.length === 0 && <p className="text-sm text-slate-600">Add an address to continue.</p>}
      </div>
      {editing ? (
        <AddressForm
          key={editing === "new" ? "new" : editing.id}
          initial={editing === "new" ? undefined : editing}
          onCancel={() => setEditing(null)}
          onDone={(id) => {
            setEditing(null);
            onSaved(id);
          }}
        />
      ) : (
        <button type="button" className="btn-outline mt-3" onClick={() => setEditing("new")}>
          Add a new address
        </button>
      )}
    </fieldset>
  );
}
