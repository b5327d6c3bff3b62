/** Pure search rules (SPEC §4, §5, §8). */

export const BLANK_SEARCH_MESSAGE = 'Enter something';
export const NO_RESULTS_MESSAGE = 'No results found.';
export const NO_CATEGORY_RESULTS_MESSAGE = 'No result found...';
/** Caps what reaches the query planner; no real product name needs more. */
export const SEARCH_MAX_LENGTH = 100;

/** A search needs at least one non-whitespace character (SPEC §5). */
export function isValidSearch(text: string | null | undefined): boolean {
  return /\S/.test(text ?? '');
}

/**
 * Trimmed, inner whitespace collapsed to single spaces, at most 100
 * characters (code points, so a cut never splits an emoji).
 */
export function normalizeSearchText(text: string | null | undefined): string {
  const collapsed = (text ?? '').trim().replace(/\s+/g, ' ');
  const chars = Array.from(collapsed);
  if (chars.length <= SEARCH_MAX_LENGTH) return collapsed;
  return chars.slice(0, SEARCH_MAX_LENGTH).join('').trimEnd();
}

/** All-results page for a typed search (SPEC §2). */
export function searchResultsPath(text: string): string {
  return `/all-search-results/search/${encodeURIComponent(normalizeSearchText(text))}`;
}

export interface LatestGuard {
  /** Call when a request starts; keep the token with that request. */
  next(): number;
  /** True only for the most recently started request. */
  isLatest(token: number): boolean;
}

/**
 * "Only the latest request's result is used" (SPEC §4): responses can arrive
 * out of order, so each one checks its token before touching the UI.
 */
export function createLatestGuard(): LatestGuard {
  let latest = 0;
  return {
    next: () => ++latest,
    isLatest: (token) => token === latest,
  };
}
