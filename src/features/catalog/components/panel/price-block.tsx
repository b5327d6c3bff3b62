import Link from "@/components/ui/intent-link";
import { formatUsd } from "@/lib/money";
import { toCents } from "@/lib/money";
import { PRICE_TEXT, type PriceState } from "../../rules";
import type { Unit } from "../../panel-state";

const usd = (dollars: number) => formatUsd(toCents(dollars) ?? 0);

/** Catalog and discounted price with the percent (SPEC §5); masked states come from the server. */
export function PriceBlock({
  state,
  unit,
  range,
  badge,
  signInHref,
}: {
  state: PriceState;
  unit: Unit;
  range: { min: number; max: number } | null;
  badge: string | null;
  signInHref: string;
}) {
  if (state === "signin-to-see") {
    return (
      <Link href={signInHref} className="font-semibold text-brand-700 underline">
        {PRICE_TEXT["signin-to-see"]}
      </Link>
    );
  }
  if (state !== "price") return null;
  if (unit.variationId === null && range && range.min !== range.max && unit.price === null) {
    return (
      <p className="text-2xl font-bold text-ink" data-testid="price">
        {usd(range.min)} – {usd(range.max)}
      </p>
    );
  }
  if (unit.discounted !== null && unit.catalog !== null && badge) {
    return (
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="price">
        <span className="text-2xl font-bold text-sale">{usd(unit.discounted)}</span>
        <s className="text-base text-slate-500" aria-label={`Catalog price ${usd(unit.catalog)}`}>
          {usd(unit.catalog)}
        </s>
        <span className="rounded bg-red-50 px-1.5 py-0.5 text-sm font-semibold text-sale">{badge}</span>
      </div>
    );
  }
  const price = unit.price ?? (unit.variationId === null ? (range?.min ?? null) : null);
  if (!price) return null;
  return (
    <p className="text-2xl font-bold text-ink" data-testid="price">
      {usd(price)}
    </p>
  );
}
