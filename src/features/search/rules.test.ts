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
  compactCode,
  compareHits,
  createLatestGuard,
  isOnProductPage,
  isValidSearch,
  looksLikeCode,
  normalizeSearchText,
  pairProximity,
  rankScore,
  resultName,
  searchResultsPath,
  searchTerms,
  typoBudget,
  typoDistance,
  type RankParts,
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

describe("resultName", () => {
  it("cuts names to 45 characters plus ...", () => {
    expect(resultName("a".repeat(45))).toBe("a".repeat(45));
    expect(resultName("b".repeat(46))).toBe(`${"b".repeat(45)}...`);
  });
});

describe("typoBudget", () => {
  it("allows typos by word length, none in numbers and codes", () => {
    expect(["amo", "amox", "meloxic", "carprofen", "cardboadr"].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
    expect(typoBudget("002196")).toBe(0);
    expect(typoBudget("dvmpp002196")).toBe(0);
  });
});

describe("typoDistance", () => {
  it("counts a swapped pair of neighbours as one typo (Damerau)", () => {
    expect(typoDistance("carprofne", "carprofen", 2)).toBe(1);
    expect(typoDistance("sonavsita", "sonavista", 2)).toBe(1);
    expect(typoDistance("meloxicm", "meloxicam", 2)).toBe(1);
    expect(typoDistance("chewalbe", "chewable", 2)).toBe(1);
    expect(typoDistance("amoxicillin", "amoxicillin", 2)).toBe(0);
  });

  it("stops at the budget", () => {
    expect(typoDistance("gloves", "sutures", 1)).toBe(2);
    expect(typoDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("compactCode and looksLikeCode", () => {
  it("compares codes without punctuation or case", () => {
    for (const typed of ["DVM-PP-002196", "dvmpp002196", "DVM PP 002196", "dvm.pp/002196"])
      expect(compactCode(typed)).toBe("dvmpp002196");
    expect(looksLikeCode("pp002196")).toBe(true);
    expect(looksLikeCode("gloves")).toBe(false);
    expect(looksLikeCode("30")).toBe(false);
  });
});

describe("searchTerms", () => {
  it("keeps distinct lower-case words in typed order, capped", () => {
    expect(searchTerms("Suture 3-0 & 'PGA' suture")).toEqual(["suture", "3", "0", "pga"]);
    expect(searchTerms("a b c d e f g h i j k l m n o").length).toBe(MAX_SEARCH_TERMS);
    expect(searchTerms("!!! ---")).toEqual([]);
  });
});

describe("rankScore: exact code > fewer typos > more words > proximity > attribute > in stock > sold", () => {
  const base: RankParts = { exact: false, typos: 1, words: 2, proximity: 2, attribute: 2, inStock: false, sold: 10 };
  // each entry beats `base` on one criterion while losing on every later one
  const better: [string, Partial<RankParts>][] = [
    ["exact", { exact: true, typos: 16, words: 0, proximity: 63, attribute: 31, sold: 0 }],
    ["typos", { typos: 0, words: 0, proximity: 63, attribute: 31, sold: 0 }],
    ["words", { words: 3, proximity: 63, attribute: 31, sold: 0 }],
    ["proximity", { proximity: 0, attribute: 31, sold: 0 }],
    ["attribute", { attribute: 0, sold: 0 }],
    ["in stock", { inStock: true, sold: 0 }],
    ["sold", { sold: 11 }],
  ];
  it.each(better)("%s outweighs every later criterion", (_, change) => {
    expect(rankScore({ ...base, ...change })).toBeGreaterThan(rankScore(base));
  });

  it("proximity is the gap between consecutive words in one field, 8 across fields", () => {
    expect(pairProximity(0, 2, 0, 3)).toBe(0);
    expect(pairProximity(0, 3, 0, 1)).toBe(3);
    expect(pairProximity(0, 1, 2, 2)).toBe(8);
  });

  it("breaks equal scores by id", () => {
    expect(
      [
        { score: 1, id: 5 },
        { score: 2, id: 9 },
        { score: 1, id: 3 },
      ]
        .sort(compareHits)
        .map((h) => h.id),
    ).toEqual([9, 3, 5]);
  });
});

describe("isOnProductPage", () => {
  it("matches the product path with or without a trailing slash", () => {
    expect(isOnProductPage("/amoxicillin-250", "amoxicillin-250")).toBe(true);
    expect(isOnProductPage("/amoxicillin-250/", "amoxicillin-250")).toBe(true);
    expect(isOnProductPage("/all-search-results/search/amox", "amox")).toBe(false);
  });
});
