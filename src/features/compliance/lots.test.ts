import { describe, expect, it } from "vitest";
import { expiresWithin, LOT_TEXT, shipLotProblem, wellFormedLot } from "./lots";

const now = new Date("2026-11-23T00:00:00Z");

describe("lots expiring within 90 days", () => {
  it("counts lots inside the window and those already expired, not later or unknown ones", () => {
    expect(expiresWithin("2027-01-15", now)).toBe(true);
    expect(expiresWithin("2026-10-01", now)).toBe(true);
    expect(expiresWithin("2027-06-30", now)).toBe(false);
    expect(expiresWithin(null, now)).toBe(false);
    expect(expiresWithin("soon", now)).toBe(false);
  });
  it("reads a month-only expiry as the month's last day", () => {
    expect(expiresWithin("2027-01", now)).toBe(true); // 31 Jan 2027: 69 days
    expect(expiresWithin("2027-02", now)).toBe(false); // 28 Feb 2027: 97 days
    expect(expiresWithin("2027-02", now, 97)).toBe(true);
  });
});

describe("lot numbers", () => {
  it("accepts 1-40 letters, digits, '-', '/' and '.', trimmed", () => {
    expect(wellFormedLot(" KT2201 ")).toBe("KT2201");
    expect(wellFormedLot("A-12/3.b")).toBe("A-12/3.b");
    expect(wellFormedLot("x".repeat(40))).toBe("x".repeat(40));
  });

  it("refuses blanks, other characters and more than 40", () => {
    for (const bad of ["", "   ", null, undefined, "KT 2201", "lot#1", "A_1", "x".repeat(41), "<b>"])
      expect(wellFormedLot(bad)).toBeNull();
  });
});

describe("lots on a parcel", () => {
  const item = "Ketamine 100 mg/mL";
  it("a controlled line needs a lot and an expiry, named by its item", () => {
    expect(shipLotProblem({ item, controlled: true })).toBe(LOT_TEXT.lotNeeded(item));
    expect(shipLotProblem({ item, controlled: true, lot: "  " })).toBe(LOT_TEXT.lotNeeded(item));
    expect(shipLotProblem({ item, controlled: true, lot: "KT2201" })).toBe(LOT_TEXT.expiryNeeded(item));
    expect(shipLotProblem({ item, controlled: true, lot: "KT2201", expiry: "2027-12-31" })).toBeNull();
  });

  it("any lot given must be well-formed; other lines may leave without one", () => {
    expect(shipLotProblem({ item, controlled: false })).toBeNull();
    expect(shipLotProblem({ item, controlled: false, lot: "KT 2201" })).toBe(`${item}: ${LOT_TEXT.format("KT 2201")}`);
    expect(shipLotProblem({ item, controlled: true, lot: "KT;2201", expiry: "2027-12-31" })).toContain(
      "is not a lot number",
    );
  });
});
