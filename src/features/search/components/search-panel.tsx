"use client";
import Link from "@/components/ui/intent-link";
import { Loader2 } from "lucide-react";
import type { SearchResult } from "../server/results";
import { NO_RESULTS_MESSAGE, isValidSearch, searchResultsPath } from "../rules";
import { SearchResultItem } from "./search-result-item";
import type { TypeAheadStatus } from "./use-type-ahead";

/** The type-ahead's results under the search bar (SPEC §4, §5), a chunk of its own. */
export function SearchPanel({
  id,
  overlay,
  status,
  text,
  results,
  eyeSlug,
  onPick,
  onQuickView,
}: {
  id: string;
  overlay: boolean;
  status: TypeAheadStatus;
  text: string;
  results: SearchResult[];
  /** the result whose quick view is opening */
  eyeSlug: string | null;
  onPick: () => void;
  onQuickView: (slug: string) => void;
}) {
  return (
    <div
      id={id}
      role="region"
      aria-label="Search results"
      className={
        overlay
          ? "mt-3"
          : "absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-xl"
      }
    >
      <PanelBody status={status} text={text}>
        <ul className="divide-y divide-slate-100">
          {results.map((r) => (
            <SearchResultItem
              key={`${r.product_type}-${r.id}`}
              r={r}
              onPick={onPick}
              onQuickView={onQuickView}
              quickViewLoading={eyeSlug === r.slug}
            />
          ))}
        </ul>
        <Link
          href={searchResultsPath(text)}
          onClick={onPick}
          className="block border-t border-slate-100 px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          View all results
        </Link>
      </PanelBody>
    </div>
  );
}

function PanelBody({ status, text, children }: { status: TypeAheadStatus; text: string; children: React.ReactNode }) {
  if (status === "empty" || !isValidSearch(text)) {
    return <p className="px-3 py-4 text-sm text-slate-500">Type a product, brand, vendor or SKU.</p>;
  }
  if (status === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 px-3 py-4 text-sm text-slate-600">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Searching…
      </p>
    );
  }
  if (status === "none")
    return (
      <p role="status" className="px-3 py-4 text-sm text-slate-600">
        {NO_RESULTS_MESSAGE}
      </p>
    );
  if (status === "error")
    return (
      <p role="status" className="px-3 py-4 text-sm text-red-700">
        Search is unavailable right now. Please try again.
      </p>
    );
  return <>{children}</>;
}
