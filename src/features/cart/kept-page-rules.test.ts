import { describe, expect, it } from "vitest";
import { cartPageShows, changeReaches, KEPT_PAGE_MAX_AGE_MS } from "./kept-page-rules";

const now = Date.parse("2026-12-01T12:00:00Z");
const base = { userId: "u1", sessionId: "s1", now };

describe("what a kept cart page shows", () => {
  it("names its session, buyer, location, and each line's product and item", () => {
    const shows = cartPageShows({
      ...base,
      locationId: 7,
      lines: [
        { productId: 10, itemId: 3, changesAt: [] },
        { productId: 11, itemId: null, changesAt: [] },
      ],
    });
    expect(shows.scopes.sort()).toEqual(["i:3", "l:7", "p:10", "p:11", "s:s1", "u:u1"]);
    expect(shows.until).toBe(now + KEPT_PAGE_MAX_AGE_MS);
  });

  it("ends just after the first discount or quote that ends within its age, never at one already past", () => {
    const lines = [
      { productId: 1, itemId: null, changesAt: [now - 1000, now + 20_000] },
      { productId: 2, itemId: null, changesAt: [now + 5000] },
    ];
    expect(cartPageShows({ ...base, locationId: null, lines }).until).toBe(now + 5001);
    expect(
      cartPageShows({ ...base, locationId: null, lines: [{ productId: 1, itemId: null, changesAt: [now] }] }).until,
    ).toBe(now + 1);
    expect(cartPageShows({ ...base, locationId: null, lines, maxAgeMs: 2000 }).until).toBe(now + 2000);
  });

  it("a change reaches a page that shows one of its scopes, and everything reaches every page", () => {
    const shown = new Set(["u:u1", "p:10"]);
    expect(changeReaches(["p:11", "p:10"], shown)).toBe(true);
    expect(changeReaches(["u:u2", "l:7"], shown)).toBe(false);
    expect(changeReaches([], shown)).toBe(false);
    expect(changeReaches("all", shown)).toBe(true);
  });
});
