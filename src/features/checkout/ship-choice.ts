// What the checkout screen offers as ship-to and bill-to, as pure rules mirroring the door's.

/** A saved address by id, or the location the member acts for. */
export type AddressChoice = number | "location";

export type ShipToOffer = {
  /** the location can be chosen for shipping (its address is complete) */
  locationUsable: boolean;
  /** the saved addresses are listed under the location */
  savedShown: boolean;
  /** why the listed saved addresses cannot be chosen for this order (null: they can) */
  savedBlocked: string | null;
  defaultShip: AddressChoice | null;
  defaultBill: AddressChoice | null;
};

type Saved = { id: number; is_default_shipping: boolean; is_default_billing: boolean };
type Location = { name: string; complete: boolean; other_addresses_allowed: boolean } | null;

export const CONTROLLED_SHIP_REASON = (loc: string) => `This order has controlled items: they ship only to ${loc}.`;

export function shipToOffer(location: Location, saved: Saved[], controlled: boolean): ShipToOffer {
  const savedShip = saved.find((a) => a.is_default_shipping) ?? saved[0];
  const savedBill = saved.find((a) => a.is_default_billing) ?? savedShip;
  if (!location)
    return {
      locationUsable: false,
      savedShown: true,
      savedBlocked: null,
      defaultShip: savedShip?.id ?? null,
      defaultBill: savedBill?.id ?? null,
    };
  const savedBlocked = controlled ? CONTROLLED_SHIP_REASON(location.name) : null;
  const savedOk = location.other_addresses_allowed && !savedBlocked;
  return {
    locationUsable: location.complete,
    savedShown: location.other_addresses_allowed,
    savedBlocked,
    defaultShip: location.complete ? "location" : savedOk ? (savedShip?.id ?? null) : null,
    // the location bills even while its street address is incomplete: the door accepts it
    defaultBill: "location",
  };
}

/** The buyer's pick while it is still on offer, else the default. */
export function shipPick(offer: ShipToOffer, picked: AddressChoice | null): AddressChoice | null {
  if (picked === "location") return offer.locationUsable ? picked : offer.defaultShip;
  if (picked !== null) return offer.savedShown && !offer.savedBlocked ? picked : offer.defaultShip;
  return offer.defaultShip;
}

/** The request's address ids: the location is the absence of an id. */
export function addressIds(ship: AddressChoice, bill: AddressChoice) {
  return {
    ...(ship === "location" ? {} : { shipping_address_id: ship }),
    ...(bill === "location" ? {} : { billing_address_id: bill }),
  };
}
