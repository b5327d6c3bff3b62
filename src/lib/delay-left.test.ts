import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { delayLeft } from "./delay-left";

describe("delayLeft", () => {
  it("subtracts the time the page has already been up", () => {
    expect(delayLeft(5_000, 2_300)).toBe(2_700);
    expect(delayLeft(4_000, 0)).toBe(4_000);
    expect(delayLeft(4_000, 9_000)).toBe(0);
  });
  it("stays between nothing and the whole delay", () => {
    fc.assert(fc.property(fc.nat(100_000), fc.nat(100_000), (d, t) => delayLeft(d, t) >= 0 && delayLeft(d, t) <= d));
  });
});
