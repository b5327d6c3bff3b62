import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupDigits } from "./digits";

describe("groupDigits", () => {
  it("prints integers as the platform's en-US formatter does", () => {
    for (const n of [0, 7, 999, 1000, 1234567, -1000, -42]) expect(groupDigits(n)).toBe(n.toLocaleString("en-US"));
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(groupDigits(n)).toBe(n.toLocaleString("en-US"));
      }),
    );
  });
});
