"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import type { RfqView } from "../server/rfqs";
import { formatDollars } from "@/lib/money";

type Quote = RfqView["quotes"][number];

/** One vendor's quote: its price per line, and accepting the lines the buyer ticks (the cheapest ticked first). */
function QuoteCard({ rfqId, quote, lines }: { rfqId: number; quote: Quote; lines: RfqView["lines"] }) {
  const router = useRouter();
  const [picked, setPicked] = useState<number[]>(
    quote.lines.filter((l) => l.cheapest && !l.accepted).map((l) => l.line_id),
  );
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function accept() {
    setBusy(true);
    const res = await api<{ message: string }>("POST", `/api/rfqs/${rfqId}/quotes/${quote.id}/accept`, {
      line_ids: picked,
    });
    setBusy(false);
    setSaid({ ok: res.ok, text: res.ok ? res.data.message : res.message });
    if (res.ok) router.refresh();
  }
  return (
    <section aria-label={`${quote.vendor_name}'s quote`} className="card space-y-3 p-4">
      <header>
        <h3 className="font-bold">{quote.vendor_name}</h3>
        <p className={`text-xs ${quote.expired ? "text-red-700" : "text-slate-600"}`}>
          {quote.expired ? `Expired on ${quote.valid_until}` : `Valid until ${quote.valid_until}`}
          {quote.note ? ` · ${quote.note}` : ""}
        </p>
      </header>
      <ul className="space-y-2 text-sm">
        {lines.map((line) => {
          const q = quote.lines.find((x) => x.line_id === line.id);
          if (!q) return null;
          return (
            <li key={line.id} className="flex items-start gap-2">
              <input
                type="checkbox"
                id={`q${quote.id}-l${line.id}`}
                className="mt-1"
                disabled={quote.expired || q.accepted || q.product_id === null}
                checked={picked.includes(line.id)}
                onChange={() =>
                  setPicked((p) => (p.includes(line.id) ? p.filter((x) => x !== line.id) : [...p, line.id]))
                }
              />
              <label htmlFor={`q${quote.id}-l${line.id}`} className="min-w-0 flex-1">
                <span className="block">{line.description}</span>
                <span className="text-slate-600">
                  {formatDollars(q.price)} each · {q.quantity} ·{" "}
                  {q.lead_days === 0 ? "ships at once" : `ships in ${q.lead_days} day${q.lead_days === 1 ? "" : "s"}`}
                </span>
                {q.cheapest && (
                  <span className="ml-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-800">Lowest</span>
                )}
                {q.accepted && (
                  <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">In your cart</span>
                )}
                {q.product_id === null && <span className="block text-xs text-slate-500">Not sold online</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {!quote.expired && (
        <button type="button" className="btn-primary text-sm" disabled={busy || !picked.length} onClick={accept}>
          Accept {quote.vendor_name}&apos;s price for {picked.length} line{picked.length === 1 ? "" : "s"}
        </button>
      )}
      {said && (
        <Notice tone={said.ok ? "success" : "error"}>
          {said.text}{" "}
          {said.ok && (
            <Link href="/cart" className="underline">
              Go to cart
            </Link>
          )}
        </Notice>
      )}
    </section>
  );
}

/** The quotes side by side: one card per vendor that answered, each line's lowest valid price marked. */
export function RfqQuotes({ rfq }: { rfq: RfqView }) {
  if (!rfq.quotes.length)
    return <p className="card p-4 text-slate-600">No quotes yet; you get a notification when a vendor answers.</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {rfq.quotes.map((q) => (
        <QuoteCard key={q.id} rfqId={rfq.id} quote={q} lines={rfq.lines} />
      ))}
    </div>
  );
}
