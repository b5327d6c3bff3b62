// Client-safe seam of the vendor portal: the team permission rules.
export { can, MEMBER_ROLES, type MemberRole, type PortalAction } from "./rules";
export { API_SCOPES, SCOPE_LABELS, type ApiScope } from "./api/api-scopes";

/** A file download, not a page: plain links with `download`. */
export const CSV_EXPORT_URL = "/api/vendor/v1/products/export";
/** The one commission calculation (statements, returns' reversed commission). */
export { commissionOf } from "./statement-rules";
