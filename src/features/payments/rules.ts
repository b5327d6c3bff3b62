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

/** The money of an order that goods refunds are shared out of (its stored figures, cents). */
export type RefundOrder = { subtotalCents: number; discountCents: number; taxCents: number; totalCents: number };

/** a × b / c rounded half up, in integers (never a float's rounding error on cents). */
function share(a: number, b: number, c: number): number {
  if (c <= 0 || a <= 0 || b <= 0) return 0;
  return Math.floor((2 * a * b + c) / (2 * c));
}

/** Goods after their share of the discount, and their share of the tax, for `goods` cents given back in all. */
function cumulativeShare(order: RefundOrder, goods: number) {
  const g = Math.min(Math.max(0, goods), order.subtotalCents);
  const net = g - share(order.discountCents, g, order.subtotalCents);
  const base = Math.max(0, order.subtotalCents - order.discountCents);
  return { net, tax: share(order.taxCents, net, base) };
}

/**
 * What giving back `goodsCents` of goods (unit price × units: a cancelled line or a return) is worth, after
 * `earlierGoodsCents` of the order's goods were already given back. The order's coupon discount and its stored
 * tax are shared out in proportion, counted over everything given back so far: each part gets the difference
 * between "everything including this part" and "everything before", so giving an order back unit by unit
 * returns exactly what giving it back at once would, and all of it returns every cent of goods and tax
 * (shipping stays with the vendor). `netCents` is the goods after their discount share, before capping.
 */
export function goodsRefund(
  order: RefundOrder,
  earlierGoodsCents: number,
  goodsCents: number,
): { netCents: number; taxCents: number; before: { net: number }; after: { net: number } } {
  for (const v of [earlierGoodsCents, goodsCents])
    if (!Number.isInteger(v) || v < 0) throw new Error("goodsRefund takes whole, non-negative cents");
  const before = cumulativeShare(order, earlierGoodsCents);
  const after = cumulativeShare(order, earlierGoodsCents + goodsCents);
  return { netCents: after.net - before.net, taxCents: after.tax - before.tax, before, after };
}
