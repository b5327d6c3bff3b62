/**
 * Pure rules of money that moves: who may cancel an order when, what an order's payment reads as, and how
 * money captured for orders that were cancelled meanwhile is handed back. No I/O.
 */

export const PAYMENT_METHODS = ["invoice", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type OrderPaymentStatus = "terms" | "awaiting" | "paid" | "voided";

// how a payment reads lives with the order (the orders feature shows it too)
export { paymentStatusLabel } from "@/features/orders";

export type CancelActor = "buyer" | "vendor" | "operator";

/**
 * Before shipment only: the buyer while the vendor has not confirmed, the vendor and the operator until a
 * unit ships (and they must say why). Returns the sentence that refuses, or null.
 */
export function cancelRefusal(actor: CancelActor, status: string, unitsShipped: number, reason: string): string | null {
  if (status === "cancelled") return "This order is already cancelled.";
  if (unitsShipped > 0 || status === "shipped")
    return "Part of this order has shipped, so it cannot be cancelled as a whole; a return refunds what comes back.";
  if (!["placed", "confirmed"].includes(status)) return `An order that is ${status} cannot be cancelled.`;
  if (actor === "buyer" && status !== "placed")
    return "The vendor has confirmed this order: ask the vendor or DVM Market support to cancel it.";
  if (actor !== "buyer" && !reason.trim()) return "Please say why the order is cancelled.";
  return null;
}

/**
 * A payment captured after some of its orders were cancelled (the buyer confirmed the card while the
 * cancellation was on its way): the surplus over the orders still open goes back to the cancelled ones,
 * each refunded at most its own total. Returns cents per cancelled order id.
 */
export function surplusRefunds(
  capturedCents: number,
  orders: readonly { id: number; totalCents: number; cancelled: boolean }[],
): Map<number, number> {
  const open = orders.filter((o) => !o.cancelled).reduce((n, o) => n + o.totalCents, 0);
  let surplus = Math.max(0, capturedCents - open);
  const out = new Map<number, number>();
  for (const o of orders)
    if (o.cancelled && surplus > 0) {
      const give = Math.min(o.totalCents, surplus);
      out.set(o.id, give);
      surplus -= give;
    }
  return out;
}

/** The amount a card payment must still collect: the open orders' totals (zero voids it). */
export function dueCents(orders: readonly { totalCents: number; cancelled: boolean }[]): number {
  return orders.filter((o) => !o.cancelled).reduce((n, o) => n + o.totalCents, 0);
}

export type MoneyEventKind = "authorised" | "captured" | "transferred" | "refunded" | "credited" | "voided";
export type MoneyEvent = { kind: MoneyEventKind; at: string; amountCents: number; note: string | null };

export const MONEY_EVENT_LABELS: Record<MoneyEventKind, string> = {
  authorised: "Card authorised",
  captured: "Payment captured",
  transferred: "Paid out to the vendor",
  refunded: "Refunded to the card",
  credited: "Credited to the invoice",
  voided: "Card payment voided",
};

/** The sales tax inside a refund of `amountCents` of an order: all of it for the whole order, else its share. */
export function taxInRefund(orderTotalCents: number, orderTaxCents: number, amountCents: number): number {
  if (amountCents >= orderTotalCents) return orderTaxCents;
  if (orderTotalCents <= 0) return 0;
  return Math.round((orderTaxCents * amountCents) / orderTotalCents);
}
