import Link from "@/components/ui/intent-link";
import { formatUsd } from "@/lib/money";
import { PRICE_TEXT, type PriceState } from "../rules";

export function PriceTag({
  state,
  priceCents,
  catalogCents,
  discounted,
  signInHref,
}: {
  state: PriceState;
  priceCents: number | null;
  catalogCents: number | null;
  discounted: boolean;
  signInHref: string;
}) {
  if (state === "price" && priceCents !== null) {
    return (
      <span className="flex items-baseline gap-2">
        <span className={discounted ? "font-bold text-sale" : "font-bold text-ink"}>{formatUsd(priceCents)}</span>
        {discounted && catalogCents !== null && <s className="text-sm text-slate-500">{formatUsd(catalogCents)}</s>}
      </span>
    );
  }
  if (state === "signin-to-see" || state === "signin-to-request") {
    return (
      // not prefetched: each card's link differs only in where it returns to, and sign-in is rendered per request
      <Link href={signInHref} prefetch={false} className="relative z-10 text-sm font-semibold text-brand-700 underline">
        {PRICE_TEXT[state]}
      </Link>
    );
  }
  if (state === "price") return <span className="text-sm text-slate-600">{PRICE_TEXT["not-available"]}</span>;
  return <span className="text-sm font-medium text-slate-700">{PRICE_TEXT[state]}</span>;
}
