import Link from "@/components/ui/intent-link";
import { ProductCard } from "@/features/catalog";
import { type FacetFilters, type FacetGroup, filtersQuery } from "../facets";
import { NO_RESULTS_MESSAGE } from "../rules";
import type { ResultsPageData } from "../server/results-page";
import type { ServiceHit } from "../server/search";
import { planRange } from "../server/results";
import { SearchBarIsland as SearchBar } from "./search-bar-island";
import { FacetNav } from "./facet-nav";

function ServiceCard({ hit }: { hit: ServiceHit }) {
  return (
    <article className="card flex flex-col gap-1 p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Service</p>
      <h3 className="text-sm font-semibold leading-snug">
        <Link href={`/${hit.slug}`} className="hover:text-brand-700">
          {hit.name}
        </Link>
      </h3>
      <p className="text-xs text-slate-500">
        By {hit.providerName}
        {hit.categoryName ? ` · ${hit.categoryName}` : ""}
      </p>
      <p className="mt-auto pt-2 font-bold text-ink">
        {planRange(hit.minFeeCents, hit.maxFeeCents) ?? "Price not available"}
      </p>
    </article>
  );
}

function Pagination({
  base,
  filters,
  expanded,
  page,
  pages,
}: {
  base: string;
  filters: FacetFilters;
  /** a filter group listed whole stays whole from page to page */
  expanded: FacetGroup | undefined;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const to = (n: number) => `${base}${filtersQuery(filters, {}, n, expanded)}`;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link href={to(page - 1)} className="btn-outline px-3 py-1 text-sm">
          Previous
        </Link>
      )}
      {numbers.map((n, i) => (
        <span key={n} className="flex items-center gap-1">
          {i > 0 && numbers[i - 1]! < n - 1 && (
            <span aria-hidden className="px-1 text-slate-400">
              …
            </span>
          )}
          {n === page ? (
            <span aria-current="page" className="rounded bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
              {n}
            </span>
          ) : (
            <Link href={to(n)} className="rounded px-3 py-1 text-sm hover:bg-brand-50">
              {n}
            </Link>
          )}
        </span>
      ))}
      {page < pages && (
        <Link href={to(page + 1)} className="btn-outline px-3 py-1 text-sm">
          Next
        </Link>
      )}
    </nav>
  );
}

/** Where the buyer stands (filters, open group, page): every filter and page link starts from it. */
const standing = (data: Extract<ResultsPageData, { ok: true }>, base: string) => ({
  base,
  filters: data.filters,
  expanded: data.expanded,
  page: data.page,
});

/** /all-search-results/search/{text}: server-rendered results with facets in the URL. */
export function SearchResultsView({ data, base }: { data: ResultsPageData; base: string }) {
  const active = data.ok && Object.keys(data.filters).length > 0;
  return (
    <div className="container-page py-6">
      <div className="mb-4 md:hidden">
        <SearchBar initialText={data.text} />
      </div>
      <h1 className="text-2xl font-bold sm:text-3xl">Results for “{data.text}”</h1>
      {!data.ok ? (
        <p role="alert" className="mt-4 text-red-700">
          {data.message}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600" role="status">
            {data.total} {data.total === 1 ? "result" : "results"}
            {active && (
              <>
                {" "}
                ·{" "}
                <Link href={base} className="font-semibold text-brand-700 underline">
                  Clear all filters
                </Link>
              </>
            )}
          </p>
          <div className="mt-6 grid gap-8 md:grid-cols-[15rem_1fr]">
            {/* one copy of the facets: a CSS-only toggle folds them away on phones, no script, no shift */}
            <aside>
              <input type="checkbox" id="toggle-facets" className="peer sr-only" />
              <label htmlFor="toggle-facets" className="btn-outline block cursor-pointer text-center md:hidden">
                Filters{active ? ` (${Object.keys(data.filters).length})` : ""}
              </label>
              <div className="mt-4 hidden peer-checked:block md:mt-0 md:block">
                <FacetNav {...standing(data, base)} counts={data.counts} />
              </div>
            </aside>
            <div>
              {/* the cards' h3 need an h2 above them (the facets' h2 are hidden on phones) */}
              <h2 className="sr-only">Results</h2>
              {data.hits.length === 0 ? (
                <p className="text-slate-600">{NO_RESULTS_MESSAGE}</p>
              ) : (
                <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
                  {data.hits.map((h, i) =>
                    h.kind === "product" ? (
                      // the first row is on screen at once: its pictures load first (the page's largest paint)
                      <ProductCard key={`p${h.card.id}`} product={h.card} priority={i < 4} />
                    ) : (
                      <ServiceCard key={`s${h.id}`} hit={h} />
                    ),
                  )}
                </div>
              )}
              <Pagination {...standing(data, base)} pages={data.pages} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
