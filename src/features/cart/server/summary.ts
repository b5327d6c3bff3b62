import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { selectValues } from "@/db/json";
import { cartItems, serviceCartItems } from "@/db/schema";
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
  const { clinic, count } = await cartSummaryRead(db, viewer);
  return { count: (await selectValues(db, { count })).count, clinic };
}

/**
 * The cart summary, and in the same statement the buyer's other values the caller brings as SQL (the
 * wishlist, the unread count: GET /api/buyer-parts reads a page's header in two queries, not four).
 * `cart: false` (a sales rep) reads no cart.
 */
export async function cartSummaryWith<S extends Record<string, SQL<unknown>>>(
  viewer: Viewer,
  more: S,
  opts: { cart: boolean },
) {
  const db = await getDb();
  const read = opts.cart ? await cartSummaryRead(db, viewer) : null;
  const { cart_count, ...values } = await selectValues(db, { ...more, cart_count: read?.count ?? sql<null>`null` });
  const summary: CartSummary | null = read && { count: Number(cart_count ?? 0), clinic: read.clinic };
  return { summary, values: values as Awaited<ReturnType<typeof selectValues<S>>> };
}

/** The session's clinic context (read now) and the count of that cart as SQL not yet run. */
async function cartSummaryRead(db: Db, viewer: Viewer): Promise<{ clinic: CartSummary["clinic"]; count: SQL<number> }> {
  const ctx = await clinicContextIn(db, viewer);
  const key = { locationId: ctx?.locationId ?? null, userId: viewer.id, role: ctx?.role ?? null };
  const clinic = ctx && clinicView(ctx);
  if (!hasCart(key)) return { count: sql<number>`0`, clinic };
  return {
    count: sql<number>`((select count(*) from ${cartItems} where ${ofCart(cartItems, key)})::int
      + (select count(*) from ${serviceCartItems} where ${ofCart(serviceCartItems, key)})::int)`,
    clinic,
  };
}

const clinicView = (c: ClinicContext) => ({
  clinic_id: c.organizationId,
  clinic: c.clinicName,
  location_id: c.locationId,
  location: c.locationName,
  role: c.role,
});
