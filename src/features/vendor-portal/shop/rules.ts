/**
 * Pure rules of a shop's settings and team. No I/O; the services and the pages ask these.
 */
import type { MemberRole } from "../rules";

export const TEAM_INVITE_DAYS = 7;
export const MAX_TEAM_SIZE = 25;

/** `pending`: invited, not yet signed in to the portal. */
export type TeamMember = { id: number; role: MemberRole; pending?: boolean; name?: string };

/**
 * Ownership opens everything (the team, keys, payouts), so it goes to people who have joined: an
 * invitation is for a manager or staff, and an invitee becomes owner after first signing in.
 */
export function ownerGrantProblem(name: string): string {
  return `${name} has not accepted the invitation yet; invite as manager or staff, and make them owner once they have signed in.`;
}

/** Why a role change or removal is refused (the shop would be left without an owner, or an invitee made owner), or null. */
export function teamChangeProblem(
  members: readonly TeamMember[],
  targetId: number,
  change: { role: MemberRole } | "remove",
): string | null {
  const target = members.find((m) => m.id === targetId);
  if (!target) return "This team member does not exist.";
  if (change !== "remove" && change.role === "owner" && target.role !== "owner" && target.pending)
    return ownerGrantProblem(target.name ?? "This person");
  const owners = members.filter((m) => m.role === "owner").length;
  const losesOwner = target.role === "owner" && (change === "remove" || change.role !== "owner");
  if (losesOwner && owners <= 1)
    return change === "remove"
      ? "The last owner cannot be removed; make someone else owner first."
      : "The last owner cannot change role; make someone else owner first.";
  return null;
}

/** An invitation's single-use link: still valid, expired, or gone (used or replaced). */
export function invitationLinkState(expiresAt: Date | null, now: Date): "valid" | "expired" | "none" {
  if (!expiresAt) return "none";
  return expiresAt > now ? "valid" : "expired";
}

export function teamFull(size: number): string | null {
  return size >= MAX_TEAM_SIZE ? `A shop can have at most ${MAX_TEAM_SIZE} team members.` : null;
}

export function teamInvitationMail(input: {
  to: string;
  shop: string;
  role: MemberRole;
  invitedBy: string;
  setPasswordUrl: string;
  signInUrl: string;
}) {
  return {
    to: input.to,
    subject: `You are invited to ${input.shop} on DVM Market`,
    body: [
      `${input.invitedBy} invited you to join ${input.shop} on DVM Market as ${input.role}.`,
      "",
      `Choose your password (the link works once, for ${TEAM_INVITE_DAYS} days):`,
      input.setPasswordUrl,
      "",
      `Then sign in to the vendor portal: ${input.signInUrl}`,
    ].join("\n"),
  };
}

/** The fee a vendor order pays below the free-shipping minimum: the shop's own, or the marketplace's. */
export function shippingFeeProblem(cents: number | null): string | null {
  if (cents === null) return null;
  if (!Number.isInteger(cents) || cents < 0) return "The shipping fee must be $0 or more.";
  if (cents > 100_000) return "The shipping fee must be at most $1,000.";
  return null;
}
