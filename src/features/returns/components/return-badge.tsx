import { returnStatusLabel } from "../rules";

const TONE: Record<string, string> = {
  requested: "bg-amber-50 text-amber-900",
  approved: "bg-blue-50 text-blue-800",
  received: "bg-brand-50 text-brand-800",
  rejected: "bg-red-50 text-red-800",
};

/** A return's step as a coloured label, beside the order's own status badges. */
export function ReturnBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status] ?? TONE.requested}`}
    >
      {returnStatusLabel(status)}
    </span>
  );
}
