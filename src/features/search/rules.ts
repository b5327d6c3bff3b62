/** Pure search rules (SPEC §4, §5, §8). */
import { CUT, cutText } from "../../lib/text";

export const BLANK_SEARCH_MESSAGE = "Enter something";
export const NO_RESULTS_MESSAGE = "No results found.";
export const NO_CATEGORY_RESULTS_MESSAGE = "No result found...";
/** Caps what reaches the query planner; no real product name needs more. */
export const SEARCH_MAX_LENGTH = 100;

/** A search needs at least one non-whitespace character (SPEC §5). */
export function isValidSearch(text: string | null | undefined): boolean {
  return /\S/.test(text ?? "");
}

/**
 * Trimmed, inner whitespace collapsed to single spaces, at most 100
 * characters (code points, so a cut never splits an emoji).
 */
export function normalizeSearchText(text: string | null | undefined): string {
  const collapsed = (text ?? "").trim().replace(/\s+/g, " ");
  const chars = Array.from(collapsed);
  if (chars.length <= SEARCH_MAX_LENGTH) return collapsed;
  return chars.slice(0, SEARCH_MAX_LENGTH).join("").trimEnd();
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

// ------------------------------------------------------------ API input

export type SearchInputCheck = { ok: true; text: string } | { ok: false; message: string };

export const SEARCH_TOO_LONG_MESSAGE = `Search text must be ${SEARCH_MAX_LENGTH} characters or fewer.`;
export const SEARCH_CONTROL_CHARS_MESSAGE = "Search text contains characters that are not allowed.";

// C0/C1 control characters: never typed by a person, and some (NUL) break the database driver.
const CONTROL_CHARS = /\p{Cc}/u;

/**
 * What the search API accepts: some non-whitespace, no control characters and
 * at most 100 characters once trimmed. Unlike normalizeSearchText (the UI
 * cut), the API refuses an over-long text rather than silently searching a part.
 */
export function checkSearchInput(raw: string | null | undefined): SearchInputCheck {
  const text = raw ?? "";
  if (!isValidSearch(text)) return { ok: false, message: BLANK_SEARCH_MESSAGE };
  if (CONTROL_CHARS.test(text)) return { ok: false, message: SEARCH_CONTROL_CHARS_MESSAGE };
  if (Array.from(text.trim()).length > SEARCH_MAX_LENGTH) return { ok: false, message: SEARCH_TOO_LONG_MESSAGE };
  return { ok: true, text: normalizeSearchText(text) };
}

// ------------------------------------------------------------ query building

/** More words than this add nothing to ranking, only cost. */
export const MAX_SEARCH_TERMS = 8;

/**
 * Lower-case words made of letters and digits only, so they are safe inside a
 * tsquery. Single characters ('3' of '3-0') are dropped when longer words
 * exist: as prefixes they match most of the catalog and narrow nothing.
 */
/** Lower-cased words of a text, split on anything that is not a letter or digit. */
export function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function searchTerms(text: string): string[] {
  const words = [...new Set(splitWords(text))];
  const useful = words.some((w) => w.length > 1) ? words.filter((w) => w.length > 1) : words;
  return useful.slice(0, MAX_SEARCH_TERMS);
}

/**
 * Type-ahead tsquery: every word must match, each as a prefix ('amox' finds
 * Amoxicillin). `weights` restricts the match to those tsvector weights
 * ('A' = name, SKU and brand). Null when there is nothing to match.
 */
export function prefixTsQuery(terms: readonly string[], weights = ""): string | null {
  if (terms.length === 0) return null;
  return terms.map((t) => `${t}:*${weights}`).join(" & ");
}

/** Escapes LIKE wildcards so a typed '%' or '_' matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A SKU fragment ('000041', 'pha-0004', 'DVM-PH'): one token with a digit or a
 * hyphen, at least 3 characters (trigram indexes need 3 to narrow anything).
 */
export function looksLikeSkuFragment(text: string): boolean {
  return text.length >= 3 && !/\s/.test(text) && /[\d-]/.test(text);
}

/** Trigram typo matching needs 3 characters; fewer would scan most of the table. */
export const FUZZY_MIN_LENGTH = 3;

/** Name shown in the results panel: 45 characters plus '...' (SPEC §9). */
export function resultName(name: string): string {
  return cutText(name, CUT.searchResultName);
}

// ------------------------------------------------------------ ranking

export interface RankKey {
  /** 3 exact SKU or name, 2 name or SKU starts with the text, 1 every word in name/SKU/brand, 0 other. */
  band: number;
  inStock: boolean;
  /** Text relevance inside a band (full-text rank plus trigram similarity). */
  score: number;
  /** Stable tie-break. */
  tie: number;
}

/**
 * SPEC ranking: exact SKU or name first, then relevance, in stock before out
 * of stock. Stock is compared inside a relevance band, so a loose match that
 * happens to be in stock never outranks a product named exactly as typed.
 */
export function compareRank(a: RankKey, b: RankKey): number {
  return b.band - a.band || Number(b.inStock) - Number(a.inStock) || b.score - a.score || a.tie - b.tie;
}

/** Debounce of the header search (ms): the type-ahead answers in a few ms, so results land well within 150 ms of the last key. */
export const SEARCH_DEBOUNCE_MS = 60;
/** Clearing the text closes the panel after this delay on desktop (SPEC §9). */
export const SEARCH_CLOSE_DELAY_MS = 1500;
/** The 'eye' icon waits this long with a loader before opening quick view (SPEC §9). */
export const QUICK_VIEW_DELAY_MS = 500;
/** Validation messages ('Enter something') disappear after 3 s (SPEC §9). */
export const VALIDATION_MESSAGE_MS = 3000;

/** On a page already showing that product the 'eye' only closes the results (SPEC §4). */
export function isOnProductPage(pathname: string, slug: string): boolean {
  return decodeURIComponent(pathname.replace(/\/+$/, "")) === `/${slug}`;
}
