import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { placeholder, type Bound } from "@/db/prepared";
import { cartItems, serviceCartItems } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import type { ClinicContext } from "@/features/clinic/server";
import { hasCart, ofCart } from "./owner";

export type CartSummary = {
  /** lines in the cart the viewer works on (the header's badge), products and service plans */
  count: number;
  /** the clinic and location this session acts for, which decides that cart */
  clinic: { clinic_id: string; clinic: string; location_id: number; location: string; role: string } | null;
};

type CountKey = { locationId: Bound<number> | null; userId: Bound<string> };

/**
 * The header's cart count without reading the lines: one query counting both cart tables through
 * their indexes (location or user). The same count as the listing's (a line whose product is gone is
 * deleted with it).
 */
const countSql = (key: CountKey) =>
  sql<number>`((select count(*) from ${cartItems} where ${ofCart(cartItems, key)})::int
      + (select count(*) from ${serviceCartItems} where ${ofCart(serviceCartItems, key)})::int)`;

/**
 * The header's cart count for a statement built once per case (`preparedValues`): the case (no cart,
 * a location's, the buyer's own), the clinic it shows, and the count over the placeholders
 * `locationId` and `userId`, whose values the caller gives (`ctx` is the session's clinic, read).
 */
export function cartCountBound(
  viewer: Viewer,
  ctx: ClinicContext | null,
): { variant: string; clinic: CartSummary["clinic"]; count: () => SQL<number> } {
  const clinic = ctx && clinicView(ctx);
  const key = { locationId: ctx?.locationId ?? null, userId: viewer.id, role: ctx?.role ?? null };
  if (!hasCart(key)) return { variant: "no cart", clinic, count: () => sql<number>`0` };
  const bound = { locationId: ctx ? placeholder("locationId") : null, userId: placeholder("userId") };
  return { variant: ctx ? "location cart" : "own cart", clinic, count: () => countSql(bound) };
}

const clinicView = (c: ClinicContext) => ({
  clinic_id: c.organizationId,
  clinic: c.clinicName,
  location_id: c.locationId,
  location: c.locationName,
  role: c.role,
});
