"use client";
import { RegulatoryBadge } from "@/features/compliance";
import Link from "@/components/ui/intent-link";
import { Eye, Loader2 } from "lucide-react";
import { PRICE_TEXT } from "@/features/catalog";
import { formatUsd, toCents } from "@/lib/money";
import type { SearchResult } from "../server/results";
import { resultName } from "../rules";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

function PriceLine({ r }: { r: SearchResult }) {
  if (r.product_type === "service") {
    return <span className="text-sm font-semibold text-ink">{r.plan_range ?? PRICE_TEXT["not-available"]}</span>;
  }
  if (r.price_state !== "price")
    return <span className="text-xs font-medium text-brand-700">{PRICE_TEXT[r.price_state]}</span>;
  const price = toCents(r.price);
  if (price === null) return <span className="text-xs text-slate-600">{PRICE_TEXT["not-available"]}</span>;
  const catalog = r.price_discounted !== null ? toCents(r.price_catalog) : null;
  return (
    <span className="flex items-baseline gap-2 text-sm">
      <span className={catalog ? "font-bold text-sale" : "font-bold text-ink"}>{formatUsd(price)}</span>
      {catalog !== null && <s className="text-xs text-slate-500">{formatUsd(catalog)}</s>}
    </span>
  );
}

/** One row of the type-ahead panel: the whole row links to /{slug}; the eye asks for a quick view. */
export function SearchResultItem({
  r,
  onPick,
  onQuickView,
  quickViewLoading,
}: {
  r: SearchResult;
  onPick: () => void;
  onQuickView: (slug: string) => void;
  quickViewLoading: boolean;
}) {
  return (
    <li className="flex items-center gap-3 px-3 py-2 hover:bg-slate-50">
      <Link href={`/${r.slug}`} onClick={onPick} className="flex min-w-0 flex-1 items-center gap-3" title={r.name}>
        <ImageWithFallback
          src={r.image}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="h-12 w-12 shrink-0 rounded bg-slate-100 object-cover"
        />
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-medium text-ink">{resultName(r.name)}</span>
          <span className="block truncate text-xs text-slate-500">
            {r.product_type === "service" ? "Service" : r.sku} · {r.vendor_name}
            {r.in_stock === "N" && <span className="font-medium text-red-700"> · Out of Stock</span>}
          </span>
          <RegulatoryBadge cls={r.regulatory_class} />
          <PriceLine r={r} />
        </span>
      </Link>
      {r.product_type === "product" && (
        <button
          type="button"
          onClick={() => onQuickView(r.slug)}
          disabled={quickViewLoading}
          aria-busy={quickViewLoading}
          aria-label={`Quick view ${r.name}`}
          className="rounded-full p-2 text-slate-500 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-70"
        >
          {quickViewLoading ? (
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
          ) : (
            <Eye className="h-5 w-5" aria-hidden />
          )}
        </button>
      )}
    </li>
  );
}
