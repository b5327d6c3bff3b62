import { describe, expect, it } from "vitest";
import { classChangeKind, countingDea, REGULATORY_CLASSES } from "./rules";

describe("regulatory class change", () => {
  it("a stricter class is a raise, a looser one a lower, along none < rx < CV < CIV < CIII < CII", () => {
    const order = ["none", "rx", "CV", "CIV", "CIII", "CII"] as const;
    order.forEach((from, i) =>
      order.forEach((to, j) => expect(classChangeKind(from, to)).toBe(j > i ? "raise" : j < i ? "lower" : "same")),
    );
    expect(classChangeKind("CII", "none")).toBe("lower");
    expect(classChangeKind("rx", "CIII")).toBe("raise");
    expect(classChangeKind("CIII", "CIV")).toBe("lower");
  });

  it("every class is the same as itself", () => {
    for (const c of REGULATORY_CLASSES) expect(classChangeKind(c, c)).toBe("same");
  });
});

describe("the DEA registration that counts", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const future = new Date("2028-01-01T00:00:00Z");
  const past = new Date("2026-01-01T00:00:00Z");
  const dea = (id: number, verified: boolean, expiresAt = future) => ({ id, verified, expiresAt });

  it("a newer registration waiting for review leaves the verified one counting", () => {
    expect(countingDea([dea(1, true), dea(2, false)], now)?.id).toBe(1);
  });

  it("once the newer one is verified, it replaces the older", () => {
    expect(countingDea([dea(1, true), dea(2, true)], now)?.id).toBe(2);
  });

  it("an expired verified registration gives way to the newest, whose problem is the one to tell", () => {
    expect(countingDea([dea(1, true, past), dea(2, false)], now)?.id).toBe(2);
    expect(countingDea([dea(1, true, past)], now)?.id).toBe(1);
  });

  it("none on file: none counts", () => {
    expect(countingDea([], now)).toBeNull();
  });
});
