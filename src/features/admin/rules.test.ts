import { describe, expect, it } from "vitest";
import { coinAdjustProblem, dayAfter, expiryProblem, isOperator, pageCount, pageOffset } from "./rules";

describe("admin rules", () => {
  it("knows an operator only by role", () => {
    expect(isOperator({ role: "operator" })).toBe(true);
    expect(isOperator({ role: "customer" })).toBe(false);
    expect(isOperator({ role: "vendor" })).toBe(false);
    expect(isOperator(null)).toBe(false);
  });

  it("pages from 1, odd pages fall back to the first", () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
    expect(pageOffset(0)).toBe(0);
    expect(pageOffset(-2)).toBe(0);
    expect(pageOffset(undefined)).toBe(0);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it("checks coin adjustments", () => {
    expect(coinAdjustProblem(10, 5, "Goodwill")).toBeNull();
    expect(coinAdjustProblem(10, -10, "Refund")).toBeNull();
    expect(coinAdjustProblem(10, -11, "Refund")).toMatch(/below zero/);
    expect(coinAdjustProblem(10, 0, "Refund")).toMatch(/other than zero/);
    expect(coinAdjustProblem(10, 1.5, "Refund")).toMatch(/whole number/);
    expect(coinAdjustProblem(10, 5, " x ")).toMatch(/reason/);
    expect(coinAdjustProblem(10, 200_000, "Big")).toMatch(/at most/);
  });

  it("checks expiry dates", () => {
    const today = new Date("2026-11-23T10:00:00Z");
    expect(expiryProblem(undefined, today)).toBeNull();
    expect(expiryProblem("2027-01-31", today)).toBeNull();
    expect(expiryProblem("2026-11-23", today)).toMatch(/after today/);
    expect(expiryProblem("2027-02-30", today)).toMatch(/YYYY-MM-DD/);
    expect(expiryProblem("31/01/2027", today)).toMatch(/YYYY-MM-DD/);
    expect(dayAfter(today, 30)).toBe("2026-12-23");
  });
});
