"use client";
import Link from "next/link";
import type { CartLocationShipTo } from "@/features/cart";

const lines = (l: CartLocationShipTo) =>
  [l.full_name, l.line1, l.line2, [l.city, `${l.state} ${l.zip}`.trim()].filter(Boolean).join(", ")]
    .filter(Boolean)
    .join(", ");

/** The location the member acts for, as the first choice of a picker. */
export function LocationOption({
  location,
  name,
  verb,
  usable,
  checked,
  onChoose,
}: {
  location: CartLocationShipTo;
  name: string;
  verb: "Ship" | "Bill";
  usable: boolean;
  checked: boolean;
  onChoose: () => void;
}) {
  const id = `${name}-location`;
  return (
    <div className="rounded-md border border-slate-200 p-2" data-testid={id}>
      <div className="flex items-start gap-2">
        <input
          type="radio"
          id={id}
          name={name}
          className="mt-1 accent-brand-600"
          checked={checked}
          disabled={!usable}
          onChange={onChoose}
        />
        <label htmlFor={id} className={`flex-1 text-sm ${usable ? "" : "text-slate-500"}`}>
          <span className="font-medium">
            {verb} to {location.name} (clinic location)
          </span>
          {location.complete && <> — {lines(location)}</>}
        </label>
      </div>
      {!location.complete && (
        <p className="mt-1 pl-6 text-sm text-amber-800">
          {location.name} has no complete address yet.{" "}
          <Link href="/clinic/locations" className="text-brand-700 underline">
            Add its street, city, state and ZIP on the clinic&apos;s locations page
          </Link>
          .
        </p>
      )}
    </div>
  );
}
