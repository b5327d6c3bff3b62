import "server-only";
import { getDb } from "@/db/client";
import { retryFailedPayout } from "@/features/vendor-portal/server";
import { formatUsd } from "@/lib/money";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

/** The operator sends a failed payout again, with its audit entry in the same transaction. */
export async function retryPayout(actor: Actor, payoutId: number) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const p = await retryFailedPayout(tx, payoutId);
    await recordAudit(tx, actor, {
      action: "payout.retry",
      targetType: "payout",
      targetId: p.id,
      before: { status: "failed" },
      after: { status: "pending", try: p.retries + 1, net: formatUsd(p.netCents) },
    });
    return p;
  });
}
