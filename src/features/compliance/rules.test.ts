import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  checkDeaNumber,
  complianceProblem,
  DEA_TEXT,
  ORDER_FORM_TEXT,
  orderFormConfirmProblem,
  parseRegulatoryClass,
  scheduleIIShipProblem,
  regulatoryLabel,
  type ComplianceLocation,
} from "./rules";

const now = new Date("2026-11-23T12:00:00Z");
const future = new Date("2027-06-30T00:00:00Z");
const past = new Date("2026-01-01T00:00:00Z");

function location(over: Partial<ComplianceLocation> = {}): ComplianceLocation {
  return {
    id: 7,
    name: "Riverbend - Springfield",
    state: "IL",
    dea: {
      number: "AB1234563",
      schedules: ["CII", "CIII", "CIV", "CV"],
      state: "IL",
      verified: true,
      expiresAt: future,
    },
    licences: [{ state: "IL", number: "VET-1", verified: true, expiresAt: future }],
    ...over,
  };
}
const base = { shipToState: "IL", now, stage: "cart" as const };

describe("DEA number", () => {
  it("accepts a number whose check digit matches and normalises case and separators", () => {
    // 1+3+5 = 9; 2*(2+4+6) = 24; 33 -> 3
    expect(checkDeaNumber("ab 123456-3")).toEqual({ ok: true, number: "AB1234563" });
    expect(checkDeaNumber("F91234563")).toEqual({ ok: true, number: "F91234563" });
  });
  it("refuses a wrong check digit with the exact message", () => {
    expect(checkDeaNumber("AB1234564")).toEqual({ ok: false, message: DEA_TEXT.checkDigit });
    expect(DEA_TEXT.checkDigit).toBe("The DEA number's check digit does not match.");
  });
  it("refuses a bad format", () => {
    for (const bad of ["", "A1234563", "AB123456", "AB12345678", "1B1234563", "ABCDEFGHI"])
      expect(checkDeaNumber(bad)).toEqual({ ok: false, message: DEA_TEXT.format });
  });
  it("exactly one final digit passes for any prefix (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }), (d) => {
        const passing = [...Array(10).keys()].filter((last) => checkDeaNumber(`AB${d.join("")}${last}`).ok);
        return passing.length === 1;
      }),
    );
  });
});

describe("regulatory class", () => {
  it("parses the contract's values and nothing else", () => {
    expect(parseRegulatoryClass("CIII")).toBe("CIII");
    expect(parseRegulatoryClass("rx")).toBe("rx");
    expect(parseRegulatoryClass("CVI")).toBeNull();
    expect(parseRegulatoryClass("schedule 2")).toBeNull();
  });
  it("labels what buyers see", () => {
    expect(regulatoryLabel("none")).toBeNull();
    expect(regulatoryLabel("rx")).toBe("Rx only");
    expect(regulatoryLabel("CII")).toBe("Schedule II controlled");
  });
});

describe("compliance problem", () => {
  it("lets unregulated products through without any credential", () => {
    expect(complianceProblem({ ...base, cls: "none", location: location({ dea: null, licences: [] }) })).toBeNull();
  });
  it("good: a verified, unexpired registration covering the schedule in the ship-to state", () => {
    expect(complianceProblem({ ...base, cls: "CIII", location: location() })).toBeNull();
  });
  it("missing registration names the location and the schedule", () => {
    expect(complianceProblem({ ...base, cls: "CII", location: location({ dea: null }) })).toBe(
      "Add a DEA registration for Riverbend - Springfield that covers Schedule II.",
    );
  });
  it("unverified and expired registrations do not count", () => {
    const dea = location().dea!;
    expect(
      complianceProblem({ ...base, cls: "CIV", location: location({ dea: { ...dea, verified: false } }) }),
    ).toMatch(/DEA registration .* waiting for verification/);
    expect(
      complianceProblem({ ...base, cls: "CIV", location: location({ dea: { ...dea, expiresAt: past } }) }),
    ).toMatch(/DEA registration .* has expired/);
  });
  it("wrong schedule", () => {
    const dea = { ...location().dea!, schedules: ["CIV", "CV"] as const };
    expect(
      complianceProblem({
        ...base,
        cls: "CIII",
        location: location({ dea: { ...dea, schedules: [...dea.schedules] } }),
      }),
    ).toBe("Add a DEA registration for Riverbend - Springfield that covers Schedule III.");
  });
  it("wrong state: controlled items ship only to the registration's state, and need a licence there", () => {
    expect(complianceProblem({ ...base, shipToState: "WI", cls: "CIII", location: location() })).toMatch(
      /DEA registration \(IL\)/,
    );
    expect(complianceProblem({ ...base, cls: "CIII", location: location({ licences: [] }) })).toMatch(
      /verified IL state licence/,
    );
  });
  it("Rx needs a verified, unexpired veterinary licence", () => {
    expect(complianceProblem({ ...base, cls: "rx", location: location({ licences: [] }) })).toMatch(
      /veterinary licence/,
    );
    expect(
      complianceProblem({
        ...base,
        cls: "rx",
        location: location({ licences: [{ state: "IL", number: "x", verified: false, expiresAt: future }] }),
      }),
    ).toMatch(/veterinary licence/);
    expect(complianceProblem({ ...base, cls: "rx", location: location({ dea: null }) })).toBeNull();
  });
  it("Schedule II at checkout needs an order form for this location, at most 60 days old", () => {
    const at = { ...base, stage: "checkout" as const, cls: "CII" as const, location: location() };
    expect(complianceProblem(at)).toMatch(/DEA 222 or CSOS order form number/);
    expect(complianceProblem({ ...at, orderForm: { number: "222-1", issuedAt: now, locationId: 8 } })).toMatch(
      /another location/,
    );
    expect(complianceProblem({ ...at, orderForm: { number: "222-1", issuedAt: past, locationId: 7 } })).toMatch(
      /older than 60 days/,
    );
    expect(complianceProblem({ ...at, orderForm: { number: "222-1", issuedAt: now, locationId: 7 } })).toBeNull();
    const later = new Date(now.getTime() + 2 * 86_400_000);
    expect(complianceProblem({ ...at, orderForm: { number: "222-1", issuedAt: later, locationId: 7 } })).toMatch(
      /dated in the future/,
    );
    expect(complianceProblem({ ...at, stage: "cart" })).toBeNull();
  });
});

describe("Schedule II order forms at the vendor", () => {
  it("the vendor confirms the form number recorded on the order, spaces and dashes aside", () => {
    const base = { hasScheduleII: true, recorded: "222-000123" };
    expect(orderFormConfirmProblem({ ...base, entered: "222 000123" })).toBeNull();
    expect(orderFormConfirmProblem({ ...base, entered: "222-000124" })).toBe(
      ORDER_FORM_TEXT.mismatch("222-000124", "222-000123"),
    );
    expect(orderFormConfirmProblem({ ...base, recorded: null, entered: "222-1" })).toBe(ORDER_FORM_TEXT.noneRecorded);
    expect(orderFormConfirmProblem({ ...base, hasScheduleII: false, entered: "222-000123" })).toBe(
      ORDER_FORM_TEXT.noScheduleII,
    );
  });
  it("a parcel with a Schedule II line leaves only once the form is confirmed", () => {
    expect(scheduleIIShipProblem({ shipsScheduleII: false, recorded: null, confirmed: false })).toBeNull();
    expect(scheduleIIShipProblem({ shipsScheduleII: true, recorded: "222-9", confirmed: true })).toBeNull();
    expect(scheduleIIShipProblem({ shipsScheduleII: true, recorded: "222-9", confirmed: false })).toBe(
      "Confirm the buyer's DEA 222 / CSOS order form 222-9 before shipping Schedule II items.",
    );
    expect(scheduleIIShipProblem({ shipsScheduleII: true, recorded: null, confirmed: false })).toBe(
      ORDER_FORM_TEXT.noneRecorded,
    );
  });
});
