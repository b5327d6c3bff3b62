import { describe, expect, it } from "vitest";
import { addressIds, CONTROLLED_SHIP_REASON, shipPick, shipToOffer } from "./ship-choice";

const saved = [
  { id: 7, is_default_shipping: false, is_default_billing: true },
  { id: 9, is_default_shipping: true, is_default_billing: false },
];
const loc = (over = {}) => ({ name: "Heartland North", complete: true, other_addresses_allowed: false, ...over });

describe("shipToOffer", () => {
  it("without a clinic: the saved defaults, as before", () => {
    expect(shipToOffer(null, saved, true)).toMatchObject({ savedShown: true, defaultShip: 9, defaultBill: 7 });
  });
  it("a clinic member: the location first; saved addresses only when allowed", () => {
    expect(shipToOffer(loc(), saved, false)).toMatchObject({
      locationUsable: true,
      savedShown: false,
      defaultShip: "location",
      defaultBill: "location",
    });
    expect(shipToOffer(loc({ other_addresses_allowed: true }), saved, false)).toMatchObject({
      savedShown: true,
      savedBlocked: null,
    });
  });
  it("a controlled line blocks saved addresses with a reason", () => {
    const o = shipToOffer(loc({ other_addresses_allowed: true }), saved, true);
    expect(o.savedBlocked).toBe(CONTROLLED_SHIP_REASON("Heartland North"));
    expect(shipPick(o, 9)).toBe("location");
  });
  it("an incomplete location falls back to a saved address only when allowed", () => {
    expect(shipToOffer(loc({ complete: false, other_addresses_allowed: true }), saved, false).defaultShip).toBe(9);
    expect(shipToOffer(loc({ complete: false }), saved, false).defaultShip).toBeNull();
    const o = shipToOffer(loc({ complete: false, other_addresses_allowed: true }), saved, true);
    expect(o.defaultShip).toBeNull();
    expect(shipPick(o, "location")).toBeNull();
  });
});

describe("addressIds", () => {
  it("sends no id for the location", () => {
    expect(addressIds("location", "location")).toEqual({});
    expect(addressIds(9, "location")).toEqual({ shipping_address_id: 9 });
    expect(addressIds(9, 7)).toEqual({ shipping_address_id: 9, billing_address_id: 7 });
  });
});
