import { parseRegulatoryClass, regulatoryLabel } from "../rules";

/** The product's regulatory class as a small label ("Rx only", "Schedule III controlled"); nothing when unregulated. */
export function RegulatoryBadge({ cls, className = "" }: { cls: string | null | undefined; className?: string }) {
  const parsed = cls ? parseRegulatoryClass(cls) : null;
  const label = parsed ? regulatoryLabel(parsed) : null;
  if (!label) return null;
  const tone =
    parsed === "rx" ? "border-sky-300 bg-sky-50 text-sky-800" : "border-amber-400 bg-amber-50 text-amber-900";
  return (
    <span
      className={`inline-block rounded border px-1.5 py-0.5 text-[11px] font-semibold leading-none ${tone} ${className}`}
    >
      {label}
    </span>
  );
}
