import { commissionOf } from "../statement-rules";

/**
 * One order's share of a payout, in integer cents, with the statement's own commission (statement-rules:
 * one calculation). Gross is what the buyer paid for the vendor's goods and shipping (the order's total
 * less the sales tax the marketplace remits); commission is the statement's, on the goods less cancelled
 * lines and the coupon, less what refunds reversed; refunds are the money given back, less its tax.
 * gross − commission − refunds = net, to the cent.
 */
export type PayoutOrderInput = {
  totalCents: number;
  taxCents: number;
  itemsCents: number;
  cancelledCents: number;
  discountCents: number;
  /** succeeded refunds of the order: amount and the tax in it */
  refundedCents: number;
  refundedTaxCents: number;
  commissionReversedCents: number;
};

export type PayoutFigures = { grossCents: number; commissionCents: number; refundsCents: number; netCents: number };

export function payoutFigures(o: PayoutOrderInput, bps: number): PayoutFigures {
  const grossCents = o.totalCents - o.taxCents;
  const sales = Math.max(0, o.itemsCents - o.cancelledCents - o.discountCents);
  const commissionCents = commissionOf(sales, bps) - o.commissionReversedCents;
  const refundsCents = o.refundedCents - o.refundedTaxCents;
  return { grossCents, commissionCents, refundsCents, netCents: grossCents - commissionCents - refundsCents };
}

/**
 * What a refund given after an order was paid out takes back: the difference between the order's figures
 * now and what its payouts so far carried. Null when nothing changed.
 */
export function adjustmentFigures(now: PayoutFigures, paid: PayoutFigures): PayoutFigures | null {
  const refundsCents = now.refundsCents - paid.refundsCents;
  const commissionCents = now.commissionCents - paid.commissionCents;
  if (refundsCents === 0 && commissionCents === 0) return null;
  return { grossCents: 0, commissionCents, refundsCents, netCents: -commissionCents - refundsCents };
}

export function sumFigures(rows: readonly PayoutFigures[]): PayoutFigures {
  const add = (k: keyof PayoutFigures) => rows.reduce((n, r) => n + r[k], 0);
  return {
    grossCents: add("grossCents"),
    commissionCents: add("commissionCents"),
    refundsCents: add("refundsCents"),
    netCents: add("netCents"),
  };
}

export const PAYOUT_STATUS_LABELS: Record<string, string> = { pending: "Pending", paid: "Paid", failed: "Failed" };
export const ACCOUNT_STATUS_LABELS: Record<string, string> = {
  none: "Not set up",
  onboarding: "Onboarding not finished",
  enabled: "Ready for payouts",
};
