import { commissionOf } from "@/features/vendor-portal";

/**
 * What a received return gives back, in integer cents. The order's coupon discount and its stored tax are
 * shared out in proportion to the goods returned, counted over every return of the order so far: each
 * return gets the difference between "everything returned including this one" and "everything before",
 * so returning an order unit by unit gives back exactly what returning it at once would, and returning
 * all of it gives back every cent of goods and tax (shipping stays with the vendor). Never more than the
 * order's total less what was already refunded on it.
 */

export type RefundOrder = { subtotalCents: number; discountCents: number; taxCents: number; totalCents: number };

export type ReturnRefundInput = {
  order: RefundOrder;
  /** goods (unit price × units) of this order's returns refunded before this one */
  earlierGoodsCents: number;
  /** goods of this return */
  goodsCents: number;
  /** money already given back on the order for any cause (refunds not failed) */
  refundedCents: number;
  /** the vendor's commission rate, basis points */
  commissionBps: number;
};

export type ReturnRefund = {
  /** what the buyer gets back: goods after their share of the discount, plus their tax */
  amountCents: number;
  taxCents: number;
  /** the goods' share of the coupon discount */
  discountCents: number;
  /** the marketplace commission the vendor no longer pays on these goods */
  commissionReversedCents: number;
};

/** a × b / c rounded half up, in integers (never a float's rounding error on cents). */
function share(a: number, b: number, c: number): number {
  if (c <= 0 || a <= 0 || b <= 0) return 0;
  return Math.floor((2 * a * b + c) / (2 * c));
}

/** Goods after their share of the discount, and their share of the tax, for `goods` cents returned in all. */
function cumulative(order: RefundOrder, goods: number) {
  const g = Math.min(Math.max(0, goods), order.subtotalCents);
  const net = g - share(order.discountCents, g, order.subtotalCents);
  const base = Math.max(0, order.subtotalCents - order.discountCents);
  return { net, tax: share(order.taxCents, net, base) };
}

export function returnRefund(input: ReturnRefundInput): ReturnRefund {
  const { order } = input;
  for (const v of [input.earlierGoodsCents, input.goodsCents, input.refundedCents, input.commissionBps])
    if (!Number.isInteger(v) || v < 0) throw new Error("returnRefund takes whole, non-negative cents");
  const before = cumulative(order, input.earlierGoodsCents);
  const after = cumulative(order, input.earlierGoodsCents + input.goodsCents);
  const net = after.net - before.net;
  const tax = after.tax - before.tax;
  const room = Math.max(0, order.totalCents - input.refundedCents);
  const amountCents = Math.min(net + tax, room);
  const taxCents = Math.min(tax, amountCents);
  const netRefunded = amountCents - taxCents;
  // uncapped, the commission is reversed as the statement would have charged it on the returned goods;
  // a capped refund reverses the commission on what it actually gives back
  const capped = amountCents < net + tax;
  const commissionReversedCents = capped
    ? commissionOf(netRefunded, input.commissionBps)
    : commissionOf(after.net, input.commissionBps) - commissionOf(before.net, input.commissionBps);
  return { amountCents, taxCents, discountCents: input.goodsCents - net, commissionReversedCents };
}
