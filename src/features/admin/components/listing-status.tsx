import { LISTING_STATUS_LABELS } from "../rules";

const TONE: Record<string, string> = {
  published: "bg-emerald-50 text-emerald-800",
  pending_review: "bg-amber-100 text-amber-900",
  taken_down: "bg-red-50 text-red-800",
  rejected: "bg-red-50 text-red-800",
};

/** A listing's status in words, coloured by whether buyers see it. */
export function ListingStatus({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs whitespace-nowrap ${TONE[status] ?? "bg-slate-100 text-slate-700"}`}
    >
      {LISTING_STATUS_LABELS[status as keyof typeof LISTING_STATUS_LABELS] ?? status}
    </span>
  );
}
