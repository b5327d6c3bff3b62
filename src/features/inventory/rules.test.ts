import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adjustmentProblem,
  countDelta,
  daysToExpiry,
  expiryBand,
  isExpired,
  ledgerTotals,
  parShortfall,
  planReceipt,
  thresholdsDue,
  type AdjustFacts,
} from "./rules";

const now = new Date("2026-11-29T15:00:00Z");
const base: AdjustFacts = { reason: "used", delta: -1, onHand: 5, expired: false, target: null };

describe("expiry", () => {
  it("counts whole days to the printed day; a month-only expiry lasts to the month's end", () => {
    expect(daysToExpiry("2026-11-29", now)).toBe(0);
    expect(daysToExpiry("2027-01-13", now)).toBe(45);
    expect(daysToExpiry("2026-12", now)).toBe(32);
    expect(daysToExpiry("soon", now)).toBeNull();
    expect(daysToExpiry(null, now)).toBeNull();
  });
  it("a lot is expired only after its day", () => {
    expect(isExpired("2026-11-29", now)).toBe(false);
    expect(isExpired("2026-11-28", now)).toBe(true);
    expect(isExpired(null, now)).toBe(false);
  });
  it("bands a lot by the tightest threshold it is within", () => {
    expect(expiryBand("2027-01-13", now)).toBe(60);
    expect(expiryBand("2026-12-20", now)).toBe(30);
    expect(expiryBand("2027-02-20", now)).toBe(90);
    expect(expiryBand("2027-06-01", now)).toBeNull();
  });
  it("tells the tightest threshold once and records the looser ones as told", () => {
    expect(thresholdsDue(45, [])).toEqual({ record: [90, 60], notify: 60 });
    expect(thresholdsDue(45, [90, 60])).toEqual({ record: [], notify: null });
    expect(thresholdsDue(29, [90, 60])).toEqual({ record: [30], notify: 30 });
    expect(thresholdsDue(120, [])).toEqual({ record: [], notify: null });
    expect(thresholdsDue(-1, [])).toEqual({ record: [], notify: null });
  });
});

describe("adjustments", () => {
  it("allows usage within what is on hand", () => {
    expect(adjustmentProblem(base)).toBeNull();
    expect(adjustmentProblem({ ...base, delta: -5 })).toBeNull();
  });
  it("never goes below zero", () => {
    expect(adjustmentProblem({ ...base, delta: -6 })).toBe("Only 5 units on hand: stock never goes below zero.");
    expect(adjustmentProblem({ ...base, reason: "count", delta: -6 })).toMatch(/never goes below zero/);
  });
  it("refuses zero, fractions and a usage given as a gain", () => {
    expect(adjustmentProblem({ ...base, delta: 0 })).toMatch(/other than zero/);
    expect(adjustmentProblem({ ...base, delta: -1.5 })).toMatch(/whole number/);
    expect(adjustmentProblem({ ...base, delta: 2 })).toMatch(/lowers the stock/);
    expect(adjustmentProblem({ ...base, reason: "recall", delta: 2 })).toMatch(/lowers the stock/);
  });
  it("an expired lot is wasted, not used", () => {
    expect(adjustmentProblem({ ...base, expired: true })).toBe("This lot has expired: record it as wasted, not used.");
    expect(adjustmentProblem({ ...base, reason: "wasted", expired: true })).toBeNull();
  });
  it("a count may raise or lower the stock", () => {
    expect(adjustmentProblem({ ...base, reason: "count", delta: 3 })).toBeNull();
    expect(countDelta(7, 5)).toBe(2);
    expect(countDelta(0, 5)).toBe(-5);
  });
  it("a transfer needs another location the member can reach", () => {
    const t = { ...base, reason: "transfer" as const };
    expect(adjustmentProblem(t)).toBe("Choose the location the units go to.");
    expect(adjustmentProblem({ ...t, target: { reachable: true, same: true } })).toMatch(/another location/);
    expect(adjustmentProblem({ ...t, target: { reachable: false, same: false } })).toMatch(/do not have access/);
    expect(adjustmentProblem({ ...t, target: { reachable: true, same: false } })).toBeNull();
    expect(adjustmentProblem({ ...t, delta: 2, target: { reachable: true, same: false } })).toMatch(/negative/);
  });
});

describe("receiving", () => {
  const lines = [
    { lineId: 1, shipped: 4 },
    { lineId: 2, shipped: 2 },
  ];
  it("takes every line as shipped when none are given", () => {
    expect(planReceipt(lines, undefined)).toEqual({
      ok: true,
      lines: [
        { lineId: 1, quantity: 4, note: null },
        { lineId: 2, quantity: 2, note: null },
      ],
    });
  });
  it("takes a short line with its note; lines left out arrived as shipped", () => {
    expect(planReceipt(lines, [{ line_id: 1, quantity: 3, note: " one crushed " }])).toEqual({
      ok: true,
      lines: [
        { lineId: 1, quantity: 3, note: "one crushed" },
        { lineId: 2, quantity: 2, note: null },
      ],
    });
  });
  it("refuses a short line without a note, more than shipped, and lines of another shipment", () => {
    expect(planReceipt(lines, [{ line_id: 1, quantity: 3 }])).toMatchObject({ ok: false, message: /missing units/ });
    expect(planReceipt(lines, [{ line_id: 1, quantity: 5 }])).toMatchObject({ ok: false, message: /0 to the 4/ });
    expect(planReceipt(lines, [{ line_id: 9, quantity: 1 }])).toMatchObject({ ok: false, message: /not part/ });
    expect(
      planReceipt(lines, [
        { line_id: 1, quantity: 4 },
        { line_id: 1, quantity: 4 },
      ]),
    ).toMatchObject({ ok: false, message: /twice/ });
  });
});

describe("par", () => {
  it("orders the shortfall, or the reorder quantity when larger, and nothing at par", () => {
    expect(parShortfall(10, 4)).toBe(6);
    expect(parShortfall(10, 4, 12)).toBe(12);
    expect(parShortfall(10, 4, 2)).toBe(6);
    expect(parShortfall(10, 10, 12)).toBe(0);
    expect(parShortfall(10, 14)).toBe(0);
  });
});

describe("the ledger", () => {
  it("on hand is the sum of every reason's entries", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            reason: fc.constantFrom("received", "used", "wasted", "transfer", "count", "recall" as const),
            delta: fc.integer({ min: -50, max: 50 }),
          }),
        ),
        (entries) => {
          const t = ledgerTotals(entries);
          const sum = entries.reduce((n, e) => n + e.delta, 0);
          expect(t.onHand).toBe(sum);
          expect(t.onHand).toBe(t.received + t.used + t.wasted + t.transfer + t.count + t.recall);
        },
      ),
    );
  });
});
