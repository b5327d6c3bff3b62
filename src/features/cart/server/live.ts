import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinicLocations, member } from "@/db/schema";
import { rolesThatCan } from "@/features/clinic/server";
import { publishLive } from "@/features/notifications/server";
import type { CartKey } from "./owner";
import { errorFields, log } from "@/lib/logger";

/**
 * After a change to a location's cart has committed: every other member of its clinic who has a cart
 * (not a viewer) gets a live hint, and a browser showing that location's cart refetches it (its header
 * count included). Best effort: a member offline simply sees the cart as it is on their next page.
 */
const CART_ROLES = rolesThatCan("build_cart");

export async function tellCartMembers(key: CartKey): Promise<void> {
  if (key.locationId === null) return;
  try {
    const db = await getDb();
    const others = await db
      .select({ userId: member.userId })
      .from(member)
      .innerJoin(clinicLocations, eq(clinicLocations.organizationId, member.organizationId))
      .where(
        and(eq(clinicLocations.id, key.locationId), ne(member.userId, key.userId), inArray(member.role, CART_ROLES)),
      );
    for (const { userId } of others)
      await publishLive({ to: userId, kind: "cart", data: { location_id: key.locationId } });
  } catch (err) {
    log("cart").error(errorFields(err), "live hint failed");
  }
}
