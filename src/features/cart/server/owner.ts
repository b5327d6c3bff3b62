import "server-only";
import { and, eq, isNull, type Placeholder, type SQL } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { cartItems, serviceCartItems } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { can, clinicContextIn } from "@/features/clinic/server";
import { forbidden } from "@/lib/errors";
import { VIEW_ONLY_MESSAGE } from "../rules";

/**
 * Whose cart a viewer works on: the active clinic location's, shared by every member who acts for it,
 * or, for an account with no clinic, the account's own (location null). `userId` is who adds lines.
 */
export type CartKey = { locationId: number | null; userId: string; role: string | null };

export { VIEW_ONLY_MESSAGE };

export async function cartKeyFor(db: Tx, viewer: Viewer): Promise<CartKey> {
  const ctx = await clinicContextIn(db, viewer);
  return { locationId: ctx?.locationId ?? null, userId: viewer.id, role: ctx?.role ?? null };
}

/** Whether this key has a cart at all: a clinic member whose role cannot build carts (a viewer) has none. */
export function hasCart(key: CartKey): boolean {
  return key.role === null || can(key.role, "build_cart");
}

/** The cart key for a change: a member without a cart (a viewer) is refused with a sentence. */
export async function editableCartKey(db: Tx, viewer: Viewer): Promise<CartKey> {
  const key = await cartKeyFor(db, viewer);
  if (!hasCart(key)) throw forbidden(VIEW_ONLY_MESSAGE);
  return key;
}

/** The lines of this cart in either cart table (its key's values, or placeholders of a prepared read). */
export function ofCart(
  table: typeof cartItems | typeof serviceCartItems,
  key: { locationId: number | Placeholder | null; userId: string | Placeholder },
): SQL {
  return key.locationId !== null
    ? eq(table.locationId, key.locationId)
    : and(eq(table.userId, key.userId), isNull(table.locationId))!;
}

/** Whether a line read by id belongs to this cart. */
export function inCart(row: { user_id: string; location_id: number | null }, key: CartKey): boolean {
  return key.locationId !== null
    ? row.location_id === key.locationId
    : row.location_id === null && row.user_id === key.userId;
}
