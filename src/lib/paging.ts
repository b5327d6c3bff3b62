// Paging for every list a person works through (console, portal, order history): one way to count
// pages, to turn a page into an offset and to write the link to another page with the filters kept.

export const LIST_PAGE_SIZE = 25;

/** 1-based page number to a row offset; anything odd falls back to the first page. */
export function pageOffset(page: number | undefined, size = LIST_PAGE_SIZE): number {
  const p = Number.isInteger(page) && page! > 0 ? page! : 1;
  return (p - 1) * size;
}

export function pageCount(total: number, size = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export type ListParams = Record<string, string | number | undefined | null>;

/** The list's address for a page: the filters that are set, in their order, then the page (left out for 1). */
export function pageHref(path: string, params: ListParams, page: number): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (k !== "page" && v !== undefined && v !== null && v !== "") q.set(k, String(v));
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** True when any filter but the page is set: an empty list then says "no match", not "nothing yet". */
export function isFiltered(params: ListParams): boolean {
  return Object.entries(params).some(([k, v]) => k !== "page" && v !== undefined && v !== null && v !== "");
}

/**
 * What an empty page says: past the end of a list that has rows, a filter matching nothing, or
 * a list with nothing in it yet. Page 2 of a list never claims the list is empty.
 */
export function emptyListText(
  total: number,
  page: number,
  filtered: boolean,
  texts: { none: string; noMatch: string },
): string {
  if (total > 0 && page > 1) return "This page is past the end of the list.";
  return filtered ? texts.noMatch : texts.none;
}
