import "server-only";
import { getDb, type Tx } from "@/db/client";
import type { Viewer } from "@/features/accounts/server";
import { cartKeyFor, loadProductLines, loadServiceLines } from "@/features/cart/server";
import { clinicContextIn, previewGate, type BudgetPreview } from "@/features/clinic/server";
import { isControlled } from "@/features/compliance";
import { AppError } from "@/lib/errors";
import type { BudgetPreviewBody } from "../schemas";
import { lockCoupons, priceVendorOrders } from "./pricing";
import { resolveAddresses, shipToExemption, type ShipChoice } from "./ship-to";

export type BudgetPanelData =
  { kind: "none" } | { kind: "preview"; preview: BudgetPreview } | { kind: "problem"; message: string };

/**
 * The budget panel's read: the order as checkout would place it now (the same lines placeOrder
 * takes from the location's cart, priced by the same code as the door) judged by the clinic gate,
 * without writing anything. `none` for an account with no clinic; `problem` when the cart cannot be
 * priced (the door would refuse it with the same sentence).
 */
export async function checkoutBudgetPreview(
  viewer: Viewer,
  body: BudgetPreviewBody,
  now = new Date(),
): Promise<BudgetPanelData> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<BudgetPanelData> => {
    const ctx = await clinicContextIn(tx as Tx, viewer);
    if (!ctx) return { kind: "none" };
    const cart = await cartKeyFor(tx as Tx, viewer);
    const wanted = body.vendor_ids ? new Set(body.vendor_ids) : null;
    const productLines = (await loadProductLines(tx as Tx, cart, now)).filter(
      (l) => l.checked && (!wanted || wanted.has(l.vendorId)),
    );
    const serviceLines = (await loadServiceLines(tx as Tx, cart)).filter((s) => s.checked);
    try {
      // coupon rows are locked only for this short read-only transaction, as the door reads them
      const couponRows = await lockCoupons(tx, viewer.id, body.coupons);
      // taxed by where it ships, resolved as the door resolves it
      const shipTo: ShipChoice = body.shipping_address_id
        ? { kind: "address", id: body.shipping_address_id }
        : { kind: "location" };
      const { shipping } = await resolveAddresses(tx as Tx, viewer, ctx, {
        shipTo,
        billTo: shipTo,
        controlled: productLines.some((l) => isControlled(l.regulatoryClass)),
      });
      const drafts = priceVendorOrders({
        viewer,
        productLines,
        serviceLines,
        coupons: body.coupons,
        couponRows,
        shipToState: shipping.state,
        exemption: await shipToExemption(tx as Tx, ctx, shipTo, now),
        now,
      });
      const totalCents = drafts.reduce((n, d) => n + d.totalCents, 0);
      return {
        kind: "preview",
        preview: await previewGate(tx as Tx, viewer, ctx, { totalCents, lines: productLines }, now),
      };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { kind: "problem", message: err.message };
    }
  });
}
