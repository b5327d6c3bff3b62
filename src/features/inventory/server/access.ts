import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { clinicLocations, member, organization } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { can, locationsFor } from "@/features/clinic/server";
import { forbidden, notFound } from "@/lib/errors";

export type LocationAccess = {
  organizationId: string;
  clinicName: string;
  memberId: string;
  role: string;
  locationId: number;
  locationName: string;
  /** every location of this clinic the member acts for (transfers go between these) */
  reachable: { id: number; name: string }[];
};

const NOT_YOURS = "That location is not one you work at.";

/**
 * The viewer's standing at one clinic location, whichever of their clinics it belongs to. Another
 * clinic's location and one of their own clinic they are not assigned to read alike: not found, so
 * an id reveals nothing.
 */
export async function locationAccess(
  tx: Tx,
  viewer: Viewer,
  locationId: number,
  /** what "not found" says: the caller names the thing it looked up (a lot, a notice), not the location */
  notYours = NOT_YOURS,
): Promise<LocationAccess> {
  const [row] = await tx
    .select({
      organizationId: clinicLocations.organizationId,
      clinicName: organization.name,
      memberId: member.id,
      role: member.role,
    })
    .from(clinicLocations)
    .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
    .innerJoin(member, and(eq(member.organizationId, clinicLocations.organizationId), eq(member.userId, viewer.id)))
    .where(eq(clinicLocations.id, locationId));
  if (!row) throw notFound(notYours);
  const reachable = await locationsFor(tx, row);
  const here = reachable.find((l) => l.id === locationId);
  if (!here) throw notFound(notYours);
  return { ...row, locationId, locationName: here.name, reachable };
}

/** Stock changes (receiving, usage, counts) are for members who build the cart; a viewer only reads. */
export function assertMayRecord(a: LocationAccess) {
  if (!can(a.role, "build_cart")) throw forbidden("Your clinic role lets you see the stock, not change it.");
}

/** Par levels are a manager's or the owner's decision. */
export function assertMaySetPar(a: LocationAccess) {
  if (!can(a.role, "set_budgets")) throw forbidden("Only a clinic manager or the owner sets par levels.");
}

export const actorName = (v: Viewer) => `${v.firstName} ${v.lastName}`.trim() || v.email;
