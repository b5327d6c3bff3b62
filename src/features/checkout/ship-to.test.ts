import { describe, expect, it } from "vitest";
import { addressComplete, sameAddress, shipToProblem, SHIP_TO_TEXT, type ShipToFacts } from "./ship-to";

const loc = { line1: "100 Main St.", line2: null, city: "Springfield", state: "MO", zip: "65801" };

describe("sameAddress", () => {
  it("ignores case, punctuation and the ZIP+4 suffix, but not the street", () => {
    expect(sameAddress(loc, { line1: "100 main st", city: "SPRINGFIELD", state: "mo", zip: "65801-1234" })).toBe(true);
    expect(sameAddress(loc, { ...loc, line1: "101 Main St." })).toBe(false);
    expect(sameAddress(loc, { ...loc, line2: "Suite 2" })).toBe(false);
    expect(addressComplete({ ...loc, zip: "" })).toBe(false);
    expect(addressComplete(loc)).toBe(true);
  });
});

describe("shipToProblem", () => {
  const facts = (over: Partial<ShipToFacts> = {}): ShipToFacts => ({
    toLocation: false,
    locationName: "Heartland North",
    locationAddressComplete: true,
    otherAddressesAllowed: false,
    controlled: false,
    ...over,
  });
  it("ships to the location; other addresses only when the clinic allows them, and never controlled lines", () => {
    expect(shipToProblem(facts({ toLocation: true, controlled: true }))).toBeNull();
    expect(shipToProblem(facts())).toBe(SHIP_TO_TEXT.notAllowed("Heartland North"));
    expect(shipToProblem(facts({ otherAddressesAllowed: true }))).toBeNull();
    expect(shipToProblem(facts({ otherAddressesAllowed: true, controlled: true }))).toBe(
      SHIP_TO_TEXT.controlled("Heartland North"),
    );
    expect(shipToProblem(facts({ toLocation: true, locationAddressComplete: false }))).toBe(
      SHIP_TO_TEXT.incomplete("Heartland North"),
    );
  });
});
