import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { inventoryStock } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { recordControlledStock } from "@/features/compliance/server";
import { badRequest, notFound } from "@/lib/errors";
import { adjustmentProblem, countDelta, isExpired, type AdjustReason } from "../rules";
import type { AdjustInput } from "../schemas";
import { actorName, assertMayRecord, locationAccess } from "./access";
import { lockStock, writeEntry } from "./ledger";

const NO_LOT = "That lot does not exist.";

/** The lot named by id or by location, product and lot; not found unless the viewer works there. */
async function namedLot(tx: Tx, viewer: Viewer, input: AdjustInput) {
  const s = inventoryStock;
  const [row] = await tx
    .select({ id: s.id, locationId: s.locationId })
    .from(s)
    .where(
      input.inventory_id !== undefined
        ? eq(s.id, input.inventory_id)
        : and(eq(s.locationId, input.location_id!), eq(s.productId, input.product_id!), eq(s.lot, input.lot ?? "")),
    );
  if (!row) throw notFound(NO_LOT);
  const access = await locationAccess(tx, viewer, row.locationId, NO_LOT);
  return { id: row.id, access };
}

/**
 * One change to a lot on hand, as the rules allow it (never below zero; an expired lot is wasted,
 * not used; a transfer lands at another location the member works at), written to the ledger with
 * who and when in one transaction; a controlled product's change joins the controlled-substance record.
 */
export async function adjustInTx(tx: Tx, viewer: Viewer, input: AdjustInput, now: Date) {
  const { id, access } = await namedLot(tx, viewer, input);
  assertMayRecord(access);
  const [lot] = await tx.select().from(inventoryStock).where(eq(inventoryStock.id, id)).for("update");
  const stock = lot!;
  const delta = input.quantity ?? countDelta(input.counted!, stock.quantity);
  const target =
    input.reason === "transfer" && input.to_location_id !== undefined
      ? {
          same: input.to_location_id === stock.locationId,
          reachable: access.reachable.some((l) => l.id === input.to_location_id),
        }
      : null;
  const problem = adjustmentProblem({
    reason: input.reason,
    delta,
    onHand: stock.quantity,
    expired: isExpired(stock.expiry, now),
    target,
  });
  if (problem) {
    if (target && !target.reachable && !target.same) throw notFound(problem);
    throw badRequest(problem);
  }
  const who = { actorId: viewer.id, actorName: actorName(viewer), at: now };
  const note = input.note ?? null;
  const record = (locationId: number, q: number, reason: AdjustReason) =>
    recordControlledStock(tx, {
      event: reason,
      orderId: stock.sourceOrderId,
      locationId,
      productId: stock.productId,
      userId: viewer.id,
      quantity: q,
      lot: stock.lot,
      at: now,
    });
  await writeEntry(tx, {
    stockId: stock.id,
    locationId: stock.locationId,
    delta,
    reason: input.reason,
    note,
    otherLocationId: target ? input.to_location_id : null,
    ...who,
  });
  await record(stock.locationId, delta, input.reason);
  if (target) {
    const facts = {
      expiry: stock.expiry,
      unitCostCents: stock.unitCostCents,
      sourceOrderId: stock.sourceOrderId,
      vendorId: stock.vendorId,
    };
    const there = await lockStock(
      tx,
      { locationId: input.to_location_id!, productId: stock.productId, lot: stock.lot },
      facts,
    );
    await writeEntry(tx, {
      stockId: there.id,
      locationId: there.locationId,
      delta: -delta,
      reason: "transfer",
      note,
      otherLocationId: stock.locationId,
      ...who,
    });
    await record(there.locationId, -delta, "transfer");
  }
  return { id: stock.id, quantity: stock.quantity + delta, change: delta, reason: input.reason };
}

export async function adjustStock(viewer: Viewer, input: AdjustInput, now = new Date()) {
  const db = await getDb();
  return db.transaction((tx) => adjustInTx(tx, viewer, input, now));
}
