import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, like, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { session, user, vendorMembers, verification } from "@/db/schema";
import { forgetSessions } from "@/features/accounts/server";
import { sendMail } from "@/features/mail/server";
import { baseUrl } from "@/lib/config";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { splitContactName } from "../onboarding-rules";
import type { MemberRole } from "../../rules";
import {
  invitationLinkState,
  ownerGrantProblem,
  TEAM_INVITE_DAYS,
  teamChangeProblem,
  teamFull,
  teamInvitationMail,
} from "../rules";
import type { VendorContext } from "../../server/access";

/** The seller's rows of vendor_members: a vendor's or a service provider's team. */
const ofSeller = (ctx: VendorContext) =>
  ctx.vendorId !== null
    ? eq(vendorMembers.vendorId, ctx.vendorId)
    : eq(vendorMembers.serviceProviderId, ctx.serviceProviderId!);

// one seller's team changes one at a time, so two removals cannot both take "the other" owner
const lockTeam = (tx: Tx, ctx: VendorContext) =>
  tx.execute(sql`select pg_advisory_xact_lock(7117002, ${ctx.vendorId ?? -ctx.serviceProviderId!})`);

// an invitation's link is the invitee's password-reset token (see sendInvitation)
const INVITE_TOKEN = "reset-password:%";

async function members(tx: Tx, ctx: VendorContext) {
  return tx
    .select({
      id: vendorMembers.id,
      userId: vendorMembers.userId,
      role: vendorMembers.role,
      name: user.name,
      email: user.email,
      createdAt: vendorMembers.createdAt,
      acceptedAt: vendorMembers.acceptedAt,
      linkExpiresAt: sql<Date | string | null>`(select max(${verification.expiresAt}) from ${verification}
        where ${verification.value} = ${vendorMembers.userId} and ${verification.identifier} like ${INVITE_TOKEN})`,
    })
    .from(vendorMembers)
    .innerJoin(user, eq(user.id, vendorMembers.userId))
    .where(ofSeller(ctx))
    .orderBy(asc(vendorMembers.id));
}

const asTeamMember = (m: { id: number; role: string; name: string; acceptedAt: Date | null }) => ({
  id: m.id,
  name: m.name,
  role: m.role as MemberRole,
  pending: m.acceptedAt === null,
});

/**
 * The team, oldest first. A pending member was invited and has not signed in to the portal yet; their
 * invitation's link is `valid`, `expired` (resend it) or `none` (used to set a password, or replaced).
 */
export async function listTeam(ctx: VendorContext, now = new Date()) {
  const db = await getDb();
  const rows = await members(db, ctx);
  return rows.map((m) => {
    const linkExpires = m.linkExpiresAt === null ? null : new Date(m.linkExpiresAt);
    return {
      id: m.id,
      name: m.name,
      email: m.email,
      role: m.role as MemberRole,
      you: m.userId === ctx.userId,
      joined_at: m.createdAt.toISOString(),
      pending: m.acceptedAt === null,
      invitation:
        m.acceptedAt === null
          ? { link: invitationLinkState(linkExpires, now), expires_at: linkExpires?.toISOString() ?? null }
          : null,
    };
  });
}

/**
 * The account an invitation joins to the team: a new vendor-role user without a password, or the
 * account of someone once removed from a team (a vendor user with no team now; removal kept it so
 * what they did still names them). Any other account with the address is refused with a sentence.
 */
async function inviteeAccount(tx: Tx, ctx: VendorContext, input: { email: string; name: string }): Promise<string> {
  const [existing] = await tx
    .select({
      id: user.id,
      role: user.role,
      team: vendorMembers.id,
      vendorId: vendorMembers.vendorId,
      providerId: vendorMembers.serviceProviderId,
    })
    .from(user)
    .leftJoin(vendorMembers, eq(vendorMembers.userId, user.id))
    .where(eq(user.email, input.email))
    .limit(1);
  if (existing?.team)
    throw new AppError(
      "CONFLICT",
      existing.vendorId === ctx.vendorId && existing.providerId === ctx.serviceProviderId
        ? `${input.email} is already on your team.`
        : `${input.email} already belongs to another shop's team; invite the person with another address.`,
    );
  if (existing && existing.role !== "vendor")
    throw new AppError(
      "CONFLICT",
      `An account with the e-mail ${input.email} already exists; invite the person with another address.`,
    );
  if (existing) return existing.id;
  const userId = randomUUID();
  const { firstName, lastName } = splitContactName(input.name);
  await tx.insert(user).values({
    id: userId,
    name: input.name,
    email: input.email,
    emailVerified: true, // the single-use link sent to this address proves it
    firstName,
    lastName,
    position: "Vendor",
    confirmed: 1,
    role: "vendor",
  });
  return userId;
}

/**
 * A single-use link for the invitee to choose a password (the password-reset token, as the owner's
 * invitation on approval), mailed through the outbox in the caller's transaction. Earlier links of
 * the same person stop working, so only the newest mail opens the portal.
 */
async function sendInvitation(
  tx: Tx,
  ctx: VendorContext,
  invitee: { userId: string; email: string; role: MemberRole },
  now: Date,
) {
  await tx
    .delete(verification)
    .where(and(eq(verification.value, invitee.userId), like(verification.identifier, INVITE_TOKEN)));
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + TEAM_INVITE_DAYS * 86_400_000);
  await tx.insert(verification).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: invitee.userId,
    expiresAt,
  });
  const [inviter] = ctx.userId ? await tx.select({ name: user.name }).from(user).where(eq(user.id, ctx.userId)) : [];
  await sendMail(
    tx,
    teamInvitationMail({
      to: invitee.email,
      shop: ctx.sellerName,
      role: invitee.role,
      invitedBy: inviter?.name ?? ctx.sellerName,
      setPasswordUrl: `${baseUrl()}/auth/reset-password?token=${encodeURIComponent(token)}&for=vendor`,
      signInUrl: `${baseUrl()}/vendor/signin`,
    }),
  );
  return expiresAt;
}

/**
 * Invites someone by e-mail: their account (see inviteeAccount), a pending membership with the chosen
 * role (never owner: see ownerGrantProblem) and the link to choose a password (sendInvitation).
 */
export async function inviteMember(
  ctx: VendorContext,
  input: { email: string; name: string; role: MemberRole },
  now = new Date(),
) {
  if (input.role === "owner") throw badRequest(ownerGrantProblem(input.name));
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockTeam(tx, ctx);
    const full = teamFull((await members(tx, ctx)).length);
    if (full) throw new AppError("CONFLICT", full);
    const userId = await inviteeAccount(tx, ctx, input);
    const [member] = await tx
      .insert(vendorMembers)
      .values({
        userId,
        vendorId: ctx.vendorId,
        serviceProviderId: ctx.serviceProviderId,
        role: input.role,
        acceptedAt: null,
      })
      .returning({ id: vendorMembers.id });
    await sendInvitation(tx, ctx, { userId, email: input.email, role: input.role }, now);
    return { id: member!.id, email: input.email, role: input.role };
  });
}

/** Mails a pending member a new link (the old ones stop working); someone who has joined is a 409. */
export async function resendInvitation(ctx: VendorContext, memberId: number, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockTeam(tx, ctx);
    const target = (await members(tx, ctx)).find((m) => m.id === memberId);
    if (!target) throw notFound("This team member does not exist.");
    if (target.acceptedAt) throw new AppError("CONFLICT", `${target.name} has already joined the team.`);
    const role = target.role as MemberRole;
    const expiresAt = await sendInvitation(tx, ctx, { userId: target.userId, email: target.email, role }, now);
    return { id: memberId, email: target.email, expires_at: expiresAt.toISOString() };
  });
}

/**
 * Changes a member's role; the last owner keeps theirs and an invitee who has not signed in cannot be
 * made owner (409). Another seller's member: 404, nothing changed.
 */
export async function changeMemberRole(ctx: VendorContext, memberId: number, role: MemberRole) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockTeam(tx, ctx);
    const team = await members(tx, ctx);
    if (!team.some((m) => m.id === memberId)) throw notFound("This team member does not exist.");
    const problem = teamChangeProblem(team.map(asTeamMember), memberId, { role });
    if (problem) throw new AppError("CONFLICT", problem);
    await tx
      .update(vendorMembers)
      .set({ role })
      .where(and(eq(vendorMembers.id, memberId), ofSeller(ctx)));
    return { id: memberId, role };
  });
}

/**
 * Removes a member from the team and ends their sessions at once. Their account stays (answers and
 * keys they made still name them) but opens no portal any more; the last owner cannot be removed.
 */
export async function removeMember(ctx: VendorContext, memberId: number) {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    await lockTeam(tx, ctx);
    const team = await members(tx, ctx);
    const target = team.find((m) => m.id === memberId);
    if (!target) throw notFound("This team member does not exist.");
    const problem = teamChangeProblem(team.map(asTeamMember), memberId, "remove");
    if (problem) throw new AppError("CONFLICT", problem);
    if (target.userId === ctx.userId) throw badRequest("You cannot remove yourself; ask another owner.");
    await tx.delete(vendorMembers).where(and(eq(vendorMembers.id, memberId), ofSeller(ctx)));
    await tx.delete(session).where(eq(session.userId, target.userId));
    await tx.delete(verification).where(eq(verification.value, target.userId));
    return { removed: memberId, userId: target.userId };
  });
  forgetSessions({ users: [removed.userId] }); // their sessions ended: every instance forgets them at once
  return { removed: removed.removed };
}
