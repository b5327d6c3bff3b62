import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { jsonObject, scalar } from "@/db/json";
import { clinicLocations, member, organization, session } from "@/db/schema";
import { forgetSessions, type Viewer } from "@/features/accounts/server";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { can, type ClinicAction } from "../rules";
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

async function memberships(tx: Tx, userId: string) {
  return tx
    .select({
      organizationId: member.organizationId,
      clinicName: organization.name,
      role: member.role,
      memberId: member.id,
      orderLimitCents: member.orderLimitCents,
      selfApproval: organization.selfApproval,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(member.createdAt), asc(member.id));
}

async function locationsOf(tx: Tx, organizationId: string) {
  return tx
    .select({ id: clinicLocations.id, name: clinicLocations.name })
    .from(clinicLocations)
    .where(eq(clinicLocations.organizationId, organizationId))
    .orderBy(asc(clinicLocations.id));
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
    const loc = m?.locations.find((l) => l.id === at.locationId);
    return m && loc ? { ...membershipOf(m), locationId: loc.id, locationName: loc.name } : null;
  }
  // the session's choice was read with the session (getViewer); a viewer loaded by id has none
  const chosen = viewer.sessionChoice ?? { org: null, loc: null };
  const m = mine.find((x) => x.organizationId === chosen.org) ?? mine[0]!;
  const loc = m.locations.find((l) => l.id === chosen.loc) ?? m.locations[0];
  if (!loc) return null;
  return { ...membershipOf(m), locationId: loc.id, locationName: loc.name };
}

/** The viewer's memberships, each with its clinic's locations (in id order), in one query. */
function membershipsWithLocations(tx: Tx, userId: string) {
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
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(member.createdAt), asc(member.id));
}

type MembershipRow = Awaited<ReturnType<typeof membershipsWithLocations>>[number];
const membershipOf = (m: MembershipRow): Omit<MembershipRow, "locations"> => ({
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

export type { ClinicChoice };

/** Every clinic the viewer belongs to with its locations, for the switcher. */
export async function myClinics(viewer: Viewer): Promise<ClinicChoice> {
  const db = await getDb();
  const mine = await memberships(db, viewer.id);
  const clinics = [];
  for (const m of mine)
    clinics.push({
      id: m.organizationId,
      name: m.clinicName,
      role: m.role,
      locations: await locationsOf(db, m.organizationId),
    });
  const ctx = await clinicContextIn(db, viewer);
  return { clinics, active: ctx && { clinic_id: ctx.organizationId, location_id: ctx.locationId } };
}

/** Switches this session (only) to one of the viewer's clinics and one of its locations. */
export async function switchClinic(viewer: Viewer, clinicId: string, locationId?: number): Promise<ClinicContext> {
  if (!viewer.sessionId) throw new AppError("UNAUTHORIZED", "Please sign in.");
  const db = await getDb();
  const [m] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.userId, viewer.id), eq(member.organizationId, clinicId)));
  if (!m) throw forbidden("You are not a member of that clinic.");
  const locs = await locationsOf(db, clinicId);
  const loc = locationId === undefined ? locs[0] : locs.find((l) => l.id === locationId);
  if (!loc) throw notFound("That location is not part of this clinic.");
  await db
    .update(session)
    .set({ activeOrganizationId: clinicId, activeLocationId: loc.id })
    .where(and(eq(session.id, viewer.sessionId), eq(session.userId, viewer.id)));
  forgetSessions({ users: [viewer.id] }); // the next request prices and fills the cart for this location
  return (await clinicContextIn(db, { ...viewer, sessionChoice: { org: clinicId, loc: loc.id } }))!;
}
