import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { badgeCount, coinDisplay, cutText, CUT } from "./text";

describe("cutText", () => {
  it("keeps short text and cuts long text with an ellipsis", () => {
    expect(cutText("abc", 5)).toBe("abc");
    expect(cutText("abcde", 5)).toBe("abcde");
    expect(cutText("abcdef", 5)).toBe("abcde...");
    expect(cutText(null, 5)).toBe("");
    expect(cutText(undefined, 5)).toBe("");
  });

  it("cuts search result names at 45 and sidebar names at 60", () => {
    const name = "x".repeat(70);
    expect(cutText(name, CUT.searchResultName)).toBe(`${"x".repeat(45)}...`);
    expect(cutText(name, CUT.sidebarName)).toBe(`${"x".repeat(60)}...`);
    expect(cutText("x".repeat(60), CUT.sidebarName)).toBe("x".repeat(60));
  });

  it("never splits a character made of two code units", () => {
    expect(cutText("🐶🐱🐭", 2)).toBe("🐶🐱...");
  });

  it("returns a prefix of the text, at most max characters before the ellipsis", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.nat({ max: 80 }), (text, max) => {
        const cut = cutText(text, max);
        const chars = Array.from(text);
        if (chars.length <= max) {
          expect(cut).toBe(text);
        } else {
          expect(cut.endsWith("...")).toBe(true);
          expect(Array.from(cut.slice(0, -3))).toHaveLength(max);
          expect(text.startsWith(cut.slice(0, -3))).toBe(true);
        }
      }),
    );
  });
});

describe("badgeCount", () => {
  it("shows '99+' above 99", () => {
    expect(badgeCount(1)).toBe("1");
    expect(badgeCount(99)).toBe("99");
    expect(badgeCount(100)).toBe("99+");
    expect(badgeCount(12345)).toBe("99+");
  });

  it("is empty for zero, so no badge is rendered", () => {
    expect(badgeCount(0)).toBe("");
    expect(badgeCount(-3)).toBe("");
    expect(badgeCount(null)).toBe("");
    expect(badgeCount(Number.NaN)).toBe("");
  });

  it("never exceeds 3 characters", () => {
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(badgeCount(n).length).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe("coinDisplay", () => {
  it("cuts to 5 characters with '...'", () => {
    expect(coinDisplay(12345)).toBe("12345");
    expect(coinDisplay(123456)).toBe("12345...");
    expect(coinDisplay("1234567")).toBe("12345...");
    expect(coinDisplay(0)).toBe("0");
    expect(coinDisplay(null)).toBe("0");
  });
});
