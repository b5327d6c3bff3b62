import "server-only";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { inventoryStock } from "@/db/schema";

export type RecalledLots = { locationId: number; productId: number; lots: readonly string[]; allLots: boolean };

/**
 * The recalled lots a location still has on its shelves by its own stock records (received and not
 * used, wasted or quarantined): lots compared as the recall matching compares them, case and spaces aside.
 */
export async function recalledOnHand(tx: Tx, r: RecalledLots) {
  const s = inventoryStock;
  const lots = r.lots.map((l) => l.trim().toUpperCase());
  if (!r.allLots && !lots.length) return [];
  return tx
    .select({ stockId: s.id, lot: s.lot, quantity: s.quantity })
    .from(s)
    .where(
      and(
        eq(s.locationId, r.locationId),
        eq(s.productId, r.productId),
        gt(s.quantity, 0),
        r.allLots ? undefined : inArray(sql`upper(trim(${s.lot}))`, lots),
      ),
    )
    .orderBy(asc(s.id));
}

export const unitsOf = (rows: { quantity: number }[]) => rows.reduce((n, r) => n + r.quantity, 0);

/** `unitsOf(recalledOnHand(…))` of many notices in one read (the clinic's recall list): units per notice, in order. */
export async function unitsOnHandFor(tx: Tx, notices: readonly RecalledLots[]): Promise<number[]> {
  if (!notices.length) return [];
  const s = inventoryStock;
  const rows = await tx
    .select({ locationId: s.locationId, productId: s.productId, lot: s.lot, quantity: s.quantity })
    .from(s)
    .where(
      and(
        inArray(s.locationId, [...new Set(notices.map((n) => n.locationId))]),
        inArray(s.productId, [...new Set(notices.map((n) => n.productId))]),
        gt(s.quantity, 0),
      ),
    );
  return notices.map((n) => {
    const lots = new Set(n.lots.map((l) => l.trim().toUpperCase()));
    if (!n.allLots && !lots.size) return 0;
    return unitsOf(
      rows.filter(
        (r) =>
          r.locationId === n.locationId &&
          r.productId === n.productId &&
          (n.allLots || lots.has((r.lot ?? "").trim().toUpperCase())),
      ),
    );
  });
}
