"use client";
import { useState } from "react";
import type { CartAddressView, CartLocationShipTo } from "@/features/cart";
import type { AddressChoice } from "../ship-choice";
import { AddressForm } from "./address-form";
import { LocationOption } from "./location-option";

export function formatAddress(a: CartAddressView): string {
  return [a.full_name, a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(", ");
}

/**
 * Choose one address: the clinic location first when there is one, then the saved addresses
 * (left out, or shown but not selectable with the reason, as the clinic's rules say); add a new
 * one or edit an existing one in place.
 */
export function AddressPicker({
  title,
  name,
  addresses,
  value,
  onChange,
  onSaved,
  location = null,
  locationUsable = false,
  savedShown = true,
  savedBlocked = null,
}: {
  title: string;
  name: string;
  addresses: CartAddressView[];
  value: AddressChoice | null;
  onChange: (choice: AddressChoice) => void;
  onSaved: (id: number) => void;
  location?: CartLocationShipTo | null;
  locationUsable?: boolean;
  savedShown?: boolean;
  savedBlocked?: string | null;
}) {
  const [editing, setEditing] = useState<CartAddressView | "new" | null>(null);
  const selectable = savedShown && !savedBlocked;
  return (
    <fieldset className="card p-4">
      <legend className="sr-only">{title}</legend>
      <h2 className="text-base font-semibold" aria-hidden>
        {title}
      </h2>
      <div className="mt-2 space-y-2">
        {location && (
          <LocationOption
            location={location}
            name={name}
            verb={name === "billing" ? "Bill" : "Ship"}
            usable={locationUsable}
            checked={value === "location"}
            onChoose={() => onChange("location")}
          />
        )}
        {savedBlocked && savedShown && addresses.length > 0 && <p className="text-sm text-slate-600">{savedBlocked}</p>}
        {savedShown &&
          addresses.map((a) => (
            <div key={a.id} className="flex items-start gap-2 rounded-md border border-slate-200 p-2">
              <input
                type="radio"
                id={`${name}-${a.id}`}
                name={name}
                className="mt-1 accent-brand-600"
                checked={value === a.id}
                disabled={!selectable}
                onChange={() => onChange(a.id)}
              />
              <label htmlFor={`${name}-${a.id}`} className={`flex-1 text-sm ${selectable ? "" : "text-slate-500"}`}>
                <span className="font-medium">{a.label}</span> — {formatAddress(a)}
              </label>
              {selectable && (
                <button
                  type="button"
                  className="text-xs text-brand-700 hover:underline"
                  onClick={() => setEditing(a)}
                  aria-label={`Edit ${a.label} address`}
                >
                  Edit
                </button>
              )}
            </div>
          ))}
        {!location && addresses.length === 0 && <p className="text-sm text-slate-600">Add an address to continue.</p>}
        {location && !savedShown && (
          <p className="text-sm text-slate-600">Your clinic&apos;s orders ship to the location you act for.</p>
        )}
      </div>
      {!selectable ? null : editing ? (
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
