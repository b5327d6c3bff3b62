import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  BLANK_SEARCH_MESSAGE,
  MAX_SEARCH_TERMS,
  NO_CATEGORY_RESULTS_MESSAGE,
  NO_RESULTS_MESSAGE,
  SEARCH_CONTROL_CHARS_MESSAGE,
  SEARCH_MAX_LENGTH,
  SEARCH_TOO_LONG_MESSAGE,
  checkSearchInput,
  compareRank,
  createLatestGuard,
  escapeLike,
  isOnProductPage,
  isValidSearch,
  looksLikeSkuFragment,
  normalizeSearchText,
  prefixTsQuery,
  resultName,
  searchResultsPath,
  searchTerms,
} from "./rules";

describe("isValidSearch", () => {
  it("needs a non-whitespace character", () => {
    expect(isValidSearch("")).toBe(false);
    expect(isValidSearch("   \t\n")).toBe(false);
    expect(isValidSearch(null)).toBe(false);
    expect(isValidSearch(" a ")).toBe(true);
  });

  it("has the spec messages", () => {
    expect(BLANK_SEARCH_MESSAGE).toBe("Enter something");
    expect(NO_RESULTS_MESSAGE).toBe("No results found.");
    expect(NO_CATEGORY_RESULTS_MESSAGE).toBe("No result found...");
  });
});

describe("normalizeSearchText", () => {
  it("trims and collapses whitespace", () => {
    expect(normalizeSearchText("  surgical   gloves \t size 8 ")).toBe("surgical gloves size 8");
    expect(normalizeSearchText(undefined)).toBe("");
  });

  it("caps the length at 100 characters", () => {
    expect(normalizeSearchText("a".repeat(150))).toHaveLength(100);
    expect(normalizeSearchText(`${"a".repeat(99)} b`)).toBe("a".repeat(99));
  });

  it("is idempotent, bounded and valid exactly when the input was", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const once = normalizeSearchText(text);
        expect(normalizeSearchText(once)).toBe(once);
        expect(Array.from(once).length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
        expect(once).not.toMatch(/\s{2}|^\s|\s$/);
        expect(isValidSearch(once)).toBe(isValidSearch(text));
      }),
    );
  });
});

describe("searchResultsPath", () => {
  it("points to the all-results page with the typed text", () => {
    expect(searchResultsPath(" dog  food ")).toBe("/all-search-results/search/dog%20food");
    expect(searchResultsPath("a/b?c")).toBe("/all-search-results/search/a%2Fb%3Fc");
  });
});

describe("createLatestGuard", () => {
  it("accepts only the latest request even when answers arrive out of order", () => {
    const guard = createLatestGuard();
    const first = guard.next();
    const second = guard.next();
    expect(guard.isLatest(second)).toBe(true);
    expect(guard.isLatest(first)).toBe(false);
  });

  it("accepts exactly one token of any sequence", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (count) => {
        const guard = createLatestGuard();
        const tokens = Array.from({ length: count }, () => guard.next());
        expect(tokens.filter((t) => guard.isLatest(t))).toEqual([tokens[count - 1]]);
      }),
    );
  });

  it("keeps guards independent", () => {
    const a = createLatestGuard();
    const b = createLatestGuard();
    const tokenA = a.next();
    b.next();
    b.next();
    expect(a.isLatest(tokenA)).toBe(true);
  });
});

describe("checkSearchInput", () => {
  it("accepts normal text, normalized", () => {
    expect(checkSearchInput("  amoxicillin   250 ")).toEqual({ ok: true, text: "amoxicillin 250" });
    expect(checkSearchInput(`  ${"a".repeat(100)} `)).toEqual({ ok: true, text: "a".repeat(100) });
  });

  it("refuses blank, over-long and control-character text with clear messages", () => {
    expect(checkSearchInput("")).toEqual({ ok: false, message: "Enter something" });
    expect(checkSearchInput(null)).toEqual({ ok: false, message: "Enter something" });
    expect(checkSearchInput("a".repeat(101))).toEqual({ ok: false, message: SEARCH_TOO_LONG_MESSAGE });
    expect(checkSearchInput("ab\u0000c")).toEqual({ ok: false, message: SEARCH_CONTROL_CHARS_MESSAGE });
    expect(checkSearchInput("ab\tc")).toEqual({ ok: false, message: SEARCH_CONTROL_CHARS_MESSAGE });
  });

  it("counts characters, not UTF-16 units", () => {
    expect(checkSearchInput("🐶".repeat(100)).ok).toBe(true);
  });
});

describe("searchTerms and prefixTsQuery", () => {
  it("splits into safe lower-case words and drops single characters beside longer words", () => {
    expect(searchTerms("Suture 3-0 & 'PGA' | x:*")).toEqual(["suture", "pga"]);
    expect(searchTerms("DVM-PH-000041")).toEqual(["dvm", "ph", "000041"]);
    expect(searchTerms("a")).toEqual(["a"]);
    expect(searchTerms("Café crème")).toEqual(["café", "crème"]);
    expect(searchTerms("a b c d e f g h i j k l m n o").length).toBeLessThanOrEqual(MAX_SEARCH_TERMS);
  });

  it("makes every word a prefix, optionally weight-restricted", () => {
    expect(prefixTsQuery(["amox", "tab"])).toBe("amox:* & tab:*");
    expect(prefixTsQuery(["amox"], "A")).toBe("amox:*A");
    expect(prefixTsQuery([])).toBeNull();
  });

  it("only ever emits letters, digits and tsquery syntax", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (text) => {
        const q = prefixTsQuery(searchTerms(text));
        if (q !== null) expect(q).toMatch(/^[\p{L}\p{N}]+:\*( & [\p{L}\p{N}]+:\*)*$/u);
      }),
    );
  });
});

describe("escapeLike and looksLikeSkuFragment", () => {
  it("escapes LIKE wildcards", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });

  it("recognises SKU-shaped text", () => {
    expect(looksLikeSkuFragment("dvm-ph-0000")).toBe(true);
    expect(looksLikeSkuFragment("000041")).toBe(true);
    expect(looksLikeSkuFragment("12")).toBe(false);
    expect(looksLikeSkuFragment("gloves")).toBe(false);
    expect(looksLikeSkuFragment("suture 3-0")).toBe(false);
  });
});

describe("resultName", () => {
  it("cuts names to 45 characters plus ...", () => {
    expect(resultName("a".repeat(45))).toBe("a".repeat(45));
    expect(resultName("b".repeat(46))).toBe(`${"b".repeat(45)}...`);
  });
});

describe("compareRank", () => {
  const key = (band: number, inStock: boolean, score: number, tie = 0) => ({ band, inStock, score, tie });

  it("orders exact matches first, then stock within a band, then relevance", () => {
    const list = [
      key(1, true, 0.9, 1),
      key(3, false, 0.1, 2),
      key(1, false, 0.99, 3),
      key(1, true, 0.5, 4),
      key(2, false, 0.2, 5),
    ];
    expect(list.sort(compareRank).map((k) => k.tie)).toEqual([2, 5, 1, 4, 3]);
  });
});

describe("isOnProductPage", () => {
  it("matches the product path with or without a trailing slash", () => {
    expect(isOnProductPage("/amoxicillin-250", "amoxicillin-250")).toBe(true);
    expect(isOnProductPage("/amoxicillin-250/", "amoxicillin-250")).toBe(true);
    expect(isOnProductPage("/all-search-results/search/amox", "amox")).toBe(false);
  });
});
