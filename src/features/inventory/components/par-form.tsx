"use client";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** A manager's par level and reorder quantity for one product at one location (0 removes the par level). */
export function ParForm({
  locationId,
  productId,
  name,
  par,
  reorder,
}: {
  locationId: number;
  productId: number;
  name: string;
  par: number | null;
  reorder: number | null;
}) {
  const m = useMutation({ refresh: true });
  const [level, setLevel] = useState(String(par ?? ""));
  const [qty, setQty] = useState(String(reorder ?? 0));
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    void m.run("PUT", "/api/clinic/inventory/par", {
      location_id: locationId,
      product_id: productId,
      par_level: Number(level || 0),
      reorder_quantity: Number(qty || 0),
    });
  };
  return (
    <form
      onSubmit={save}
      className="flex flex-wrap items-end gap-1 text-xs"
      aria-label={`Set the par level for ${name}`}
    >
      <label className="w-16">
        <span className="label">Par</span>
        <input
          className="input px-1"
          type="number"
          min={0}
          value={level}
          onChange={(e) => setLevel(e.target.value)}
          aria-label={`Par level for ${name}`}
        />
      </label>
      <label className="w-16">
        <span className="label">Reorder</span>
        <input
          className="input px-1"
          type="number"
          min={0}
          value={qty}
          onChange={(e) => setQty(e.target.value)}
          aria-label={`Reorder quantity for ${name}`}
        />
      </label>
      <button type="submit" className="btn-outline px-2 py-1 text-xs" disabled={m.pending}>
        Set par
      </button>
      <Notice look="line" notice={m.notice} className="basis-full" />
    </form>
  );
}
