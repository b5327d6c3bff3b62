import "server-only";
import { type Tx } from "@/db/client";
import { checkouts } from "@/db/schema";
import type { Viewer } from "@/features/accounts/server";
import { loadLinesForItems } from "@/features/cart/server";
import type { ClaimedApproval } from "@/features/clinic/server";
import { AppError } from "@/lib/errors";
import { placeThroughDoor, type DoorRequest } from "./door";

/**
 * A stored clinic request put back through the door (an approval releasing it, or its requester sending
 * it again): claimed once under its own key, so deciding twice places once; its lines read again with
 * stock and prices as they are now; its ship-to, order form, coupons and notes as the request kept them.
 */
export async function placeStoredRequest(
  tx: Tx,
  req: {
    path: "approval" | "resubmit";
    buyer: Viewer;
    request: ClaimedApproval;
    claimKey: string;
    /** said when the key was claimed before */
    claimedBefore: string;
    /** said when an item of the request is no longer sold */
    itemGone: string;
    releasedApprovalId?: number;
    confirmation: string;
    now: Date;
  },
) {
  const [claim] = await tx
    .insert(checkouts)
    .values({ userId: req.buyer.id, idempotencyKey: req.claimKey })
    .onConflictDoNothing({ target: [checkouts.userId, checkouts.idempotencyKey] })
    .returning({ id: checkouts.id });
  if (!claim) throw new AppError("CONFLICT", req.claimedBefore);
  const { request } = req;
  const lines = await loadLinesForItems(tx, request.items, req.now, req.buyer.id);
  if (lines.length !== request.items.length) throw new AppError("UNPROCESSABLE", req.itemGone);
  const input = request.input;
  const shipTo: DoorRequest["shipTo"] = input.ship_to ?? { kind: "location" };
  const out = await placeThroughDoor(tx, {
    path: req.path,
    buyer: req.buyer,
    claimId: claim.id,
    at: { organizationId: request.organizationId, locationId: request.locationId },
    productLines: lines,
    serviceLines: [],
    shipTo,
    billTo: shipTo,
    orderForm: {
      number: input.order_form_number,
      issuedOn: input.order_form_date ? new Date(input.order_form_date) : null,
    },
    coupons: input.coupons ?? {},
    paymentMethod: input.payment_method,
    notes: input.notes,
    poNumber: input.po_number,
    releasedApprovalId: req.releasedApprovalId,
    confirmation: req.confirmation,
    now: req.now,
  });
  return { claimId: claim.id, out };
}
