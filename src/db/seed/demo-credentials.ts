import { count } from "drizzle-orm";
import type { Db } from "../client";
import { deaRegistrations, stateLicences } from "../schema";

const EXPIRES = new Date("2029-06-30T00:00:00Z");
const VERIFIED = new Date("2026-01-15T00:00:00Z");

/**
 * Demo credentials: the demo buyer holds a verified Missouri licence (Rx items) and NO DEA
 * registration, so anyone can try being refused a controlled item and adding one; the low-level
 * demo clinic holds a verified DEA registration for Schedules II-V. Re-running adds nothing.
 */
export async function seedDemoCredentials(db: Db): Promise<void> {
  const [has] = await db.select({ n: count() }).from(stateLicences);
  if ((has?.n ?? 0) > 0) return;
  await db.insert(stateLicences).values([
    { userId: "demo-buyer", state: "MO", number: "MO-VET-2014-0312", expiresAt: EXPIRES, verifiedAt: VERIFIED },
    { userId: "demo-lowlevel", state: "MO", number: "MO-VET-2019-1187", expiresAt: EXPIRES, verifiedAt: VERIFIED },
  ]);
  await db.insert(deaRegistrations).values({
    userId: "demo-lowlevel",
    number: "BP1234563",
    schedules: ["CII", "CIII", "CIV", "CV"],
    state: "MO",
    expiresAt: EXPIRES,
    verifiedAt: VERIFIED,
  });
}
