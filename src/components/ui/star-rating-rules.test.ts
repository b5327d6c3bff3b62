import { describe, expect, it } from "vitest";
import { roundToHalf, starFills, starLabel, validStarItems } from "./star-rating-rules";

describe("star rating rules", () => {
  it("defaults to 5 items", () => {
    expect(starFills(3)).toHaveLength(5);
  });

  it("allows 1 to 10 items only, integers", () => {
    expect(validStarItems(1)).toBe(true);
    expect(validStarItems(10)).toBe(true);
    for (const bad of [0, 11, -1, 2.5, Number.NaN, "5", null, undefined]) expect(validStarItems(bad)).toBe(false);
    expect(starFills(3, 0)).toBeNull();
    expect(starFills(3, 11)).toBeNull();
    expect(starFills(3, 4.5)).toBeNull();
  });

  it("fills in half steps", () => {
    expect(starFills(3.5)).toEqual(["full", "full", "full", "half", "empty"]);
    expect(starFills(4.3)).toEqual(["full", "full", "full", "full", "half"]);
    expect(starFills(4.2)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(starFills(4.75)).toEqual(["full", "full", "full", "full", "full"]);
    expect(starFills(0)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
    expect(starFills(1, 1)).toEqual(["full"]);
  });

  it("clamps out-of-range values", () => {
    expect(roundToHalf(7, 5)).toBe(5);
    expect(roundToHalf(-2, 5)).toBe(0);
    expect(roundToHalf(Number.NaN, 5)).toBe(0);
    expect(starFills(12, 10)).toEqual(Array(10).fill("full"));
  });

  it("labels the rating out of the item count", () => {
    expect(starLabel(4.3)).toBe("Rated 4.5 out of 5");
    expect(starLabel(7, 10)).toBe("Rated 7 out of 10");
  });
});
