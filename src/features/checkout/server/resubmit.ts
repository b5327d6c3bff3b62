import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import type { Viewer } from "@/features/accounts/server";
import { claimResubmission } from "@/features/clinic/server";
import { announceChange } from "@/lib/change-bus";
import { fromCents } from "@/lib/money";
import { placeStoredRequest } from "./held-request";
import type { PlacedOrder } from "./order-writes";

export type ResubmittedResponse =
  | { success: true; status: "pending_approval"; approval_id: number; message: string; reasons: string[] }
  | { success: true; status: "placed"; message: string; orders: PlacedOrder[]; total: number };

/**
 * Sends a rejected request again, as its requester, through the door: the same lines, ship-to,
 * order form and notes, with stock, prices and every rule read now. The door decides as for a new
 * checkout: held again for an approver (a new request), or placed when no rule holds it any more.
 * The old request is marked resubmitted in the same transaction, and the claim is keyed on it, so
 * sending twice (even at once) sends once.
 */
export async function resubmitRejected(
  viewer: Viewer,
  approvalId: number,
  now = new Date(),
): Promise<ResubmittedResponse> {
  const db = await getDb();
  const after: { run?: (db: Tx) => Promise<void>; sold?: number[] } = {};
  const outcome = await db.transaction(async (tx): Promise<ResubmittedResponse> => {
    const old = await claimResubmission(tx, viewer, approvalId);
    const { claimId, out } = await placeStoredRequest(tx, {
      path: "resubmit",
      buyer: viewer,
      request: old,
      claimKey: `resubmit-${approvalId}`,
      claimedBefore: "This request was already sent again.",
      itemGone: "An item of this request is no longer sold: order again from your cart.",
      confirmation: `Your order request #${approvalId}, sent again, was placed.`,
      now,
    });
    if (out.kind === "held") {
      after.run = out.notifyApprovers;
      const held = {
        success: true as const,
        status: "pending_approval" as const,
        approval_id: out.approvalId,
        message: `Sent again for approval as request #${out.approvalId}.`,
        reasons: out.reasons,
      };
      await tx.execute(sql`update checkouts set response = ${JSON.stringify(held)}::jsonb where id = ${claimId}`);
      return held;
    }
    after.sold = [...new Set(out.productLines.map((l) => l.productId))];
    const placed = {
      success: true as const,
      status: "placed" as const,
      message: "No rule holds this order any more: it has been placed.",
      orders: out.orders,
      total: fromCents(out.totalCents),
    };
    await tx.execute(sql`update checkouts set response = ${JSON.stringify(placed)}::jsonb where id = ${claimId}`);
    return placed;
  });
  // after commit: the approvers hear of the new request; stock moved for a placed one
  await after.run?.(db);
  if (after.sold?.length) await announceChange({ kind: "product", ids: after.sold });
  return outcome;
}
