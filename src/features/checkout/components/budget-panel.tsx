"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { formatUsd } from "@/lib/money";
import type { BudgetPanelData } from "../server/budget-preview";

/**
 * Asks the server what the clinic gate would decide on the order as the page shows it: again
 * whenever the chosen vendors, coupons or the cart change. Nothing is computed here.
 */
export function useBudgetPreview(input: {
  vendorIds: number[];
  coupons: Record<string, string>;
  /** the chosen saved address, or none for the clinic location: the tax follows it */
  shippingAddressId?: number;
  cartStamp: string;
}) {
  const q = useQuery({
    queryKey: ["checkout-budget", input.vendorIds, input.coupons, input.shippingAddressId, input.cartStamp],
    staleTime: 0,
    retry: false,
    queryFn: async (): Promise<BudgetPanelData> => {
      const res = await api<{ data: BudgetPanelData }>("POST", "/api/checkout/budget", {
        vendor_ids: input.vendorIds,
        coupons: input.coupons,
        shipping_address_id: input.shippingAddressId,
      });
      if (!res.ok) return { kind: "problem", message: res.message };
      return res.data.data;
    },
  });
  return q.data ?? null;
}

const STATE_STYLE = { none: "", ok: "bg-emerald-500", warn: "bg-amber-500", over: "bg-red-600" } as const;

/** The location's monthly budget around this order, and whether the order goes out or to an approver. */
export function BudgetPanel({ data }: { data: BudgetPanelData | null }) {
  if (!data || data.kind === "none") return null;
  if (data.kind === "problem")
    return (
      <section aria-label="Budget and approval" className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {data.message}
      </section>
    );
  const p = data.preview;
  const pct = p.limitCents ? Math.min(100, Math.round(((p.spentCents + p.orderCents) / p.limitCents) * 100)) : 0;
  return (
    <section aria-label="Budget and approval" className="mt-3 space-y-2 rounded-lg bg-slate-50 p-3 text-sm">
      <h2 className="font-semibold">{p.location} budget this month</h2>
      {p.limitCents === null ? (
        <p className="text-slate-600">
          No monthly budget: spent {formatUsd(p.spentCents)} so far, this order {formatUsd(p.orderCents)}.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5">
            <dt>Spent</dt>
            <dd className="text-right">{formatUsd(p.spentCents)}</dd>
            <dt>This order</dt>
            <dd className="text-right">{formatUsd(p.orderCents)}</dd>
            <dt className="font-medium">{p.leftCents! < 0 ? "Over budget by" : "Left after it"}</dt>
            <dd className={`text-right font-medium ${p.leftCents! < 0 ? "text-red-700" : ""}`}>
              {formatUsd(Math.abs(p.leftCents!))}
            </dd>
            <dt className="text-slate-500">Budget</dt>
            <dd className="text-right text-slate-500">{formatUsd(p.limitCents)}</dd>
          </dl>
          <div
            role="meter"
            aria-label={`Budget use at ${p.location} with this order`}
            aria-valuenow={pct}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 rounded bg-slate-200"
          >
            <div className={`h-2 rounded ${STATE_STYLE[p.state]}`} style={{ width: `${pct}%` }} />
          </div>
        </>
      )}
      {p.decision === "hold" ? (
        <div role="status" className="rounded bg-amber-50 p-2 text-amber-900">
          <p className="font-medium">This order will be sent for approval.</p>
          <ul className="list-disc pl-5">
            {p.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : p.decision === "forbidden" ? (
        <p role="status" className="rounded bg-red-50 p-2 text-red-800">
          {p.reasons[0]}
        </p>
      ) : (
        <p role="status" className="text-slate-700">
          No approval needed: the order is placed when you press the button.
          {p.warning ? ` ${p.warning}` : ""}
        </p>
      )}
    </section>
  );
}
