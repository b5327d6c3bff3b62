import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { getDb } from "@/db/client";
import { clinicLocations, clinicMemberLocations, invitation, member, organization, session, user } from "@/db/schema";
import { forgetSessions, type Viewer } from "@/features/accounts/server";
import { recordAudit } from "@/features/audit/server";
import { sendMail } from "@/features/mail/server";
import { AppError, forbidden, notFound } from "@/lib/errors";
import { dollarsToCents, fromCents } from "@/lib/money";
import {
  assignableRoles,
  assignLocationsProblem,
  assignRoleProblem,
  can,
  canAssignRole,
  isClinicRole,
  type ClinicRole,
} from "../rules";
import { requireClinic } from "./context";

const INVITE_DAYS = 14;

export async function listMembers(viewer: Viewer) {
  const ctx = await requireClinic(viewer, "view_orders");
  const db = await getDb();
  const rows = await db
    .select({
      id: member.id,
      role: member.role,
      limit: member.orderLimitCents,
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, ctx.organizationId))
    .orderBy(asc(member.createdAt), asc(member.id));
  // pending invitations only for those who manage members: nobody else needs their addresses or ids
  const invites = can(ctx.role, "manage_members")
    ? await db
        .select({ id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt })
        .from(invitation)
        .where(and(eq(invitation.organizationId, ctx.organizationId), eq(invitation.status, "pending")))
    : [];
  const [org] = await db
    .select({ others: organization.shipToOtherAddresses })
    .from(organization)
    .where(eq(organization.id, ctx.organizationId));
  const locations = await db
    .select({ id: clinicLocations.id, name: clinicLocations.name })
    .from(clinicLocations)
    .where(eq(clinicLocations.organizationId, ctx.organizationId))
    .orderBy(asc(clinicLocations.id));
  const assigned = rows.length
    ? await db
        .select({ memberId: clinicMemberLocations.memberId, locationId: clinicMemberLocations.locationId })
        .from(clinicMemberLocations)
        .where(
          inArray(
            clinicMemberLocations.memberId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return {
    clinic: {
      id: ctx.organizationId,
      name: ctx.clinicName,
      self_approval: ctx.selfApproval,
      ship_to_other_addresses: org?.others ?? false,
    },
    my_role: ctx.role,
    members: rows.map((r) => ({
      id: r.id,
      user_id: r.userId,
      name: `${r.firstName} ${r.lastName}`.trim() || r.email,
      email: r.email,
      role: r.role,
      order_limit: r.limit === null ? null : fromCents(r.limit),
      // the locations this member is assigned to; none: every location
      location_ids: assigned.filter((a) => a.memberId === r.id).map((a) => a.locationId),
      assignable_roles: can(ctx.role, "manage_members") ? assignableRoles(ctx.role, r.role) : [],
    })),
    locations,
    invitations: invites.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
}

/** Invites by e-mail: the invitation row, then the mail through the outbox once it is committed. */
export async function inviteMember(viewer: Viewer, email: string, role: ClinicRole, now = new Date()) {
  const ctx = await requireClinic(viewer, "manage_members");
  const problem = assignRoleProblem(ctx.role, role);
  if (problem) throw forbidden(problem);
  const db = await getDb();
  const [already] = await db
    .select({ id: member.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, ctx.organizationId), eq(sql`lower(${user.email})`, email)));
  if (already) throw new AppError("CONFLICT", `${email} is already a member of this clinic.`);
  const id = randomUUID();
  // the id is shown to the clinic's managers; the token travels only in the mail, so using it proves the address
  const token = randomBytes(24).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.insert(invitation).values({
      id,
      organizationId: ctx.organizationId,
      email,
      role,
      status: "pending",
      expiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000),
      inviterId: viewer.id,
      tokenHash: hashToken(token),
    });
    await recordAudit(tx, viewer, {
      action: "clinic.invite",
      targetType: "invitation",
      targetId: id,
      after: { clinic: ctx.organizationId, email, role, invited_by: viewer.email },
    });
  });
  await sendMail(db, {
    to: email,
    subject: `You are invited to ${ctx.clinicName} on DVM Market`,
    body: [
      `${viewer.firstName} ${viewer.lastName} invites you to join ${ctx.clinicName} as ${role}.`,
      "",
      `Sign in or create an account with this e-mail address, then open /clinic/join/${id}?token=${token} to accept.`,
      `The invitation expires in ${INVITE_DAYS} days.`,
    ].join("\n"),
  });
  return { id, email, role };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function tokenMatches(hash: string | null, token: string | undefined): boolean {
  if (!hash || !token) return false;
  const a = Buffer.from(hash, "hex");
  const b = Buffer.from(hashToken(token), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export const INVITE_TEXT = {
  unproven:
    "Open the link in the invitation e-mail to accept it: it proves this account owns the address the invitation was sent to.",
} as const;

/**
 * Accepts an invitation addressed to the signed-in account's e-mail, and only once that address is
 * proven: by the mailed token (which then marks the address verified) or an address already verified.
 * Signing up an invited address someone else typed is not enough.
 */
export async function acceptInvitation(viewer: Viewer, id: string, token?: string, now = new Date()) {
  const db = await getDb();
  const [inv] = await db.select().from(invitation).where(eq(invitation.id, id));
  if (!inv || inv.email.toLowerCase() !== viewer.email.toLowerCase())
    throw notFound("This invitation does not exist or is for another e-mail address.");
  if (inv.status !== "pending") throw new AppError("CONFLICT", `This invitation was already ${inv.status}.`);
  if (inv.expiresAt < now) throw new AppError("UNPROCESSABLE", "This invitation has expired; ask for a new one.");
  const proven = tokenMatches(inv.tokenHash, token);
  if (!proven && !viewer.emailVerified) throw forbidden(INVITE_TEXT.unproven);
  const role = isClinicRole(inv.role) ? inv.role : "viewer";
  await db.transaction(async (tx) => {
    // the claim: a second accept (or a race) finds it no longer pending and adds nobody
    const claimed = await tx
      .update(invitation)
      .set({ status: "accepted" })
      .where(and(eq(invitation.id, id), eq(invitation.status, "pending")))
      .returning({ id: invitation.id });
    if (!claimed.length) throw new AppError("CONFLICT", "This invitation was already accepted.");
    await tx
      .insert(member)
      .values({ id: randomUUID(), organizationId: inv.organizationId, userId: viewer.id, role })
      .onConflictDoNothing();
    if (proven && !viewer.emailVerified)
      await tx.update(user).set({ emailVerified: true }).where(eq(user.id, viewer.id));
    await recordAudit(tx, viewer, {
      action: "clinic.invitation_accepted",
      targetType: "invitation",
      targetId: id,
      after: {
        clinic: inv.organizationId,
        role,
        invited_by: inv.inviterId,
        proven_by: proven ? "mailed link" : "verified address",
      },
    });
  });
  forgetSessions({ users: [viewer.id] });
  const [org] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, inv.organizationId));
  return { clinic_id: inv.organizationId, clinic: org?.name ?? "", role };
}

async function targetMember(organizationId: string, memberId: string) {
  const db = await getDb();
  const [m] = await db.select().from(member).where(eq(member.id, memberId));
  if (!m) throw notFound("That member does not exist.");
  if (m.organizationId !== organizationId) throw forbidden("That member belongs to another clinic.");
  return m;
}

async function ownersLeft(organizationId: string, exceptMemberId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(member)
    .where(
      and(eq(member.organizationId, organizationId), eq(member.role, "owner"), sql`${member.id} <> ${exceptMemberId}`),
    );
  return row?.n ?? 0;
}

/** The location ids as given, once each, every one of this clinic: another clinic's (or none) is refused. */
async function ownLocationIds(organizationId: string, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const db = await getDb();
  const found = await db
    .select({ id: clinicLocations.id })
    .from(clinicLocations)
    .where(and(eq(clinicLocations.organizationId, organizationId), inArray(clinicLocations.id, unique)));
  if (found.length !== unique.length) throw notFound("That location is not part of this clinic.");
  return unique.sort((a, b) => a - b);
}

export async function updateMember(
  viewer: Viewer,
  memberId: string,
  body: { role?: ClinicRole; order_limit?: number | null; location_ids?: number[] },
) {
  const ctx = await requireClinic(viewer, "manage_members");
  const m = await targetMember(ctx.organizationId, memberId);
  let locationIds: number[] | undefined;
  if (body.location_ids) {
    // where a member works is judged on the role they will have after this change
    const problem = assignLocationsProblem(ctx.role, body.role ?? m.role);
    if (problem) throw forbidden(problem);
    locationIds = await ownLocationIds(ctx.organizationId, body.location_ids);
  }
  const set: { role?: string; orderLimitCents?: number | null } = {};
  if (body.role && body.role !== m.role) {
    const problem = assignRoleProblem(ctx.role, body.role, m.role);
    if (problem) throw forbidden(problem);
    if (m.role === "owner" && (await ownersLeft(ctx.organizationId, m.id)) === 0)
      throw new AppError("UNPROCESSABLE", "A clinic keeps at least one owner.");
    set.role = body.role;
  }
  if (body.order_limit !== undefined)
    set.orderLimitCents = body.order_limit === null ? null : dollarsToCents(body.order_limit);
  if (!Object.keys(set).length && !locationIds) return { id: memberId };
  const db = await getDb();
  await db.transaction(async (tx) => {
    const before: Record<string, unknown> = { role: m.role, order_limit_cents: m.orderLimitCents };
    const after: Record<string, unknown> = { ...set };
    if (Object.keys(set).length) await tx.update(member).set(set).where(eq(member.id, memberId));
    if (locationIds) {
      const was = await tx
        .delete(clinicMemberLocations)
        .where(eq(clinicMemberLocations.memberId, memberId))
        .returning({ id: clinicMemberLocations.locationId });
      if (locationIds.length)
        await tx.insert(clinicMemberLocations).values(locationIds.map((locationId) => ({ memberId, locationId })));
      before.location_ids = was.map((w) => w.id).sort((a, b) => a - b);
      after.location_ids = locationIds;
    }
    await recordAudit(tx, viewer, {
      action: "clinic.member_updated",
      targetType: "member",
      targetId: memberId,
      before,
      after,
    });
  });
  forgetSessions({ users: [m.userId] }); // their header shows the role and the location's cart they act for
  return { id: memberId, ...(locationIds ? { location_ids: locationIds } : {}) };
}

/**
 * Removes a member: clinic access ends at once (every request reads membership fresh), and
 * their sessions acting for this clinic are ended.
 */
export async function removeMember(viewer: Viewer, memberId: string) {
  const ctx = await requireClinic(viewer, "manage_members");
  const m = await targetMember(ctx.organizationId, memberId);
  if (!canAssignRole(ctx.role, "viewer", m.role))
    throw forbidden("Only the clinic's owner removes an owner or a manager.");
  if (m.role === "owner" && (await ownersLeft(ctx.organizationId, m.id)) === 0)
    throw new AppError("UNPROCESSABLE", "A clinic keeps at least one owner.");
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(member).where(eq(member.id, memberId));
    await recordAudit(tx, viewer, {
      action: "clinic.member_removed",
      targetType: "member",
      targetId: memberId,
      before: { user_id: m.userId, role: m.role },
    });
    await tx
      .delete(session)
      .where(and(eq(session.userId, m.userId), eq(session.activeOrganizationId, ctx.organizationId)));
  });
  forgetSessions({ users: [m.userId] }); // their sessions acting for this clinic ended: on every instance at once
  return { id: memberId };
}
