import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { clinicApprovalRules, clinicLocations, member, organization } from "../schema";

const GROUP = "clinic-heartland";

/** The clinic group of the README: one clinic, three hospitals, four people with different roles. */
export const DEMO_CLINIC_USERS = [
  {
    id: "demo-clinic-owner",
    email: "owner@dvm.demo",
    password: "DemoOwner#2026",
    firstName: "Olivia",
    lastName: "Hart",
    position: "Veterinarian",
    role: "owner",
    limit: null,
  },
  {
    id: "demo-clinic-manager",
    email: "manager@dvm.demo",
    password: "DemoManager#2026",
    firstName: "Marcus",
    lastName: "Bell",
    position: "Practice Manager",
    role: "manager",
    limit: null,
  },
  {
    id: "demo-clinic-purchaser",
    email: "purchaser@dvm.demo",
    password: "DemoPurchaser#2026",
    firstName: "Priya",
    lastName: "Shah",
    position: "Technician",
    role: "purchaser",
    limit: 50_000,
  },
  {
    id: "demo-clinic-requester",
    email: "requester@dvm.demo",
    password: "DemoRequester#2026",
    firstName: "Rory",
    lastName: "Kim",
    position: "Technician",
    role: "requester",
    limit: null,
  },
] as const;

const LOCATIONS = [
  {
    name: "Heartland North",
    line1: "1200 Oak Avenue",
    city: "Kansas City",
    zip: "64108",
    phone: "(816) 555-0110",
    budget: 1_000_000,
  },
  {
    name: "Heartland South",
    line1: "88 Ward Parkway",
    city: "Kansas City",
    zip: "64112",
    phone: "(816) 555-0120",
    budget: 500_000,
  },
  {
    name: "Heartland Lee's Summit",
    line1: "5 Market Street",
    city: "Lee's Summit",
    zip: "64063",
    phone: "(816) 555-0130",
    budget: null,
  },
];

type InsertUser = (
  db: Db,
  u: {
    id: string;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    position: string;
    clinicName: string | null;
    level: number;
    confirmed: number;
    state: string;
    country: string;
  },
) => Promise<boolean>;

export async function seedDemoClinicGroup(db: Db, insertUser: InsertUser): Promise<void> {
  const [exists] = await db.select({ id: organization.id }).from(organization).where(eq(organization.id, GROUP));
  // the clinic role belongs to the membership: the account itself is a buyer ("customer"), or it could not buy
  for (const { role: clinicRole, limit, ...u } of DEMO_CLINIC_USERS) {
    void clinicRole;
    void limit;
    await insertUser(db, {
      ...u,
      clinicName: "Heartland Veterinary Group",
      level: 5,
      confirmed: 1,
      state: "Missouri",
      country: "United States",
    });
  }
  if (exists) return; // already seeded: keep what the demo clinic changed
  await db.insert(organization).values({ id: GROUP, name: "Heartland Veterinary Group", slug: GROUP });
  await db.insert(clinicLocations).values(
    LOCATIONS.map((l) => ({
      organizationId: GROUP,
      name: l.name,
      fullName: "Heartland Veterinary Group",
      line1: l.line1,
      city: l.city,
      state: "MO",
      zip: l.zip,
      phone: l.phone,
      monthlyBudgetCents: l.budget,
    })),
  );
  await db.insert(member).values(
    DEMO_CLINIC_USERS.map((u) => ({
      id: `member-${u.id}`,
      organizationId: GROUP,
      userId: u.id,
      role: u.role,
      orderLimitCents: u.limit,
    })),
  );
  // controlled substances always go to an approver
  await db
    .insert(clinicApprovalRules)
    .values({ organizationId: GROUP, kind: "regulatory", regulatoryClasses: ["CII", "CIII", "CIV", "CV"] });
}
