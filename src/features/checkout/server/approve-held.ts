import "server-only";
import { getDb } from "@/db/client";
import { viewerById, type Viewer } from "@/features/accounts/server";
import { approvalRequester, claimApproval, notifyRequester } from "@/features/clinic/server";
import { announceChange } from "@/lib/change-bus";
import { AppError } from "@/lib/errors";
import { placeStoredRequest } from "./held-request";
import type { PlacedOrder } from "./order-writes";

export type ApprovedResponse = { success: true; status: "approved"; approval_id: number; orders: PlacedOrder[] };

/**
 * Approves a held order and places it for its requester through the door, in one transaction: the
 * request row is locked and marked decided first, and the order claim is keyed on the request, so
 * approving twice (even at once) places once. The door judges everything again as it is now
 * (membership, credentials, the Schedule II form, stock, prices, ship-to); only the hold is lifted.
 */
export async function approveHeldOrder(
  approver: Viewer,
  approvalId: number,
  comment: string,
  now = new Date(),
): Promise<ApprovedResponse> {
  const db = await getDb();
  // the requester is read before the transaction: PGlite has one connection, held by the transaction
  const requesterId = await approvalRequester(approvalId);
  const buyer = requesterId ? await viewerById(requesterId) : null;
  const { held, placed } = await db.transaction(async (tx) => {
    const held = await claimApproval(tx, approver, approvalId, "approved", comment);
    if (!buyer || buyer.id !== held.requestedBy)
      throw new AppError("UNPROCESSABLE", "The requester's account is no longer active.");
    const { out } = await placeStoredRequest(tx, {
      path: "approval",
      buyer,
      request: held,
      claimKey: `approval-${approvalId}`,
      claimedBefore: "This request was already approved.",
      itemGone: "An item of this request is no longer sold; reject it and order again.",
      releasedApprovalId: approvalId,
      confirmation: `Your order request #${approvalId} was approved and placed.`,
      now,
    });
    if (out.kind !== "placed") throw new AppError("CONFLICT", "This request could not be released.");
    await notifyRequester(tx, held, approver, "approved", comment);
    return { held, placed: out.orders };
  });
  // stock and units sold moved: every cached copy of these products updates
  await announceChange({ kind: "product", ids: [...new Set(held.items.map((i) => i.productId))] });
  return { success: true, status: "approved", approval_id: approvalId, orders: placed };
}
