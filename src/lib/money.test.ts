import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dollarsToCents, formatDollars, formatUsd, fromCents, hasWholeCents, roundTo2, toCents } from "./money";

describe("toCents", () => {
  it("converts dollars given as numbers or strings", () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents("12.34")).toBe(1234);
    expect(toCents("$1,234.50")).toBe(123450);
    expect(toCents(0)).toBe(0);
    expect(toCents("0.1")).toBe(10);
  });

  it("rounds half away from zero despite binary noise", () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.285)).toBe(29);
    expect(toCents(-1.005)).toBe(-101);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it("gives null for missing or unreadable values", () => {
    expect(toCents(null)).toBeNull();
    expect(toCents(undefined)).toBeNull();
    expect(toCents("")).toBeNull();
    expect(toCents("  ")).toBeNull();
    expect(toCents("abc")).toBeNull();
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("round-trips any integer cents through dollars", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
        expect(toCents(fromCents(cents).toFixed(2))).toBe(cents);
      }),
    );
  });
});

describe("fromCents", () => {
  it("gives dollars with at most 2 decimals", () => {
    expect(fromCents(1234)).toBe(12.34);
    expect(fromCents(5)).toBe(0.05);
    expect(fromCents(0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(Number(fromCents(cents).toFixed(2))).toBe(fromCents(cents));
      }),
    );
  });
});

describe("roundTo2", () => {
  it("rounds to 2 decimals, half away from zero", () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(2.675)).toBe(2.68);
    expect(roundTo2(33.333333)).toBe(33.33);
    expect(roundTo2(-1.005)).toBe(-1.01);
    expect(roundTo2(10)).toBe(10);
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        expect(roundTo2(roundTo2(n))).toBe(roundTo2(n));
      }),
    );
  });
});

describe("formatUsd", () => {
  it("formats cents as US dollars", () => {
    expect(formatUsd(123456)).toBe("$1,234.56");
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(5)).toBe("$0.05");
    expect(formatUsd(100000000)).toBe("$1,000,000.00");
  });

  it("always shows a dollar sign and two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(formatUsd(cents)).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });

  it("prints what the platform's US-dollar formatter prints, negatives and fractions of a cent included", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatUsd(cents)).toBe(intl.format(fromCents(cents)));
      }),
    );
    for (const cents of [0.4, 99.6, -0.4, -250, 1234.5]) expect(formatUsd(cents)).toBe(intl.format(fromCents(cents)));
  });
});

describe("dollarsToCents", () => {
  it("turns API dollars back into integer cents without float drift", () => {
    expect(dollarsToCents(12.34)).toBe(1234);
    expect(dollarsToCents(1.15)).toBe(115);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(0)).toBe(0);
    expect(dollarsToCents(-9.95)).toBe(-995);
  });

  it("rounds half away from zero and never gives -0", () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(Object.is(dollarsToCents(-0.001), 0)).toBe(true);
  });

  it("inverts fromCents for every amount in cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(dollarsToCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});

describe("hasWholeCents", () => {
  it("accepts amounts of whole cents despite binary noise", () => {
    for (const v of [0, 1, 0.1 + 0.2, 0.29, 19.99, -4.5, 1_000_000]) expect(hasWholeCents(v)).toBe(true);
  });
  it("refuses fractions of a cent", () => {
    for (const v of [0.001, 1.005, 1.234, 19.995, -0.005]) expect(hasWholeCents(v)).toBe(false);
  });
  it("agrees with dollarsToCents round-tripping through cents", () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (c) => hasWholeCents(c / 100)));
  });
});

describe("formatDollars", () => {
  it("prints the API's dollars as the screens show cents", () => {
    expect([formatDollars(12.5), formatDollars(1234.56), formatDollars(-0.05), formatDollars(0.1 + 0.2)]).toEqual([
      "$12.50",
      "$1,234.56",
      "-$0.05",
      "$0.30",
    ]);
  });
});
