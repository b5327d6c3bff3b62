"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import type { CartHint } from "../server/hints";
import { formatDollars } from "@/lib/money";

/**
 * "Cheaper elsewhere": the same item at another vendor for less, and the move in one click (the server
 * decides). The page draws the first hints; after a change to the cart they are asked again.
 */
export function CheaperElsewhere({ initial }: { initial: CartHint[] }) {
  const qc = useQueryClient();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const hints = useQuery({
    queryKey: ["cart", "hints"],
    staleTime: 10_000,
    initialData: initial,
    queryFn: async () => {
      const res = await api<{ hints: CartHint[] }>("GET", "/api/cart/hints");
      if (!res.ok) throw new Error(res.message);
      return res.data.hints;
    },
  });
  async function swap(h: CartHint) {
    setBusy(h.cart_id);
    const res = await api<{ message: string }>("POST", "/api/cart/swap", {
      cart_id: h.cart_id,
      product_id: h.to.product_id,
    });
    setBusy(null);
    setSaid({ ok: res.ok, text: res.ok ? res.data.message : res.message });
    await qc.invalidateQueries({ queryKey: ["cart"] });
  }
  if (!hints.data?.length && !said) return null;
  return (
    <section aria-labelledby="cheaper-h" className="card space-y-3 border-emerald-200 p-4">
      <h2 id="cheaper-h" className="font-bold">
        Cheaper elsewhere
      </h2>
      {said && <Notice tone={said.ok ? "success" : "error"}>{said.text}</Notice>}
      <ul className="space-y-3">
        {hints.data?.map((h) => (
          <li key={h.cart_id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <div className="min-w-0 flex-1 basis-64">
              <p>
                <span className="font-medium">{h.name}</span> costs {formatDollars(h.saves)} less at{" "}
                <span className="font-medium">{h.to.vendor_name}</span>: {h.to.quantity} ×{" "}
                {formatDollars(h.to.price ?? 0)}
                {h.to.pack.size > 1 && ` (${formatDollars(h.to.unit_price ?? 0)} per ${h.to.pack.unit})`}.
              </p>
              {h.shipping.map((s) => (
                <p key={s} className="text-xs text-slate-600">
                  {s}
                </p>
              ))}
            </div>
            <button type="button" className="btn-outline text-sm" disabled={busy !== null} onClick={() => swap(h)}>
              Switch to {h.to.vendor_name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
