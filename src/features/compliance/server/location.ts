import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { clinicLocations, deaRegistrations, organization, stateLicences } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { clinicContextIn } from "@/features/clinic/server";
import { forbidden } from "@/lib/errors";
import { countingDea, parseRegulatoryClass, type ComplianceLocation, type Schedule } from "../rules";

export type BuyerLocation = ComplianceLocation & { clinic: string; shipToState: string };

/** "Riverbend Animal Hospital - Springfield" for a one-location clinic named like its location, else the location's name. */
export function displayName(clinic: string, location: string, city: string): string {
  return location === clinic && city ? `${clinic} - ${city}` : location;
}

/**
 * A location's credentials as the rules read them. Of its DEA registrations, the one that counts
 * (`countingDea`): a renewal saved for review leaves the verified one in use until it is verified.
 */
export async function locationCredentials(db: Db, locationId: number, now = new Date()) {
  // one the operator rejected or revoked is no credential at all: the clinic is told it has none
  const standing = (t: typeof deaRegistrations | typeof stateLicences) =>
    and(eq(t.locationId, locationId), isNull(t.rejectedAt), isNull(t.revokedAt));
  const [deas, licences] = await Promise.all([
    db.select().from(deaRegistrations).where(standing(deaRegistrations)),
    db.select().from(stateLicences).where(standing(stateLicences)).orderBy(desc(stateLicences.id)),
  ]);
  const dea = countingDea(
    deas.map((d) => ({ ...d, verified: d.verifiedAt !== null })),
    now,
  );
  return {
    dea: dea
      ? {
          number: dea.number,
          schedules: dea.schedules
            .map(parseRegulatoryClass)
            .filter((s): s is Schedule => !!s && s !== "none" && s !== "rx"),
          state: dea.state,
          verified: dea.verified,
          expiresAt: dea.expiresAt,
        }
      : null,
    licences: licences.map((l) => ({
      state: l.state,
      number: l.number,
      verified: l.verifiedAt !== null,
      expiresAt: l.expiresAt,
    })),
  };
}

/**
 * The clinic location whose credentials count for this viewer's orders: the session's active clinic
 * location (every buyer is at least a one-person clinic). Its address state is the ship-to state
 * while building the cart; checkout judges the chosen address. Pass the caller's transaction as `db`.
 */
export async function complianceLocationFor(viewer: Viewer, db?: Db, locationId?: number): Promise<BuyerLocation> {
  const h = db ?? (await getDb());
  // a held order names its location (server-side); otherwise the session's active one
  const id = locationId ?? (await clinicContextIn(h, viewer))?.locationId;
  if (id === undefined) throw forbidden("Ordering prescription and controlled items needs a clinic location.");
  const [loc] = await h
    .select({
      name: clinicLocations.name,
      city: clinicLocations.city,
      state: clinicLocations.state,
      clinic: organization.name,
    })
    .from(clinicLocations)
    .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
    .where(eq(clinicLocations.id, id));
  if (!loc) throw forbidden("Ordering prescription and controlled items needs a clinic location.");
  const creds = await locationCredentials(h, id);
  return {
    id,
    name: displayName(loc.clinic, loc.name, loc.city),
    clinic: loc.clinic,
    state: loc.state,
    shipToState: loc.state,
    ...creds,
  };
}
