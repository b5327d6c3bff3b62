"use client";
import { api } from "@/lib/api-client";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { withQueries } from "@/components/queries/query-island";

type Result = {
  success: boolean;
  message: string;
  added: { name: string; quantity: number }[];
  skipped: { name: string; reason: string }[];
};

/** Puts the order's lines back in the cart at today's price and stock; lists what could not be added. */
function BuyAgainButtonView({ orderId }: { orderId: number }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const run = async () => {
    setBusy(true);
    const res = await api<Partial<Result>>("POST", `/api/orders/${orderId}/buy-again`);
    // a refusal can still list what was skipped
    const answer = res.ok ? res.data : (res.body as Partial<Result> | undefined);
    setResult({ added: [], skipped: [], ...answer, success: res.ok, message: res.message ?? answer?.message ?? "" });
    setBusy(false);
    await qc.invalidateQueries({ queryKey: ["cart"] });
  };
  return (
    <div>
      <button type="button" className="btn-primary" onClick={run} disabled={busy}>
        {busy ? "Adding…" : "Buy again"}
      </button>
      {result && (
        <div role="status" className="mt-3 rounded-md border border-slate-200 bg-white p-3 text-sm">
          <p className="font-medium">{result.message}</p>
          {result.skipped.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-red-800">
              {result.skipped.map((s) => (
                <li key={s.name}>
                  {s.name}: {s.reason}
                </li>
              ))}
            </ul>
          )}
          {result.added.length > 0 && (
            <Link href="/cart" className="mt-2 inline-block text-brand-700 underline">
              Go to cart
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

/** With the query cache it refreshes (the order page has none of its own). */
export const BuyAgainButton = withQueries(BuyAgainButtonView);
