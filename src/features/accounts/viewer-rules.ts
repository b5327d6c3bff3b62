/**
 * The account rules every page's header runs (session status check, sales rep, coins), apart from
 * the rest of rules.ts so the password list and document checks stay out of every first load.
 */
export const SALES_REP_POSITION = "Sales Rep";

/** SPEC §4 user status check. */
export const STATUS_CHECK_MS = 60_000;

export type UserStatus = { confirmed: number; active: number; allow_on_dvm: number; soft_delete: number };
export type SignOutReason = "deactivated" | "not-allowed" | "deleted";

/** Why a signed-in user must be signed out, or null while the account may stay signed in. */
export function signOutReason(status: UserStatus): SignOutReason | null {
  if (status.soft_delete === 1) return "deleted";
  if (status.active !== 1) return "deactivated";
  if (status.allow_on_dvm !== 1) return "not-allowed";
  return null;
}

/** The one sales-rep test on a position (SPEC §6): an exact match, as stored at registration. */
export function isSalesRep(position: string | null | undefined): boolean {
  return position === SALES_REP_POSITION;
}

/** Either signal counts, so a caller holding only the position or only the flag is still safe. */
export function isSalesRepViewer(viewer: { position?: string | null; isSalesRep?: boolean } | null): boolean {
  return viewer !== null && (viewer.isSalesRep === true || isSalesRep(viewer.position));
}

/** Header pieces by role (SPEC §6): sales reps and visitors get no coin link. */
export function showsCoins(viewer: { level?: number; position?: string | null; isSalesRep?: boolean } | null): boolean {
  return viewer !== null && !isSalesRepViewer(viewer);
}
