import { formatUsd, dollarsToCents } from "@/lib/money";
import type { OrderReturns } from "../server/buyer";
import { ReturnBadge } from "./return-badge";
import { ReturnItemsForm } from "./return-items-form";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });

/**
 * The buyer's returns on the order page: each RMA with its step, lines, the label note once approved,
 * the vendor's reason when rejected, and the refund or credit note once received; and the "Return items"
 * action while the vendor's window is open.
 */
export function OrderReturnsPanel({ orderId, data }: { orderId: number; data: OrderReturns }) {
  if (!data.returns.length && !data.can_return) return null;
  return (
    <section className="card space-y-3 p-4 text-sm" aria-labelledby="returns-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="returns-heading" className="font-semibold">
          Returns
        </h3>
        {data.window_ends && data.can_return && (
          <p className="text-slate-600">Returns accepted until {day(data.window_ends)}.</p>
        )}
      </div>
      {data.returns.map((r) => (
        <article key={r.id} className="rounded-md border border-slate-200 p-3" aria-label={`Return ${r.rma_number}`}>
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold">{r.rma_number}</span>
            <ReturnBadge status={r.status} />
            <span className="text-slate-500">asked {day(r.created_at)}</span>
          </div>
          <ul className="mt-1 list-disc pl-5 text-slate-700">
            {r.lines.map((l) => (
              <li key={l.line_id}>
                {l.quantity} × {l.name} ({l.reason_label})
              </li>
            ))}
          </ul>
          {r.status === "approved" && r.label_note && (
            <p className="mt-2 rounded bg-blue-50 p-2 text-blue-900">
              <span className="font-semibold">Return label: </span>
              {r.label_note}
            </p>
          )}
          {r.status === "requested" && (
            <p className="mt-2 text-slate-600">Waiting for the vendor to approve the return.</p>
          )}
          {r.status === "rejected" && <p className="mt-2 text-red-800">Rejected by the vendor: {r.reject_reason}</p>}
          {r.refund && (
            <p className="mt-2 text-brand-800">
              {r.refund.credit_note_number ? (
                <>
                  Credit note {r.refund.credit_note_number}: {formatUsd(dollarsToCents(r.refund.amount))} (tax{" "}
                  {formatUsd(dollarsToCents(r.refund.tax))}) credited on your invoice.{" "}
                  <a
                    className="text-brand-700 underline"
                    href={`/api/orders/${orderId}/credit-notes/${r.refund.id}?download=1`}
                    download
                  >
                    Download credit note (PDF)
                  </a>
                </>
              ) : (
                <>
                  Refund of {formatUsd(dollarsToCents(r.refund.amount))} to your card:{" "}
                  {r.refund.status === "succeeded"
                    ? "refunded"
                    : r.refund.status === "failed"
                      ? "failed, we are on it"
                      : "on its way"}
                  .
                </>
              )}
            </p>
          )}
        </article>
      ))}
      {data.can_return && <ReturnItemsForm orderId={orderId} lines={data.lines} />}
    </section>
  );
}
