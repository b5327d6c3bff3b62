import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { jsonObject, scalar } from "@/db/json";
import { preparedRead } from "@/db/prepared";
import { clinicLocations, clinicMemberLocations, member, organization, session } from "@/db/schema";
import { forgetSessions, type Viewer } from "@/features/accounts/server";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { can, memberLocationIds, type ClinicAction } from "../rules";
import type { ClinicChoice } from "../switcher";

export type ClinicContext = {
  organizationId: string;
  clinicName: string;
  role: string;
  memberId: string;
  orderLimitCents: number | null;
  selfApproval: boolean;
  locationId: number;
  locationName: string;
};

async function locationsOf(tx: Tx, organizationId: string) {
  return tx
    .select({ id: clinicLocations.id, name: clinicLocations.name })
    .from(clinicLocations)
    .where(eq(clinicLocations.organizationId, organizationId))
    .orderBy(asc(clinicLocations.id));
}

/** The locations of a clinic this member acts for (their assignments, or every one: clinic/rules.ts). */
export async function locationsFor(
  tx: Tx,
  m: { organizationId: string; memberId: string; role: string },
): Promise<{ id: number; name: string }[]> {
  const all = await locationsOf(tx, m.organizationId);
  const assigned = await tx
    .select({ id: clinicMemberLocations.locationId })
    .from(clinicMemberLocations)
    .where(eq(clinicMemberLocations.memberId, m.memberId));
  const mine = new Set(
    memberLocationIds(
      m.role,
      assigned.map((a) => a.id),
      all.map((l) => l.id),
    ),
  );
  return all.filter((l) => mine.has(l.id));
}

/**
 * The clinic and location the viewer acts for: the session's choice while they are still a member,
 * else their first clinic and its first location. Null for an account with no clinic (e.g. a sales rep).
 */
// Several reads of one request (the buy box's cart quantities, the cart's count) each ask whose clinic
// and location the session acts for: inside `sharingClinicContext` they share one answer per viewer.
const shared = new AsyncLocalStorage<Map<Viewer, Promise<ClinicContext | null>>>();

/** Runs `work` with one clinic context read per viewer for all of it (outside transactions). */
export function sharingClinicContext<T>(work: () => Promise<T>): Promise<T> {
  return shared.run(new Map(), work);
}

export async function clinicContextIn(
  tx: Tx,
  viewer: Viewer,
  at?: { organizationId: string; locationId: number },
): Promise<ClinicContext | null> {
  const memo = shared.getStore();
  if (!memo || at || tx !== (await getDb())) return readClinicContext(tx, viewer, at);
  const kept = memo.get(viewer) ?? readClinicContext(tx, viewer);
  memo.set(viewer, kept);
  return kept;
}

async function readClinicContext(
  tx: Tx,
  viewer: Viewer,
  at?: { organizationId: string; locationId: number },
): Promise<ClinicContext | null> {
  const mine = await membershipsWithLocations(tx, viewer.id);
  if (!mine.length) return null;
  // a scheduled reorder acts for its own clinic and location, and only while its member still belongs there
  if (at) {
    const m = mine.find((x) => x.organizationId === at.organizationId);
    const loc = m && myLocations(m).find((l) => l.id === at.locationId);
    return m && loc ? { ...membershipOf(m), locationId: loc.id, locationName: loc.name } : null;
  }
  // the session's choice was read with the session (getViewer); a viewer loaded by id has none
  const chosen = viewer.sessionChoice ?? { org: null, loc: null };
  const m = mine.find((x) => x.organizationId === chosen.org) ?? mine[0]!;
  const locs = myLocations(m);
  const loc = locs.find((l) => l.id === chosen.loc) ?? locs[0];
  if (!loc) return null;
  return { ...membershipOf(m), locationId: loc.id, locationName: loc.name };
}

/** The viewer's memberships, each with its clinic's locations (in id order), in one query. */
function membershipsQuery(tx: Tx) {
  const l = clinicLocations;
  return tx
    .select({
      organizationId: member.organizationId,
      clinicName: organization.name,
      role: member.role,
      memberId: member.id,
      orderLimitCents: member.orderLimitCents,
      selfApproval: organization.selfApproval,
      locations: scalar<{ id: number; name: string }[]>(
        sql`select coalesce(json_agg(${jsonObject({ id: l.id, name: l.name })} order by ${l.id}), '[]'::json)
          from ${l} where ${l.organizationId} = ${member.organizationId}`,
      ),
      assigned: scalar<number[]>(
        sql`select coalesce(json_agg(${clinicMemberLocations.locationId}), '[]'::json)
          from ${clinicMemberLocations} where ${clinicMemberLocations.memberId} = ${member.id}`,
      ),
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, sql.placeholder("userId")))
    .orderBy(asc(member.createdAt), asc(member.id));
}

// every signed-in request reads it: built once
const memberships = preparedRead(membershipsQuery, "clinic_memberships");
const membershipsWithLocations = (tx: Tx, userId: string) => memberships(tx, { userId });

type MembershipRow = Awaited<ReturnType<typeof membershipsWithLocations>>[number];

/** The locations of the clinic this member acts for: their assignments, or every one (clinic/rules.ts). */
function myLocations(m: MembershipRow): { id: number; name: string }[] {
  const mine = new Set(
    memberLocationIds(
      m.role,
      m.assigned,
      m.locations.map((l) => l.id),
    ),
  );
  return m.locations.filter((l) => mine.has(l.id));
}

const membershipOf = (m: MembershipRow): Omit<MembershipRow, "locations" | "assigned"> => ({
  organizationId: m.organizationId,
  clinicName: m.clinicName,
  role: m.role,
  memberId: m.memberId,
  orderLimitCents: m.orderLimitCents,
  selfApproval: m.selfApproval,
});

export async function clinicContext(viewer: Viewer): Promise<ClinicContext | null> {
  return clinicContextIn(await getDb(), viewer);
}

/** The viewer's clinic context, refused unless their role grants the action. */
export async function requireClinic(viewer: Viewer, action: ClinicAction): Promise<ClinicContext> {
  const ctx = await clinicContext(viewer);
  if (!ctx) throw forbidden("You are not a member of a clinic.");
  if (!can(ctx.role, action)) throw forbidden("Your clinic role does not allow this.");
  return ctx;
}

/**
 * The viewer's clinic context at one location of it (a location's own page, its credentials):
 * refused unless the role grants the action; another clinic's location is not found.
 */
export async function requireClinicAt(
  viewer: Viewer,
  action: ClinicAction,
  locationId: number,
): Promise<ClinicContext> {
  const ctx = await requireClinic(viewer, action);
  const db = await getDb();
  const loc = (await locationsFor(db, ctx)).find((l) => l.id === locationId);
  if (loc) return { ...ctx, locationId: loc.id, locationName: loc.name };
  const ofClinic = (await locationsOf(db, ctx.organizationId)).some((l) => l.id === locationId);
  if (ofClinic) throw forbidden("You are not assigned to that location.");
  throw notFound("That location is not part of your clinic.");
}

export type { ClinicChoice };

/** Every clinic the viewer belongs to with its locations, for the switcher. */
export async function myClinics(viewer: Viewer): Promise<ClinicChoice> {
  const db = await getDb();
  const mine = await membershipsWithLocations(db, viewer.id);
  const clinics = mine.map((m) => ({
    id: m.organizationId,
    name: m.clinicName,
    role: m.role,
    locations: myLocations(m),
  }));
  const ctx = await clinicContextIn(db, viewer);
  return { clinics, active: ctx && { clinic_id: ctx.organizationId, location_id: ctx.locationId } };
}

/** Switches this session (only) to one of the viewer's clinics and one of its locations. */
export async function switchClinic(viewer: Viewer, clinicId: string, locationId?: number): Promise<ClinicContext> {
  if (!viewer.sessionId) throw new AppError("UNAUTHORIZED", "Please sign in.");
  const db = await getDb();
  const [m] = await db
    .select({ memberId: member.id, role: member.role, organizationId: member.organizationId })
    .from(member)
    .where(and(eq(member.userId, viewer.id), eq(member.organizationId, clinicId)));
  if (!m) throw forbidden("You are not a member of that clinic.");
  const locs = await locationsFor(db, m);
  const loc = locationId === undefined ? locs[0] : locs.find((l) => l.id === locationId);
  if (!loc) {
    const all = await locationsOf(db, clinicId);
    if (all.some((l) => l.id === locationId)) throw forbidden("You are not assigned to that location.");
    throw notFound("That location is not part of this clinic.");
  }
  await db
    .update(session)
    .set({ activeOrganizationId: clinicId, activeLocationId: loc.id })
    .where(and(eq(session.id, viewer.sessionId), eq(session.userId, viewer.id)));
  forgetSessions({ users: [viewer.id] }); // the next request prices and fills the cart for this location
  return (await clinicContextIn(db, { ...viewer, sessionChoice: { org: clinicId, loc: loc.id } }))!;
}
