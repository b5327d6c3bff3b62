import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { ZodType } from "zod";
import { getDb } from "@/db/client";
import { clinicLocations, deaRegistrations, organization, stateLicences } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { CLI_ACTOR, recordAudit, type AuditActor as Actor } from "@/features/audit/server";
import { requireClinic, requireClinicAt } from "@/features/clinic/server";
import { AppError, badRequest, forbidden, notFound } from "@/lib/errors";
import { credentialLocationSchema, deaInputSchema, licenceInputSchema } from "../schemas";
import { countingDea, credentialCounts } from "../rules";
import { complianceLocationFor } from "./location";

function parse<T>(schema: ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body);
  // the first problem as the person should read it, without a field path in front
  if (!r.success) throw badRequest(r.error.issues[0]?.message ?? "Please check the form.");
  return r.data;
}

/** The clinic's owner records credentials; anyone else gets 403 before the body is read. */
async function assertMayRecord(viewer: Viewer): Promise<void> {
  if (viewer.isSalesRep) throw forbidden("Sales reps do not hold credentials for ordering.");
  await requireClinic(viewer, "manage_locations");
}

/** For the location the body names (one of the owner's clinic, else 404), or the one the session acts for. */
async function locationToManage(viewer: Viewer, body: unknown): Promise<number> {
  const { location_id } = parse(credentialLocationSchema, body);
  if (location_id === undefined) return (await requireClinic(viewer, "manage_locations")).locationId;
  return (await requireClinicAt(viewer, "manage_locations", location_id)).locationId;
}

type Reviewed = { verifiedAt: Date | null; rejectedAt: Date | null; revokedAt: Date | null; expiresAt: Date };
const status = (c: Reviewed, now: Date) =>
  c.revokedAt
    ? "revoked"
    : c.rejectedAt
      ? "rejected"
      : !c.verifiedAt
        ? "pending"
        : credentialCounts({ verified: true, expiresAt: c.expiresAt }, now)
          ? "verified"
          : "expired";

/**
 * A location's credentials, each saying whether it counts today: the viewer's active location, or
 * (`locationId`) another location of their clinic they act for.
 */
export async function myCredentials(viewer: Viewer, now = new Date(), locationId?: number) {
  const db = await getDb();
  const at =
    locationId === undefined ? undefined : (await requireClinicAt(viewer, "view_orders", locationId)).locationId;
  const loc = await complianceLocationFor(viewer, db, at);
  const [deas, licences] = await Promise.all([
    db
      .select()
      .from(deaRegistrations)
      .where(eq(deaRegistrations.locationId, loc.id))
      .orderBy(desc(deaRegistrations.id)),
    db.select().from(stateLicences).where(eq(stateLicences.locationId, loc.id)).orderBy(desc(stateLicences.id)),
  ]);
  // the verified registration in use and any newer one waiting for review are both shown
  const inUse = countingDea(
    deas.map((d) => ({ id: d.id, verified: d.verifiedAt !== null, expiresAt: d.expiresAt })),
    now,
  );
  return {
    location: { id: loc.id, name: loc.name, state: loc.state },
    dea: deas.map((d) => {
      const s = status(d, now);
      const counts = inUse?.id === d.id && s === "verified";
      return {
        id: d.id,
        number: d.number,
        schedules: d.schedules,
        state: d.state,
        expires_at: d.expiresAt.toISOString().slice(0, 10),
        status: s === "verified" && !counts ? "replaced" : s,
        in_use: counts,
        reason: d.reviewReason,
      };
    }),
    licences: licences.map((l) => ({
      id: l.id,
      state: l.state,
      number: l.number,
      expires_at: l.expiresAt.toISOString().slice(0, 10),
      status: status(l, now),
      reason: l.reviewReason,
    })),
  };
}

/** Records a DEA registration awaiting the operator's verification; a bad number saves nothing. */
/** `readBody` runs only once the viewer may record credentials: nobody else costs us a body read. */
export async function addDeaRegistration(
  viewer: Viewer,
  readBody: () => Promise<unknown>,
): Promise<{ id: number; message: string }> {
  await assertMayRecord(viewer);
  const body = await readBody();
  const input = parse(deaInputSchema, body);
  const locationId = await locationToManage(viewer, body);
  const db = await getDb();
  const [row] = await db
    .insert(deaRegistrations)
    .values({
      locationId,
      addedBy: viewer.id,
      number: input.number,
      schedules: input.schedules,
      state: input.state,
      expiresAt: input.expires_at,
    })
    .returning({ id: deaRegistrations.id });
  return { id: row!.id, message: "DEA registration saved. It counts once our team has verified it." };
}

/** As addDeaRegistration: the role is checked before the body is read. */
export async function addStateLicence(
  viewer: Viewer,
  readBody: () => Promise<unknown>,
): Promise<{ id: number; message: string }> {
  await assertMayRecord(viewer);
  const body = await readBody();
  const input = parse(licenceInputSchema, body);
  const locationId = await locationToManage(viewer, body);
  const db = await getDb();
  const [row] = await db
    .insert(stateLicences)
    .values({ locationId, addedBy: viewer.id, state: input.state, number: input.number, expiresAt: input.expires_at })
    .returning({ id: stateLicences.id });
  return { id: row!.id, message: "State licence saved. It counts once our team has verified it." };
}

/** The operator's verification (console credentials queue, or `npm run admin -- verify-dea <id>`), in the audit log. */
export async function verifyCredential(
  kind: "dea" | "licence",
  id: number,
  actor: Actor = CLI_ACTOR,
  now = new Date(),
) {
  const db = await getDb();
  const table = kind === "dea" ? deaRegistrations : stateLicences;
  const what = kind === "dea" ? "DEA registration" : "state licence";
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(table)
      .set({ verifiedAt: now })
      .where(and(eq(table.id, id), isNull(table.verifiedAt), isNull(table.rejectedAt), isNull(table.revokedAt)))
      .returning({ id: table.id, number: table.number, locationId: table.locationId });
    if (!rows.length) {
      const [exists] = await tx
        .select({ id: table.id, rejectedAt: table.rejectedAt, revokedAt: table.revokedAt })
        .from(table)
        .where(eq(table.id, id));
      if (!exists) throw notFound(`No ${what} ${id}.`);
      // a credential turned down stays down: the clinic enters a new one
      if (exists.rejectedAt || exists.revokedAt)
        throw new AppError(
          "CONFLICT",
          `The ${what} ${id} was ${exists.revokedAt ? "revoked" : "rejected"}; it cannot be verified.`,
        );
      return { message: `The ${what} ${id} was already verified.` };
    }
    await recordAudit(tx, actor, {
      action: kind === "dea" ? "verify_dea" : "verify_licence",
      targetType: "clinic_location",
      targetId: rows[0]!.locationId,
      after: { [kind]: id, number: rows[0]!.number },
    });
    return { message: `Verified ${what} ${id}.` };
  });
}

/** Credentials waiting for verification, oldest first, with their clinic and location, for the operator. */
export async function pendingCredentials() {
  const db = await getDb();
  const cols = (t: typeof deaRegistrations | typeof stateLicences) => ({
    id: t.id,
    number: t.number,
    state: t.state,
    location: clinicLocations.name,
    clinic: organization.name,
  });
  const [deas, licences] = await Promise.all([
    db
      .select(cols(deaRegistrations))
      .from(deaRegistrations)
      .innerJoin(clinicLocations, eq(clinicLocations.id, deaRegistrations.locationId))
      .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
      .where(
        and(
          isNull(deaRegistrations.verifiedAt),
          isNull(deaRegistrations.rejectedAt),
          isNull(deaRegistrations.revokedAt),
        ),
      )
      .orderBy(deaRegistrations.id),
    db
      .select(cols(stateLicences))
      .from(stateLicences)
      .innerJoin(clinicLocations, eq(clinicLocations.id, stateLicences.locationId))
      .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
      .where(and(isNull(stateLicences.verifiedAt), isNull(stateLicences.rejectedAt), isNull(stateLicences.revokedAt)))
      .orderBy(stateLicences.id),
  ]);
  return { deas, licences };
}
