import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { seedDemoCredentials } from "@/db/seed/demo-credentials";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { clinicLocations, deaRegistrations } from "@/db/schema";
import { sessionCookie } from "./sessions";

/** The compliance suites' world: a small catalog, the demo buyers, vendors and clinics with their credentials. */
export async function seedComplianceWorld(db: Db): Promise<void> {
  await seedCatalog(db, { products: 300 });
  await seedDemoUsers(db);
  await seedDemoVendorUsers(db);
  await seedDemoCredentials(db);
}

/** Signs each named demo account in: `{ buyer: ["buyer@dvm.demo", "DemoBuyer#2026"] }` → cookies by name. */
export async function signInAll(accounts: Record<string, [string, string]>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, [email, password]] of Object.entries(accounts)) out[name] = await sessionCookie(email, password);
  return out;
}

/** The demo buyer's one location (a one-person clinic's). */
export async function demoBuyerLocation(db: Db): Promise<number> {
  const [l] = await db
    .select({ id: clinicLocations.id })
    .from(clinicLocations)
    .where(eq(clinicLocations.organizationId, "clinic-demo-buyer"));
  return l!.id;
}

/** Gives the demo buyer's location a verified Missouri DEA registration for these schedules. */
export async function giveDemoBuyerDea(db: Db, schedules: string[]): Promise<number> {
  const locationId = await demoBuyerLocation(db);
  await db.insert(deaRegistrations).values({
    locationId,
    number: "AB1234563",
    schedules,
    state: "MO",
    expiresAt: new Date("2030-01-01T00:00:00Z"),
    verifiedAt: new Date("2026-01-01T00:00:00Z"),
  });
  return locationId;
}
