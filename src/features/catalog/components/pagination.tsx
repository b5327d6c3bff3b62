import Link from "@/components/ui/intent-link";
import { listingQuery, pageWindow, type ListingParams } from "../listing-params";

export function Pagination({ basePath, params, pages }: { basePath: string; params: ListingParams; pages: number }) {
  if (pages <= 1) return null;
  const href = (page: number) => `${basePath}${listingQuery(params, { page })}`;
  const cls = "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm";
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {params.page > 1 && (
        <Link
          href={href(params.page - 1)}
          rel="prev"
          className={`${cls} border-slate-300 bg-white hover:border-brand-500`}
        >
          Previous
        </Link>
      )}
      {pageWindow(params.page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400">
            …
          </span>
        ) : n === params.page ? (
          <span key={n} aria-current="page" className={`${cls} border-brand-600 bg-brand-600 font-semibold text-white`}>
            {n}
          </span>
        ) : (
          <Link key={n} href={href(n)} className={`${cls} border-slate-300 bg-white hover:border-brand-500`}>
            {n}
          </Link>
        ),
      )}
      {params.page < pages && (
        <Link
          href={href(params.page + 1)}
          rel="next"
          className={`${cls} border-slate-300 bg-white hover:border-brand-500`}
        >
          Next
        </Link>
      )}
    </nav>
  );
}
