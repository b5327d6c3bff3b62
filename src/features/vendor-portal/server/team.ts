import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { session, user, vendorMembers, verification } from "@/db/schema";
import { forgetSessions } from "@/features/accounts/server";
import { sendMail } from "@/features/mail/server";
import { baseUrl } from "@/lib/config";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { splitContactName } from "../onboarding-rules";
import type { MemberRole } from "../rules";
import { TEAM_INVITE_DAYS, teamChangeProblem, teamFull, teamInvitationMail } from "../shop-rules";
import type { VendorContext } from "./access";

/** The seller's rows of vendor_members: a vendor's or a service provider's team. */
const ofSeller = (ctx: VendorContext) =>
  ctx.vendorId !== null
    ? eq(vendorMembers.vendorId, ctx.vendorId)
    : eq(vendorMembers.serviceProviderId, ctx.serviceProviderId!);

// one seller's team changes one at a time, so two removals cannot both take "the other" owner
const lockTeam = (tx: Tx, ctx: VendorContext) =>
  tx.execute(sql`select pg_advisory_xact_lock(7117002, ${ctx.vendorId ?? -ctx.serviceProviderId!})`);

async function members(tx: Tx, ctx: VendorContext) {
  return tx
    .select({
      id: vendorMembers.id,
      userId: vendorMembers.userId,
      role: vendorMembers.role,
      name: user.name,
      email: user.email,
      createdAt: vendorMembers.createdAt,
    })
    .from(vendorMembers)
    .innerJoin(user, eq(user.id, vendorMembers.userId))
    .where(ofSeller(ctx))
    .orderBy(asc(vendorMembers.id));
}

export async function listTeam(ctx: VendorContext) {
  const db = await getDb();
  const rows = await members(db, ctx);
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    email: m.email,
    role: m.role as MemberRole,
    you: m.userId === ctx.userId,
    joined_at: m.createdAt.toISOString(),
  }));
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
 * Invites someone by e-mail: their account (see inviteeAccount), a membership with the chosen role,
 * and a single-use link (the password-reset token, as the owner's invitation on approval) mailed
 * through the outbox in the same transaction.
 */
export async function inviteMember(
  ctx: VendorContext,
  input: { email: string; name: string; role: MemberRole },
  now = new Date(),
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockTeam(tx, ctx);
    const full = teamFull((await members(tx, ctx)).length);
    if (full) throw new AppError("CONFLICT", full);
    const userId = await inviteeAccount(tx, ctx, input);
    const [member] = await tx
      .insert(vendorMembers)
      .values({ userId, vendorId: ctx.vendorId, serviceProviderId: ctx.serviceProviderId, role: input.role })
      .returning({ id: vendorMembers.id });
    const token = randomBytes(24).toString("base64url");
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: userId,
      expiresAt: new Date(now.getTime() + TEAM_INVITE_DAYS * 86_400_000),
    });
    const [inviter] = ctx.userId ? await tx.select({ name: user.name }).from(user).where(eq(user.id, ctx.userId)) : [];
    await sendMail(
      tx,
      teamInvitationMail({
        to: input.email,
        shop: ctx.sellerName,
        role: input.role,
        invitedBy: inviter?.name ?? ctx.sellerName,
        setPasswordUrl: `${baseUrl()}/auth/reset-password?token=${encodeURIComponent(token)}&for=vendor`,
        signInUrl: `${baseUrl()}/vendor/signin`,
      }),
    );
    return { id: member!.id, email: input.email, role: input.role };
  });
}

/** Changes a member's role; the last owner keeps theirs. Another seller's member: 404, nothing changed. */
export async function changeMemberRole(ctx: VendorContext, memberId: number, role: MemberRole) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockTeam(tx, ctx);
    const team = await members(tx, ctx);
    if (!team.some((m) => m.id === memberId)) throw notFound("This team member does not exist.");
    const problem = teamChangeProblem(
      team.map((m) => ({ id: m.id, role: m.role as MemberRole })),
      memberId,
      { role },
    );
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
    const problem = teamChangeProblem(
      team.map((m) => ({ id: m.id, role: m.role as MemberRole })),
      memberId,
      "remove",
    );
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
