import Link from "next/link";
import type { ReactNode } from "react";
import { Notice } from "./notice";
import { emptyListText, isFiltered, LIST_PAGE_SIZE, pageCount, pageHref, type ListParams } from "@/lib/paging";

type Option = string | { value: string; label: string };

export type FilterSpec =
  | { name: string; label: string; kind: "search" | "text" | "date" }
  | { name: string; label: string; kind: "select"; options: readonly Option[]; any?: string | false };

const optionOf = (o: Option) => (typeof o === "string" ? { value: o, label: o[0]!.toUpperCase() + o.slice(1) } : o);

function FilterInput({ spec, value, id }: { spec: FilterSpec; value: string; id: string }) {
  if (spec.kind === "select")
    return (
      <select id={id} name={spec.name} defaultValue={value} className="input">
        {spec.any !== false && <option value="">{spec.any ?? "Any"}</option>}
        {spec.options.map(optionOf).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  return <input id={id} name={spec.name} type={spec.kind} defaultValue={value} className="input" />;
}

/** Previous/next links that keep the filters, and where in the list this page is. */
export function Pager({
  path,
  params,
  page,
  total,
  pageSize = LIST_PAGE_SIZE,
}: {
  path: string;
  params: ListParams;
  page: number;
  total: number;
  pageSize?: number;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3 text-sm">
      <span className="text-slate-600">
        Page {Math.min(page, pages)} of {pages} · {total} in all
      </span>
      <span className="flex gap-2">
        {page > 1 && (
          <Link href={pageHref(path, params, Math.min(page, pages + 1) - 1)} className="btn-outline">
            Previous
          </Link>
        )}
        {page < pages && (
          <Link href={pageHref(path, params, page + 1)} className="btn-outline">
            Next
          </Link>
        )}
      </span>
    </nav>
  );
}

/**
 * Every list a person works through (sellers, listings, requests, buyers, orders) in one frame: a GET
 * filter form (so a filtered page can be bookmarked), the query's problem in a sentence, the rows
 * or a sentence saying why there are none, and paging that keeps the filters.
 */
export function ListPage({
  path,
  label,
  filters,
  values,
  error,
  total,
  rows,
  pageSize = LIST_PAGE_SIZE,
  empty,
  children,
}: {
  path: string;
  /** the filter form's accessible name: "Filter orders" */
  label: string;
  filters: readonly FilterSpec[];
  /** the parsed query: the filters' values and the page */
  values: ListParams & { page?: number };
  error?: string;
  total: number;
  /** how many rows this page holds */
  rows: number;
  pageSize?: number;
  empty: { none: string; noMatch: string };
  children: ReactNode;
}) {
  const page = values.page ?? 1;
  const filtered = isFiltered(values);
  const id = (name: string) => `${path.replace(/\W+/g, "-")}-${name}`;
  return (
    <>
      {error && (
        <Notice look="line" tone="error" className="text-sm">
          {error}
        </Notice>
      )}
      {filters.length > 0 && (
        <form
          // the fields start from the address: a link to other filters (a tab, "Clear") draws them anew
          key={pageHref(path, values, 1)}
          method="get"
          action={path}
          role="search"
          aria-label={label}
          className="flex flex-wrap items-end gap-3"
        >
          {filters.map((f) => (
            <div key={f.name} className={f.kind === "search" ? "min-w-48 flex-1" : ""}>
              <label htmlFor={id(f.name)} className="label">
                {f.label}
              </label>
              <FilterInput spec={f} id={id(f.name)} value={String(values[f.name] ?? "")} />
            </div>
          ))}
          <div className="flex gap-2">
            <button type="submit" className="btn-primary">
              Filter
            </button>
            {filtered && (
              <Link href={path} className="btn-outline">
                Clear
              </Link>
            )}
          </div>
        </form>
      )}
      {rows === 0 ? (
        <p className="card p-8 text-center text-slate-600">{emptyListText(total, page, filtered, empty)}</p>
      ) : (
        children
      )}
      <Pager path={path} params={values} page={page} total={total} pageSize={pageSize} />
    </>
  );
}
