import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { clinicLocations, member, organization } from "@/db/schema";
import { addressComplete } from "../address";

/** A location's address as an order's ship-to, and whether its clinic lets orders ship elsewhere. */
export type LocationShipTo = {
  locationId: number;
  name: string;
  clinicName: string;
  fullName: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string | null;
  complete: boolean;
  otherAddressesAllowed: boolean;
};

export async function locationShipTo(tx: Tx, locationId: number): Promise<LocationShipTo | null> {
  const [row] = await tx
    .select({ loc: clinicLocations, others: organization.shipToOtherAddresses, clinic: organization.name })
    .from(clinicLocations)
    .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
    .where(eq(clinicLocations.id, locationId));
  if (!row) return null;
  const l = row.loc;
  return {
    locationId: l.id,
    name: l.name,
    clinicName: row.clinic,
    // a location saved without a recipient is addressed to the clinic itself
    fullName: l.fullName || row.clinic,
    line1: l.line1,
    line2: l.line2,
    city: l.city,
    state: l.state,
    zip: l.zip,
    country: l.country,
    phone: l.phone,
    complete: addressComplete(l),
    otherAddressesAllowed: row.others,
  };
}

/** Whose cart a location's is, for its heading: the location's name, and whether other members share it. */
export async function cartOwnerOf(tx: Tx, locationId: number): Promise<{ location: string; shared: boolean } | null> {
  const [row] = await tx
    .select({ name: clinicLocations.name, members: sql<number>`count(${member.id})::int` })
    .from(clinicLocations)
    .innerJoin(member, eq(member.organizationId, clinicLocations.organizationId))
    .where(eq(clinicLocations.id, locationId))
    .groupBy(clinicLocations.id, clinicLocations.name);
  return row ? { location: row.name, shared: row.members > 1 } : null;
}
