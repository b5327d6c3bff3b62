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

// ------------------------------------------------------------ matching

/** More words than this add nothing to ranking, only cost. */
export const MAX_SEARCH_TERMS = 8;

/** Lower-cased words of a text, split on anything that is not a letter or digit. */
export function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The distinct words a search matches, in typed order, at most MAX_SEARCH_TERMS. */
export function searchTerms(text: string): string[] {
  return [...new Set(splitWords(text))].slice(0, MAX_SEARCH_TERMS);
}

/** A code as compared: lower case, letters and digits only ('DVM-PP 002196' -> 'dvmpp002196'). */
export function compactCode(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/** A text worth looking up among codes: at least 3 letters/digits, one of them a digit. */
export function looksLikeCode(compact: string): boolean {
  return compact.length >= 3 && /\d/.test(compact);
}

/**
 * Typos allowed in a typed word, by its length (as the hosted engines do by default): none below 4
 * letters or in numbers and codes, 1 from 4 letters, 2 from 8.
 */
export function typoBudget(word: string): number {
  if (/\d/.test(word)) return 0;
  const n = Array.from(word).length;
  return n >= 8 ? 2 : n >= 4 ? 1 : 0;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: a swapped pair of neighbours is one typo),
 * or max + 1 as soon as it is known to exceed max.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, max + 1);
}

/** Name shown in the results panel: 45 characters plus '...' (SPEC §9). */
export function resultName(name: string): string {
  return cutText(name, CUT.searchResultName);
}

// ------------------------------------------------------------ ranking

/** Where a word matched, best first: the ranking prefers a match in the name over one in the description. */
export const FIELD = { name: 0, brand: 1, category: 2, description: 3 } as const;

export interface RankParts {
  /** the text is the product's code (any punctuation) or its whole name */
  exact: boolean;
  /** typos summed over the matched words */
  typos: number;
  /** how many typed words matched */
  words: number;
  /** how far apart consecutive typed words sit in the product's text (0 = side by side) */
  proximity: number;
  /** fields of the matched words summed (FIELD: name 0 ... description 3) */
  attribute: number;
  inStock: boolean;
  sold: number;
}

/**
 * One number per result, higher is better, ordering by: exact code or name, fewer typos, more words
 * matched, closer together, better attribute, in stock, more sold. Each part is clamped to its slot
 * so a later criterion never outweighs an earlier one.
 */
export function rankScore(r: RankParts): number {
  return rankScoreOf(r.exact, r.typos, r.words, r.proximity, r.attribute, r.inStock, r.sold);
}

const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));

/** rankScore with its parts as arguments: the engine scores every match, so no object per match. */
export function rankScoreOf(
  exact: boolean,
  typos: number,
  words: number,
  proximity: number,
  attribute: number,
  inStock: boolean,
  sold: number,
): number {
  let s = exact ? 1 : 0;
  s = s * 17 + (16 - clamp(typos, 16));
  s = s * 9 + clamp(words, 8);
  s = s * 64 + (63 - clamp(proximity, 63));
  s = s * 32 + (31 - clamp(attribute, 31));
  s = s * 2 + (inStock ? 1 : 0);
  return s * 2 ** 20 + clamp(sold, 2 ** 20 - 1);
}

/** Proximity of one pair of consecutive typed words: their distance in the same field, 8 across fields. */
export function pairProximity(fieldA: number, posA: number, fieldB: number, posB: number): number {
  if (fieldA !== fieldB) return 8;
  return Math.min(8, Math.abs(posB - posA - 1));
}

/** Best first; equal scores keep the lower id first so pages never shuffle. */
export function compareHits(a: { score: number; id: number }, b: { score: number; id: number }): number {
  return b.score - a.score || a.id - b.id;
}

/** Debounce of the header search (ms): a pause this long ends a word for a fast typist (one or two requests per word), and with a few ms of search the results still land within 150 ms of the last key. */
export const SEARCH_DEBOUNCE_MS = 100;
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
