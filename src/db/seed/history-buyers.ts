import { inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { ensurePersonalClinic } from "../personal-clinic";
import { addresses, user } from "../schema";
import { DAY_MS } from "./history-plan";

/**
 * Other clinics of the marketplace's year: buyers without a password (nobody signs in as them) who
 * joined over the year and order now and then, so the operator's buyers and charts and a vendor's
 * customers are more than the demo accounts. Their one-person clinics ship to their own state.
 */
export const HISTORY_CLINICS = [
  {
    first: "Grace",
    last: "Lindqvist",
    clinic: "Cedar Creek Veterinary Clinic",
    city: "Columbia",
    state: "MO",
    zip: "65201",
    joined: 340,
  },
  {
    first: "Tomas",
    last: "Avila",
    clinic: "Flint Hills Animal Hospital",
    city: "Manhattan",
    state: "KS",
    zip: "66502",
    joined: 300,
  },
  {
    first: "Hannah",
    last: "Okafor",
    clinic: "Lakeshore Pet Hospital",
    city: "Evanston",
    state: "IL",
    zip: "60201",
    joined: 250,
  },
  {
    first: "Wes",
    last: "Brandt",
    clinic: "Prairie Wind Veterinary",
    city: "Ames",
    state: "IA",
    zip: "50010",
    joined: 190,
  },
  {
    first: "Maya",
    last: "Castillo",
    clinic: "Platte Valley Vet Center",
    city: "Kearney",
    state: "NE",
    zip: "68847",
    joined: 130,
  },
  {
    first: "Caleb",
    last: "Stone",
    clinic: "Hill Country Animal Clinic",
    city: "Austin",
    state: "TX",
    zip: "78704",
    joined: 75,
  },
  {
    first: "Nora",
    last: "Quinn",
    clinic: "Front Range Veterinary",
    city: "Boulder",
    state: "CO",
    zip: "80302",
    joined: 24,
  },
  {
    first: "Eli",
    last: "Turner",
    clinic: "Cumberland Pet Care",
    city: "Nashville",
    state: "TN",
    zip: "37203",
    joined: 9,
  },
] as const;

export const historyClinicUserId = (i: number) => `history-clinic-${i + 1}`;

/** The demo accounts existed before their year of orders: they joined thirteen months ago. */
const DEMO_JOINED_DAYS = 400;

export async function seedHistoryClinics(db: Db, now: Date, demoUserIds: string[]): Promise<string[]> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const ids: string[] = [];
  for (const [i, c] of HISTORY_CLINICS.entries()) {
    const id = historyClinicUserId(i);
    ids.push(id);
    const inserted = await db
      .insert(user)
      .values({
        id,
        name: `${c.first} ${c.last}`,
        email: `${c.first}.${c.last}@clinics.dvm.demo`.toLowerCase(),
        emailVerified: true,
        firstName: c.first,
        lastName: c.last,
        position: "Veterinarian",
        clinicName: c.clinic,
        state: c.state,
        country: "United States",
        level: 5,
        confirmed: 1,
        createdAt: ago(c.joined),
        updatedAt: ago(c.joined),
      })
      .onConflictDoNothing()
      .returning({ id: user.id });
    if (!inserted.length) continue;
    await db.insert(addresses).values({
      userId: id,
      label: "Clinic",
      fullName: `${c.first} ${c.last}`,
      line1: `${100 + i * 37} Main Street`,
      city: c.city,
      state: c.state,
      zip: c.zip,
      country: "US",
      isDefaultShipping: true,
      isDefaultBilling: true,
    });
    await ensurePersonalClinic(db, id);
  }
  if (demoUserIds.length)
    await db
      .update(user)
      .set({ createdAt: ago(DEMO_JOINED_DAYS) })
      .where(sql`${inArray(user.id, demoUserIds)} and ${user.createdAt} > ${ago(DEMO_JOINED_DAYS).toISOString()}`);
  return ids;
}
