import { goodsRefund, type RefundOrder } from "@/features/payments";
import { commissionOf } from "@/features/vendor-portal";

/**
 * What a received return gives back, in integer cents: its goods with their shares of the coupon discount
 * and the tax (payments' `goodsRefund`, counted over every return of the order so far), never more than the
 * order's total less what was already refunded on it.
 */

export type { RefundOrder };
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

export function returnRefund(input: ReturnRefundInput): ReturnRefund {
  const { order } = input;
  for (const v of [input.earlierGoodsCents, input.goodsCents, input.refundedCents, input.commissionBps])
    if (!Number.isInteger(v) || v < 0) throw new Error("returnRefund takes whole, non-negative cents");
  const { netCents: net, taxCents: tax, before, after } = goodsRefund(order, input.earlierGoodsCents, input.goodsCents);
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
