import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartItems, serviceCartItems, user } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { clinicContextIn, type ClinicContext } from "@/features/clinic/server";
import { hasCart, ofCart } from "./owner";

export type CartSummary = {
  /** lines in the cart the viewer works on (the header's badge), products and service plans */
  count: number;
  /** the clinic and location this session acts for, which decides that cart */
  clinic: { clinic_id: string; clinic: string; location_id: number; location: string; role: string } | null;
};

/**
 * The header's cart count without reading the lines: one query counting both cart tables through
 * their indexes (location or user), after the session's clinic context that says whose cart it is.
 * The same count as the listing's (a line whose product is gone is deleted with it).
 */
export async function cartSummary(viewer: Viewer): Promise<CartSummary> {
  const db = await getDb();
  const ctx = await clinicContextIn(db, viewer);
  const key = { locationId: ctx?.locationId ?? null, userId: viewer.id, role: ctx?.role ?? null };
  const clinic = ctx && clinicView(ctx);
  if (!hasCart(key)) return { count: 0, clinic };
  const [row] = await db
    .select({
      n: sql<number>`(select count(*) from ${cartItems} where ${ofCart(cartItems, key)})::int
        + (select count(*) from ${serviceCartItems} where ${ofCart(serviceCartItems, key)})::int`,
    })
    .from(user)
    .where(eq(user.id, viewer.id));
  return { count: Number(row?.n ?? 0), clinic };
}

const clinicView = (c: ClinicContext) => ({
  clinic_id: c.organizationId,
  clinic: c.clinicName,
  location_id: c.locationId,
  location: c.locationName,
  role: c.role,
});
