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
