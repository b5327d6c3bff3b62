import { statusLabel } from "../rules";

const TONE: Record<string, string> = {
  placed: "bg-slate-100 text-slate-700",
  confirmed: "bg-blue-50 text-blue-800",
  partly_shipped: "bg-amber-50 text-amber-900",
  shipped: "bg-amber-50 text-amber-800",
  delivered: "bg-brand-50 text-brand-800",
  cancelled: "bg-red-50 text-red-800",
};

/** An order's state (`shownStatus`) or a history step, as a coloured label. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status] ?? TONE.placed}`}
    >
      {statusLabel(status)}
    </span>
  );
}
