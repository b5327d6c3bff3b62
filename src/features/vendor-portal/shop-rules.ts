/**
 * Pure rules of a shop's settings, team and webhook. No I/O; the services and the pages ask these.
 */
import { isIpLiteral, isPrivateAddress } from "@/lib/private-address";
import type { MemberRole } from "./rules";

export const TEAM_INVITE_DAYS = 7;
export const MAX_TEAM_SIZE = 25;
export const WEBHOOK_EVENT_NEW_ORDER = "order.created";
export const WEBHOOK_SIGNATURE_HEADER = "x-dvm-signature";

/**
 * A webhook address the marketplace will post to: https, or plain http only where the caller allows it
 * (development and tests, whose receivers run on this machine). No credentials in the address. A host
 * given as an address or a name of this machine is judged here; what a name resolves to is judged by
 * resolvedAddressProblem once it has been looked up.
 */
export function webhookUrlProblem(raw: string, opts: { allowHttp: boolean; allowPrivate: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return "The webhook address must be a full URL like https://erp.example.com/dvm-orders.";
  }
  if (url.protocol !== "https:" && !(opts.allowHttp && url.protocol === "http:"))
    return "The webhook address must start with https://.";
  if (!opts.allowPrivate && isInternalHost(url.hostname)) return PRIVATE_SENTENCE;
  if (url.username || url.password)
    return "Put no user name or password in the webhook address; verify the signature instead.";
  if (raw.length > 500) return "The webhook address must be at most 500 characters.";
  return null;
}

const PRIVATE_SENTENCE = "The webhook address must be a public address, not this machine or a private network.";

/** Why the addresses a host name resolves to may not be posted to (any one private is enough), or null. */
export function resolvedAddressProblem(host: string, addresses: readonly string[]): string | null {
  if (!addresses.length) return `The webhook address's host ${host} has no address; check the spelling.`;
  const inside = addresses.find(isPrivateAddress);
  return inside
    ? `The webhook address must be a public address: ${host} resolves to ${inside}, which is this machine or a private network.`
    : null;
}

// Names of this machine and private networks, and literal addresses in private ranges.
function isInternalHost(host: string): boolean {
  const h = host
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (h === "localhost" || h.endsWith(".localhost") || h.endsWith(".internal") || h.endsWith(".local")) return true;
  return isIpLiteral(h) && isPrivateAddress(h);
}

export type TeamMember = { id: number; role: MemberRole };

/** Why a role change or removal is refused (the shop would be left without an owner), or null. */
export function teamChangeProblem(
  members: readonly TeamMember[],
  targetId: number,
  change: { role: MemberRole } | "remove",
): string | null {
  const target = members.find((m) => m.id === targetId);
  if (!target) return "This team member does not exist.";
  const owners = members.filter((m) => m.role === "owner").length;
  const losesOwner = target.role === "owner" && (change === "remove" || change.role !== "owner");
  if (losesOwner && owners <= 1)
    return change === "remove"
      ? "The last owner cannot be removed; make someone else owner first."
      : "The last owner cannot change role; make someone else owner first.";
  return null;
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
