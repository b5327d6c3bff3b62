/**
 * Pure rules of the vendor portal: who in a seller's team may do what.
 * No I/O; the guard, the services and the pages all ask these.
 */

export const MEMBER_ROLES = ["owner", "manager", "staff"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const PORTAL_ACTIONS = [
  "view",
  "fulfil",
  "edit_listings",
  "change_prices",
  "manage_payouts",
  "manage_team",
  "manage_api_keys",
  "change_regulatory_class",
] as const;
export type PortalAction = (typeof PORTAL_ACTIONS)[number];

// Staff run the daily work but cannot touch money or people; keys open the whole shop, so owners only.
// A listing's regulatory class decides who may buy it under law: owners only (an API key acts as a manager).
const ALLOWED: Record<MemberRole, readonly PortalAction[]> = {
  owner: PORTAL_ACTIONS,
  manager: ["view", "fulfil", "edit_listings", "change_prices", "manage_payouts"],
  staff: ["view", "fulfil", "edit_listings"],
};

export function can(role: MemberRole, action: PortalAction): boolean {
  return ALLOWED[role].includes(action);
}

export function isMemberRole(value: string): value is MemberRole {
  return (MEMBER_ROLES as readonly string[]).includes(value);
}
