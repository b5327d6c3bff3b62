import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "./client";
import { addresses, clinicLocations, member, organization, user } from "./schema";

/**
 * Gives a buyer with no clinic a one-person clinic (owner) and one location built from their
 * default address — what the clinic migration did for existing buyers, for new registrations and
 * the seed. Sales reps buy nothing and get none. Safe to repeat.
 */
export async function ensurePersonalClinic(tx: Tx, userId: string): Promise<string | null> {
  const [u] = await tx.select().from(user).where(eq(user.id, userId));
  if (!u || u.position === "Sales Rep") return null;
  const [existing] = await tx.select({ id: member.organizationId }).from(member).where(eq(member.userId, userId));
  if (existing) return existing.id;
  const id = `clinic-${userId}`;
  const name = u.clinicName?.trim() || `${u.firstName} ${u.lastName}`.trim() || u.name || u.email;
  // the owner's own saved addresses are the clinic's: its orders may ship to them (never controlled lines)
  await tx.insert(organization).values({ id, name, slug: id, shipToOtherAddresses: true }).onConflictDoNothing();
  await tx
    .insert(member)
    .values({ id: `member-${userId}`, organizationId: id, userId, role: "owner" })
    .onConflictDoNothing();
  const [a] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId)))
    .orderBy(desc(addresses.isDefaultShipping), asc(addresses.id))
    .limit(1);
  const [hasLocation] = await tx
    .select({ n: sql<number>`1` })
    .from(clinicLocations)
    .where(eq(clinicLocations.organizationId, id));
  if (!hasLocation)
    await tx.insert(clinicLocations).values({
      organizationId: id,
      name,
      fullName: a?.fullName ?? "",
      line1: a?.line1 ?? "",
      line2: a?.line2 ?? null,
      city: a?.city ?? "",
      state: a?.state ?? u.state ?? "",
      zip: a?.zip ?? "",
      country: a?.country ?? "US",
      phone: a?.phone ?? null,
    });
  return id;
}
