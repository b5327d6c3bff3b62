import { demoPasswordHash } from "./demo-password";
import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { account, serviceProviders, user, vendorMembers, vendorPayoutAccounts, vendors } from "../schema";

/** The demo vendor's connected payout account (Sandhill Surgical): the local card test server knows it too. */
export const DEMO_PAYOUT_ACCOUNT = { vendorId: 1, accountId: "acct_demoSandhill01" } as const;

/** Vendor portal demo accounts of the README: two vendors (one is 1402, logo printing) and a service provider. */
export const DEMO_VENDOR_USERS = [
  {
    id: "demo-vendor-owner",
    email: "vendor@dvm.demo",
    password: "DemoVendor#2026",
    name: "Vera Lind",
    vendorId: 1,
    role: "owner",
  },
  {
    id: "demo-vendor-staff",
    email: "vendorstaff@dvm.demo",
    password: "DemoStaff#2026",
    name: "Stan Ruiz",
    vendorId: 1,
    role: "staff",
  },
  {
    id: "demo-logo-owner",
    email: "logovendor@dvm.demo",
    password: "DemoLogo#2026",
    name: "Lena Ford",
    vendorId: 1402,
    role: "owner",
  },
  {
    id: "demo-provider-owner",
    email: "provider@dvm.demo",
    password: "DemoProvider#2026",
    name: "Paul Chen",
    serviceProviderId: 1,
    role: "owner",
  },
] as const;

/** Idempotent: a user that already exists keeps its membership; a missing vendor (tiny seeds) is skipped. */
export async function seedDemoVendorUsers(db: Db): Promise<void> {
  const [sandhill] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.id, DEMO_PAYOUT_ACCOUNT.vendorId));
  if (sandhill)
    await db
      .insert(vendorPayoutAccounts)
      .values({ ...DEMO_PAYOUT_ACCOUNT, status: "enabled" })
      .onConflictDoNothing();
  for (const u of DEMO_VENDOR_USERS) {
    const vendorId = "vendorId" in u ? u.vendorId : null;
    const providerId = "serviceProviderId" in u ? u.serviceProviderId : null;
    const seller = vendorId
      ? await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId))
      : await db.select({ id: serviceProviders.id }).from(serviceProviders).where(eq(serviceProviders.id, providerId!));
    if (seller.length === 0) continue;
    const [first, last] = u.name.split(" ");
    const inserted = await db
      .insert(user)
      .values({
        id: u.id,
        name: u.name,
        email: u.email,
        emailVerified: true,
        firstName: first ?? u.name,
        lastName: last ?? "",
        position: "Vendor",
        confirmed: 1,
        role: "vendor",
      })
      .onConflictDoNothing()
      .returning({ id: user.id });
    if (inserted.length === 0) continue;
    await db.insert(account).values({
      id: `${u.id}-credential`,
      accountId: u.id,
      providerId: "credential",
      userId: u.id,
      password: await demoPasswordHash(u.password),
    });
    await db
      .insert(vendorMembers)
      .values({ userId: u.id, vendorId, serviceProviderId: providerId, role: u.role })
      .onConflictDoNothing();
  }
}
