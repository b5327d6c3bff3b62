import Link from "next/link";
import { Pagination } from "./pagination";
import { Notice } from "@/components/ui/notice";

type Params = Record<string, string | number | undefined>;

/** One labelled filter control. */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The console's list pages share this frame: a GET filter form (bookmarkable), the query's error
 * in a sentence, the rows or a sentence when there are none, and previous/next links that keep
 * the filters. `filters` is the parsed query; `page` is left out of the links' filters.
 */
export function FilteredPages({
  path,
  label,
  error,
  fields,
  grid = "sm:grid-cols-2 lg:grid-cols-5",
  clearable = false,
  filters,
  rows,
  total,
  empty,
  children,
}: {
  path: string;
  /** the filter form's accessible name */
  label: string;
  error?: string;
  fields: React.ReactNode;
  grid?: string;
  /** offer a "Clear" link when a filter is set */
  clearable?: boolean;
  filters: Params & { page?: number };
  rows: number;
  total: number;
  empty: string;
  children: React.ReactNode;
}) {
  const { page, ...rest } = filters;
  const params = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));
  const filtered = Object.values(params).some((v) => v !== undefined);
  return (
    <>
      {error && (
        <Notice look="line" tone="error" className="text-sm">
          {error}
        </Notice>
      )}
      <form method="get" action={path} className={`grid gap-3 ${grid}`} aria-label={label}>
        {fields}
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary">
            Filter
          </button>
          {clearable && filtered && (
            <Link href={path} className="btn-outline">
              Clear
            </Link>
          )}
        </div>
      </form>
      {rows === 0 ? <p className="py-8 text-center text-slate-600">{empty}</p> : children}
      <Pagination path={path} params={params} page={page ?? 1} total={total} />
    </>
  );
}
