import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { recallNotices, recalls } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { acknowledgeRecall, recalledOnHand } from "@/features/compliance/server";
import { notFound } from "@/lib/errors";
import { assertMayRecord, locationAccess } from "./access";
import { adjustInTx } from "./adjust";

const NO_NOTICE = "This recall notice does not exist.";

/**
 * The clinic's answer to a recall notice: every unit of the recalled lots still on hand at the
 * location leaves the shelf as "recall" (quarantined, in the ledger with who and when), then the
 * notice is acknowledged. A location the member does not work at reads as not found.
 */
export async function quarantineRecall(viewer: Viewer, noticeId: number, now = new Date()) {
  const db = await getDb();
  const moved = await db.transaction(async (tx) => {
    const [n] = await tx
      .select({
        locationId: recallNotices.locationId,
        productId: recalls.productId,
        lots: recallNotices.lots,
        allLots: recalls.allLots,
        recallNumber: recalls.recallNumber,
      })
      .from(recallNotices)
      .innerJoin(recalls, eq(recalls.id, recallNotices.recallId))
      .where(eq(recallNotices.id, noticeId));
    if (!n) throw notFound(NO_NOTICE);
    const access = await locationAccess(tx, viewer, n.locationId, NO_NOTICE);
    assertMayRecord(access);
    const lots = [];
    for (const lot of await recalledOnHand(tx, n)) {
      await adjustInTx(
        tx,
        viewer,
        {
          inventory_id: lot.stockId,
          quantity: -lot.quantity,
          reason: "recall",
          note: `Recall ${n.recallNumber}: quarantined`,
        },
        now,
      );
      lots.push({ inventory_id: lot.stockId, lot: lot.lot || null, quantity: lot.quantity });
    }
    // the acknowledgement is part of the same step: both happen or neither
    return { lots, ack: await acknowledgeRecall(viewer, noticeId, now, tx) };
  });
  const units = moved.lots.reduce((n, l) => n + l.quantity, 0);
  return { quarantined: units, lots: moved.lots, ...moved.ack };
}
