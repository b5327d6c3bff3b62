import Link from "next/link";
import { pageCount } from "../rules";

/** Previous/next links that keep the current filters. */
export function Pagination({
  path,
  params,
  page,
  total,
}: {
  path: string;
  params: Record<string, string | undefined>;
  page: number;
  total: number;
}) {
  const pages = pageCount(total);
  const href = (p: number) => {
    const q = new URLSearchParams(
      Object.entries({ ...params, page: String(p) }).filter(([, v]) => v) as [string, string][],
    );
    return `${path}?${q}`;
  };
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3 text-sm">
      <span className="text-slate-600">
        Page {Math.min(page, pages)} of {pages} · {total} in all
      </span>
      <span className="flex gap-2">
        {page > 1 && (
          <Link href={href(page - 1)} className="btn-outline">
            Previous
          </Link>
        )}
        {page < pages && (
          <Link href={href(page + 1)} className="btn-outline">
            Next
          </Link>
        )}
      </span>
    </nav>
  );
}
