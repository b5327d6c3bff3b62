import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BLANK_SEARCH_MESSAGE, NO_CATEGORY_RESULTS_MESSAGE, NO_RESULTS_MESSAGE, SEARCH_MAX_LENGTH, createLatestGuard,
  isValidSearch, normalizeSearchText, searchResultsPath,
} from './rules';

describe('isValidSearch', () => {
  it('needs a non-whitespace character', () => {
    expect(isValidSearch('')).toBe(false);
    expect(isValidSearch('   \t\n')).toBe(false);
    expect(isValidSearch(null)).toBe(false);
    expect(isValidSearch(' a ')).toBe(true);
  });

  it('has the spec messages', () => {
    expect(BLANK_SEARCH_MESSAGE).toBe('Enter something');
    expect(NO_RESULTS_MESSAGE).toBe('No results found.');
    expect(NO_CATEGORY_RESULTS_MESSAGE).toBe('No result found...');
  });
});

describe('normalizeSearchText', () => {
  it('trims and collapses whitespace', () => {
    expect(normalizeSearchText('  surgical   gloves \t size 8 ')).toBe('surgical gloves size 8');
    expect(normalizeSearchText(undefined)).toBe('');
  });

  it('caps the length at 100 characters', () => {
    expect(normalizeSearchText('a'.repeat(150))).toHaveLength(100);
    expect(normalizeSearchText(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });

  it('is idempotent, bounded and valid exactly when the input was', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (text) => {
      const once = normalizeSearchText(text);
      expect(normalizeSearchText(once)).toBe(once);
      expect(Array.from(once).length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
      expect(once).not.toMatch(/\s{2}|^\s|\s$/);
      expect(isValidSearch(once)).toBe(isValidSearch(text));
    }));
  });
});

describe('searchResultsPath', () => {
  it('points to the all-results page with the typed text', () => {
    expect(searchResultsPath(' dog  food ')).toBe('/all-search-results/search/dog%20food');
    expect(searchResultsPath('a/b?c')).toBe('/all-search-results/search/a%2Fb%3Fc');
  });
});

describe('createLatestGuard', () => {
  it('accepts only the latest request even when answers arrive out of order', () => {
    const guard = createLatestGuard();
    const first = guard.next();
    const second = guard.next();
    expect(guard.isLatest(second)).toBe(true);
    expect(guard.isLatest(first)).toBe(false);
  });

  it('accepts exactly one token of any sequence', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), (count) => {
      const guard = createLatestGuard();
      const tokens = Array.from({ length: count }, () => guard.next());
      expect(tokens.filter((t) => guard.isLatest(t))).toEqual([tokens[count - 1]]);
    }));
  });

  it('keeps guards independent', () => {
    const a = createLatestGuard();
    const b = createLatestGuard();
    const tokenA = a.next();
    b.next();
    b.next();
    expect(a.isLatest(tokenA)).toBe(true);
  });
});
