import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { inventoryLedger, inventoryStock } from "@/db/schema";
import type { LedgerReason } from "../rules";

export type StockKey = { locationId: number; productId: number; lot: string };
export type LotFacts = {
  expiry?: string | null;
  unitCostCents?: number;
  sourceOrderId?: number | null;
  vendorId?: number | null;
};

/** The lot's row at a location, made when first needed; locked for the caller's transaction. */
export async function lockStock(tx: Tx, key: StockKey, facts: LotFacts = {}) {
  await tx
    .insert(inventoryStock)
    .values({
      ...key,
      expiry: facts.expiry ?? null,
      unitCostCents: facts.unitCostCents ?? 0,
      sourceOrderId: facts.sourceOrderId ?? null,
      vendorId: facts.vendorId ?? null,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(inventoryStock)
    .where(
      and(
        eq(inventoryStock.locationId, key.locationId),
        eq(inventoryStock.productId, key.productId),
        eq(inventoryStock.lot, key.lot),
      ),
    )
    .for("update");
  return row!;
}

export type Entry = {
  stockId: number;
  locationId: number;
  delta: number;
  reason: LedgerReason;
  note?: string | null;
  otherLocationId?: number | null;
  shipmentLineId?: number | null;
  actorId: string | null;
  actorName: string;
  at?: Date;
};

/** Writes one ledger entry and moves the lot's quantity by it, in the caller's transaction. */
export async function writeEntry(tx: Tx, e: Entry, facts: LotFacts = {}) {
  await tx.insert(inventoryLedger).values({ ...e, note: e.note ?? null, at: e.at ?? new Date() });
  await tx
    .update(inventoryStock)
    .set({
      quantity: sql`${inventoryStock.quantity} + ${e.delta}`,
      updatedAt: new Date(),
      // a new receipt of the lot brings today's cost and vendor; other entries leave them
      ...(facts.unitCostCents !== undefined ? { unitCostCents: facts.unitCostCents } : {}),
      ...(facts.vendorId !== undefined ? { vendorId: facts.vendorId } : {}),
      ...(facts.sourceOrderId !== undefined ? { sourceOrderId: facts.sourceOrderId } : {}),
      ...(facts.expiry ? { expiry: facts.expiry } : {}),
    })
    .where(eq(inventoryStock.id, e.stockId));
}
