import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { addresses } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import type { AddressFields } from "@/features/cart";
import { locationShipTo, type ClinicContext } from "@/features/clinic/server";
import { verifiedTaxExemption } from "@/features/compliance/server";
import { AppError, notFound } from "@/lib/errors";
import { sameAddress, shipToProblem } from "../ship-to";

/** Where an order goes: the location it is placed for, or one of the buyer's saved addresses. */
export type ShipChoice = { kind: "location" } | { kind: "address"; id: number };

/** The address as it is stored on the order (snake_case, as the API shows it). */
export type OrderAddress = AddressFields;

const NOT_YOURS = "Please choose one of your addresses.";

async function savedAddress(tx: Tx, buyer: Viewer, id: number): Promise<OrderAddress> {
  const [a] = await tx.select().from(addresses).where(eq(addresses.id, id));
  if (!a || a.userId !== buyer.id) throw notFound(NOT_YOURS);
  return {
    label: a.label,
    full_name: a.fullName,
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    phone: a.phone,
  };
}

/** The location's address and whether its clinic lets orders ship elsewhere. */
export async function locationAddress(tx: Tx, ctx: ClinicContext) {
  const loc = await locationShipTo(tx, ctx.locationId);
  if (!loc) throw notFound("That location is not part of this clinic.");
  const address: OrderAddress = {
    label: loc.name,
    full_name: loc.fullName,
    line1: loc.line1,
    line2: loc.line2,
    city: loc.city,
    state: loc.state,
    zip: loc.zip,
    country: loc.country,
    phone: loc.phone,
  };
  return { address, name: loc.name, complete: loc.complete, otherAddressesAllowed: loc.otherAddressesAllowed };
}

/**
 * Resolves the door's ship-to and bill-to choices from one read of the location. A clinic order ships
 * to the location it is placed for; a saved address only when the clinic allows it, and never with a
 * controlled line. Billing may be any of the buyer's addresses or the location.
 */
export async function resolveAddresses(
  tx: Tx,
  buyer: Viewer,
  ctx: ClinicContext | null,
  choices: { shipTo: ShipChoice; billTo: ShipChoice; controlled: boolean },
): Promise<{ shipping: OrderAddress; billing: OrderAddress }> {
  const saved = (c: ShipChoice) => (c.kind === "address" ? savedAddress(tx, buyer, c.id) : Promise.resolve(null));
  const [ship, bill] = [await saved(choices.shipTo), await saved(choices.billTo)];
  if (!ctx) {
    if (!ship || !bill) throw notFound(NOT_YOURS);
    return { shipping: ship, billing: bill };
  }
  const loc = await locationAddress(tx, ctx);
  const problem = shipToProblem({
    toLocation: !ship || sameAddress(ship, loc.address),
    locationName: loc.name,
    locationAddressComplete: loc.complete,
    otherAddressesAllowed: loc.otherAddressesAllowed,
    controlled: choices.controlled,
  });
  if (problem) throw new AppError("UNPROCESSABLE", problem);
  return { shipping: ship ?? loc.address, billing: bill ?? loc.address };
}

/**
 * The tax-exemption certificate an order carries: the clinic location's verified one, when the order ships to
 * that location (checkout's preview asks the same question of the cart's ship-to); never for another address.
 */
export async function shipToExemption(
  tx: Tx,
  ctx: ClinicContext | null,
  shipTo: ShipChoice,
  now: Date,
): Promise<string | null> {
  if (!ctx || shipTo.kind !== "location") return null;
  return verifiedTaxExemption(tx, ctx.locationId, now);
}
