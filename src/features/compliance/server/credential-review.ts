import "server-only";
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { clinicLocations, deaRegistrations, member, organization, stateLicences, user } from "@/db/schema";
import { recordAudit, type AuditActor as Actor } from "@/features/audit/server";
import { notify } from "@/features/notifications/server";
import { AppError, notFound } from "@/lib/errors";

export type CredentialKind = "dea" | "licence";
const TABLE = { dea: deaRegistrations, licence: stateLicences } as const;
const WHAT = { dea: "DEA registration", licence: "state licence" } as const;

/** Waiting for the operator: neither verified nor turned down. */
const waiting = (t: typeof deaRegistrations | typeof stateLicences): SQL =>
  and(isNull(t.verifiedAt), isNull(t.rejectedAt), isNull(t.revokedAt))!;

/**
 * Credentials as the operator reviews them, with everything the decision needs: the number, the DEA's
 * schedules, the expiry, and the registrant (clinic, location and its address, who entered it).
 * `status: "pending"` is the queue (oldest first); `"verified"` the ones in force, which may be revoked.
 */
export async function credentialsForReview(status: "pending" | "verified") {
  const db = await getDb();
  const cols = (t: typeof deaRegistrations | typeof stateLicences) => ({
    id: t.id,
    number: t.number,
    state: t.state,
    expiresAt: t.expiresAt,
    verifiedAt: t.verifiedAt,
    createdAt: t.createdAt,
    location: clinicLocations.name,
    address: {
      line1: clinicLocations.line1,
      city: clinicLocations.city,
      state: clinicLocations.state,
      zip: clinicLocations.zip,
    },
    clinic: organization.name,
    enteredBy: user.email,
  });
  const filter = (t: typeof deaRegistrations | typeof stateLicences) =>
    status === "pending" ? waiting(t) : and(isNotNull(t.verifiedAt), isNull(t.revokedAt));
  const order = (t: typeof deaRegistrations | typeof stateLicences) =>
    status === "pending" ? [asc(t.createdAt), asc(t.id)] : [asc(t.expiresAt), desc(t.id)];
  const [deas, licences] = await Promise.all([
    db
      .select({ ...cols(deaRegistrations), schedules: deaRegistrations.schedules })
      .from(deaRegistrations)
      .innerJoin(clinicLocations, eq(clinicLocations.id, deaRegistrations.locationId))
      .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
      .leftJoin(user, eq(user.id, deaRegistrations.addedBy))
      .where(filter(deaRegistrations))
      .orderBy(...order(deaRegistrations))
      .limit(200),
    db
      .select(cols(stateLicences))
      .from(stateLicences)
      .innerJoin(clinicLocations, eq(clinicLocations.id, stateLicences.locationId))
      .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
      .leftJoin(user, eq(user.id, stateLicences.addedBy))
      .where(filter(stateLicences))
      .orderBy(...order(stateLicences))
      .limit(200),
  ]);
  return { deas, licences };
}

/** DEA registrations waiting for verification: the console overview's count. */
export async function pendingDeaCount(): Promise<number> {
  const db = await getDb();
  const [r] = await db.select({ n: count() }).from(deaRegistrations).where(waiting(deaRegistrations));
  return r?.n ?? 0;
}

/** Who hears of the decision: whoever entered the credential, else the clinic's owners. */
async function recipients(tx: Tx, addedBy: string | null, locationId: number): Promise<string[]> {
  if (addedBy) return [addedBy];
  const owners = await tx
    .select({ userId: member.userId })
    .from(member)
    .innerJoin(clinicLocations, eq(clinicLocations.organizationId, member.organizationId))
    .where(and(eq(clinicLocations.id, locationId), eq(member.role, "owner")));
  return owners.map((o) => o.userId);
}

/**
 * The operator turns a credential down: `reject` one still waiting, or `revoke` one verified (its
 * verification is cleared, so it counts for no order from now on). The clinic is told why, and the
 * decision is in the audit log with the credential as it was.
 */
export async function decideCredential(
  kind: CredentialKind,
  id: number,
  decision: "reject" | "revoke",
  reason: string,
  actor: Actor,
  now = new Date(),
) {
  const t = TABLE[kind];
  const what = WHAT[kind];
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [c] = await tx.select().from(t).where(eq(t.id, id)).for("update");
    if (!c) throw notFound(`No ${what} ${id}.`);
    if (c.rejectedAt || c.revokedAt)
      throw new AppError("CONFLICT", `The ${what} ${c.number} was already ${c.revokedAt ? "revoked" : "rejected"}.`);
    if (decision === "reject" && c.verifiedAt)
      throw new AppError("CONFLICT", `The ${what} ${c.number} is verified: revoke it instead.`);
    if (decision === "revoke" && !c.verifiedAt)
      throw new AppError("CONFLICT", `The ${what} ${c.number} is not verified yet: reject it instead.`);
    const patch =
      decision === "reject"
        ? { rejectedAt: now, reviewReason: reason }
        : { revokedAt: now, verifiedAt: null, reviewReason: reason };
    await tx.update(t).set(patch).where(eq(t.id, id));
    await recordAudit(tx, actor, {
      action: `${kind === "dea" ? "dea" : "licence"}.${decision}`,
      targetType: "clinic_location",
      targetId: c.locationId,
      before: { [kind]: id, number: c.number, verified: c.verifiedAt !== null },
      after: {
        [kind]: id,
        number: c.number,
        verified: false,
        [decision === "reject" ? "rejected" : "revoked"]: true,
        reason,
      },
    });
    const body =
      decision === "reject"
        ? `Your ${what} ${c.number} was not accepted: ${reason}`
        : `Your ${what} ${c.number} no longer counts for orders: ${reason}`;
    for (const userId of await recipients(tx, c.addedBy, c.locationId))
      await notify(tx, { userId, type: "account", body, alertType: "error", clickableLink: "/compliance" });
    const done = decision === "reject" ? "Rejected" : "Revoked";
    return { message: `${done} the ${what} ${c.number}; the clinic is told why.` };
  });
}
