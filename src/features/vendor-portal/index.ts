// Client-safe seam of the vendor portal: the team permission rules.
export { can, MEMBER_ROLES, type MemberRole, type PortalAction } from "./rules";
