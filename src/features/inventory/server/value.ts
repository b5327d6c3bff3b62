import "server-only";
import { inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { inventoryStock } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { clinicContext, locationsFor } from "@/features/clinic/server";

/** Stock value at cost per location the viewer works at, in their active clinic (largest first), in dollars. */
export async function stockValueByLocation(viewer: Viewer): Promise<{ name: string; total: number }[]> {
  const ctx = await clinicContext(viewer);
  if (!ctx) return [];
  const db = await getDb();
  const mine = await locationsFor(db, ctx);
  if (!mine.length) return [];
  const s = inventoryStock;
  const rows = await db
    .select({ id: s.locationId, cents: sql<number>`coalesce(sum(${s.quantity} * ${s.unitCostCents}), 0)::bigint` })
    .from(s)
    .where(
      inArray(
        s.locationId,
        mine.map((l) => l.id),
      ),
    )
    .groupBy(s.locationId);
  return mine
    .map((l) => ({ name: l.name, total: Number(rows.find((r) => r.id === l.id)?.cents ?? 0) / 100 }))
    .sort((a, b) => b.total - a.total);
}
