import { count, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { clinicLocations, deaRegistrations, stateLicences } from "../schema";

const EXPIRES = new Date("2029-06-30T00:00:00Z");
const VERIFIED = new Date("2026-01-15T00:00:00Z");
// DEA numbers with valid check digits, one per Heartland location
const HEARTLAND_DEA = ["BH1234563", "BH2345672", "BH3456781"];

/**
 * Demo credentials: the demo buyer's location holds a verified Missouri licence (Rx items) and NO
 * DEA registration, so anyone can try being refused a controlled item and adding one; every location
 * of the clinic group holds a verified DEA registration (Schedules II-V) and licence. Re-running adds nothing.
 */
export async function seedDemoCredentials(db: Db): Promise<void> {
  const [has] = await db.select({ n: count() }).from(stateLicences);
  if ((has?.n ?? 0) > 0) return;
  const [buyer] = await db
    .select({ id: clinicLocations.id })
    .from(clinicLocations)
    .where(eq(clinicLocations.organizationId, "clinic-demo-buyer"))
    .orderBy(clinicLocations.id)
    .limit(1);
  const group = await db
    .select({ id: clinicLocations.id, state: clinicLocations.state })
    .from(clinicLocations)
    .where(inArray(clinicLocations.organizationId, ["clinic-heartland"]))
    .orderBy(clinicLocations.id);
  const licences = [
    ...(buyer ? [{ locationId: buyer.id, state: "MO", number: "MO-VET-2014-0312" }] : []),
    ...group.map((l, i) => ({ locationId: l.id, state: l.state || "MO", number: `MO-VET-2018-${1100 + i}` })),
  ];
  if (licences.length)
    await db.insert(stateLicences).values(licences.map((l) => ({ ...l, expiresAt: EXPIRES, verifiedAt: VERIFIED })));
  if (group.length)
    await db.insert(deaRegistrations).values(
      group.map((l, i) => ({
        locationId: l.id,
        number: HEARTLAND_DEA[i % HEARTLAND_DEA.length]!,
        schedules: ["CII", "CIII", "CIV", "CV"],
        state: l.state || "MO",
        expiresAt: EXPIRES,
        verifiedAt: VERIFIED,
      })),
    );
}
