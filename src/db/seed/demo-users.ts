import { demoPasswordHash } from "./demo-password";
import type { Db } from "../client";
import { ensurePersonalClinic } from "../personal-clinic";
import { account, addresses, user } from "../schema";
import { seedDemoClinicGroup } from "./demo-clinics";

/** The demo accounts of the README; passwords are public on purpose (demo data only). */
export const DEMO_USERS = [
  {
    id: "demo-buyer",
    email: "buyer@dvm.demo",
    password: "DemoBuyer#2026",
    firstName: "Dana",
    lastName: "Whitfield",
    position: "Veterinarian",
    clinicName: "Riverbend Animal Hospital",
    level: 5,
    confirmed: 1,
    state: "Missouri",
    country: "United States",
  },
  {
    // holds a request for quote whose accepted quote has lapsed, its line still in the cart (issue 43)
    id: "demo-quotes",
    email: "quotes@dvm.demo",
    password: "DemoQuotes#2026",
    firstName: "Quinn",
    lastName: "Avery",
    position: "Practice Manager",
    clinicName: "Lakeside Veterinary Clinic",
    level: 5,
    confirmed: 1,
    state: "Missouri",
    country: "United States",
  },
  {
    id: "demo-lowlevel",
    email: "lowlevel@dvm.demo",
    password: "DemoLevel1#2026",
    firstName: "Luis",
    lastName: "Ortega",
    position: "Technician",
    clinicName: "Prairie Pet Clinic",
    level: 1,
    confirmed: 1,
    state: "Kansas",
    country: "United States",
  },
  {
    id: "demo-unconfirmed",
    email: "unconfirmed@dvm.demo",
    password: "DemoPending#2026",
    firstName: "Uma",
    lastName: "Patel",
    position: "Practice Manager",
    clinicName: "Lakeside Veterinary Care",
    level: 1,
    confirmed: 0,
    state: "Illinois",
    country: "United States",
  },
  {
    id: "demo-salesrep",
    email: "salesrep@dvm.demo",
    password: "DemoSalesRep#2026",
    firstName: "Sam",
    lastName: "Reyes",
    position: "Sales Rep",
    clinicName: null,
    level: 1,
    confirmed: 1,
    state: "Texas",
    country: "United States",
  },
  {
    // the operator's console (/admin); not a buyer
    id: "demo-operator",
    email: "operator@dvm.demo",
    password: "DemoOperator#2026",
    firstName: "Olive",
    lastName: "Marsh",
    position: "Other",
    clinicName: null,
    level: 1,
    confirmed: 1,
    state: null,
    country: "United States",
    accountRole: "operator",
  },
] as const;

type DemoUser = {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  position: string;
  clinicName: string | null;
  level: number;
  confirmed: number;
  state: string | null;
  country: string;
  /** user.role: "customer" unless given (the operator); a clinic role is not an account role */
  accountRole?: string;
};

export async function seedDemoUsers(db: Db): Promise<void> {
  // every buyer is a clinic; the operator is not a buyer
  for (const u of DEMO_USERS)
    if ((await insertDemoUser(db, u)) && !("accountRole" in u)) await ensurePersonalClinic(db, u.id);
  await seedDemoClinicGroup(db, insertDemoUser);
}

/** Inserts one demo account with its password and a default address; false when it already exists. */
async function insertDemoUser(db: Db, u: DemoUser): Promise<boolean> {
  {
    const inserted = await db
      .insert(user)
      .values({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`,
        email: u.email,
        emailVerified: true,
        firstName: u.firstName,
        lastName: u.lastName,
        position: u.position,
        clinicName: u.clinicName,
        level: u.level,
        confirmed: u.confirmed,
        state: u.state,
        country: u.country,
        coins: u.accountRole ? 0 : 120,
        role: u.accountRole ?? "customer",
      })
      .onConflictDoNothing()
      .returning({ id: user.id });
    if (inserted.length === 0) return false; // already seeded: keep whatever the demo user changed
    await db.insert(account).values({
      id: `${u.id}-credential`,
      accountId: u.id,
      providerId: "credential",
      userId: u.id,
      password: await demoPasswordHash(u.password),
    });
    await db.insert(addresses).values({
      userId: u.id,
      label: "Clinic",
      fullName: `${u.firstName} ${u.lastName}`,
      line1: "410 Main Street",
      city: "Springfield",
      state: "MO",
      zip: "65806",
      country: "US",
      phone: "(417) 555-0142",
      isDefaultShipping: true,
      isDefaultBilling: true,
    });
  }
  return true;
}
