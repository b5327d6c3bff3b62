import { dollarsToCents, formatUsd } from "@/lib/money";
import type { MoneyEventKind } from "../rules";

export type MoneyEventRow = {
  kind: MoneyEventKind;
  label: string;
  at: string;
  amount: number;
  status: string;
  note: string | null;
};

/** Every money step of an order with its date and amount (server-rendered; the buyer's and the console's pages). */
export function MoneyEventsList({ events }: { events: MoneyEventRow[] }) {
  if (!events.length) return <p className="mt-2 text-sm text-slate-600">No money has moved on this order yet.</p>;
  return (
    <ol className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Money events">
      {events.map((e, i) => (
        <li key={i} className="flex flex-wrap items-baseline gap-x-3 py-1.5">
          <span className="font-medium">{e.label}</span>
          <span className="text-slate-500">
            {new Date(e.at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
          </span>
          {e.status !== "succeeded" && e.status !== "paid" && (
            <span className="rounded bg-amber-50 px-1.5 text-xs text-amber-800">{e.status}</span>
          )}
          <span className="ml-auto font-semibold">{formatUsd(dollarsToCents(e.amount))}</span>
          {e.note && <span className="w-full text-xs text-slate-500">{e.note}</span>}
        </li>
      ))}
    </ol>
  );
}
