import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { addresses, clinicLocations, organization } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import type { ClinicContext } from "@/features/clinic/server";
import { AppError, notFound } from "@/lib/errors";
import { addressComplete, sameAddress, shipToProblem } from "../ship-to";

/** Where an order goes: the location it is placed for, or one of the buyer's saved addresses. */
export type ShipChoice = { kind: "location" } | { kind: "address"; id: number };

/** The address as it is stored on the order (snake_case, as the API shows it). */
export type OrderAddress = {
  label: string;
  full_name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string | null;
};

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
  const [row] = await tx
    .select({ loc: clinicLocations, others: organization.shipToOtherAddresses, clinic: organization.name })
    .from(clinicLocations)
    .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
    .where(eq(clinicLocations.id, ctx.locationId));
  if (!row) throw notFound("That location is not part of this clinic.");
  const l = row.loc;
  const address: OrderAddress = {
    label: l.name,
    full_name: l.fullName || row.clinic,
    line1: l.line1,
    line2: l.line2,
    city: l.city,
    state: l.state,
    zip: l.zip,
    country: l.country,
    phone: l.phone,
  };
  return { address, name: l.name, otherAddressesAllowed: row.others };
}

/**
 * Resolves a ship-to (or bill-to) choice for the door. A clinic order ships to the location it is
 * placed for; a saved address only when the clinic allows it, and never with a controlled line.
 * Billing may be any of the buyer's addresses or the location.
 */
export async function resolveShipTo(
  tx: Tx,
  buyer: Viewer,
  ctx: ClinicContext | null,
  choice: ShipChoice,
  opts: { controlled?: boolean; billing?: boolean },
): Promise<OrderAddress> {
  const saved = choice.kind === "address" ? await savedAddress(tx, buyer, choice.id) : null;
  if (!ctx) {
    if (!saved) throw notFound(NOT_YOURS);
    return saved;
  }
  const loc = await locationAddress(tx, ctx);
  if (opts.billing) return saved ?? loc.address;
  const problem = shipToProblem({
    toLocation: !saved || sameAddress(saved, loc.address),
    locationName: loc.name,
    locationAddressComplete: addressComplete(loc.address),
    otherAddressesAllowed: loc.otherAddressesAllowed,
    controlled: !!opts.controlled,
  });
  if (problem) throw new AppError("UNPROCESSABLE", problem);
  return saved ?? loc.address;
}
