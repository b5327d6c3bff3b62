/**
 * Pure arithmetic of a vendor's monthly statement, in integer cents. Per order: the goods ordered,
 * less cancelled lines and the vendor's own coupon discount, are the sales the marketplace takes its
 * commission on; shipping passes through to the vendor without commission. The commission is rounded
 * per order (half a cent up), and every total is the sum of its rows, so the statement adds up line by line.
 * Sales tax is the order's as stored when it was placed: the marketplace collects and remits it, so it
 * is shown beside the order's total (what the buyer's invoice says) and never reaches the payout.
 */

export type StatementOrderInput = {
  orderNumber: string;
  deliveredOn: string; // yyyy-mm-dd
  itemsCents: number;
  cancelledCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  /** the order's total as the buyer's invoice, order page and CSV show it */
  orderTotalCents: number;
};

export type StatementRow = StatementOrderInput & { salesCents: number; commissionCents: number; payoutCents: number };
export type StatementTotals = Omit<StatementRow, "orderNumber" | "deliveredOn"> & { orders: number };

/** Basis points of an amount in cents, rounded half up (amounts are never negative here). */
export function commissionOf(salesCents: number, bps: number): number {
  if (!Number.isInteger(salesCents) || !Number.isInteger(bps) || salesCents < 0 || bps < 0)
    throw new Error("commissionOf takes whole, non-negative cents and basis points");
  return Math.floor((salesCents * bps + 5_000) / 10_000);
}

export function statementRow(order: StatementOrderInput, bps: number): StatementRow {
  const salesCents = Math.max(0, order.itemsCents - order.cancelledCents - order.discountCents);
  const commissionCents = commissionOf(salesCents, bps);
  return { ...order, salesCents, commissionCents, payoutCents: salesCents - commissionCents + order.shippingCents };
}

export function buildStatement(orders: readonly StatementOrderInput[], bps: number) {
  const rows = orders.map((o) => statementRow(o, bps));
  const sum = (k: keyof Omit<StatementTotals, "orders">) => rows.reduce((s, r) => s + r[k], 0);
  const totals: StatementTotals = {
    orders: rows.length,
    itemsCents: sum("itemsCents"),
    cancelledCents: sum("cancelledCents"),
    discountCents: sum("discountCents"),
    shippingCents: sum("shippingCents"),
    taxCents: sum("taxCents"),
    orderTotalCents: sum("orderTotalCents"),
    salesCents: sum("salesCents"),
    commissionCents: sum("commissionCents"),
    payoutCents: sum("payoutCents"),
  };
  return { rows, totals, commissionPercent: bps / 100 };
}
export type Statement = ReturnType<typeof buildStatement>;

/**
 * Money given back in the month on this vendor's orders (returns, cancellations, adjustments): the buyer's
 * amount holds goods and tax; the vendor gives up the goods and gets back the commission reversed on them;
 * the tax is the marketplace's to return. Refunds that failed are not listed by the caller.
 */
export type StatementRefundInput = {
  orderNumber: string;
  refundedOn: string; // yyyy-mm-dd
  kind: string;
  creditNoteNumber: string | null;
  amountCents: number;
  taxCents: number;
  commissionReversedCents: number;
};
export type StatementRefundRow = StatementRefundInput & { goodsCents: number; payoutEffectCents: number };

export function refundSection(refunds: readonly StatementRefundInput[]) {
  const rows: StatementRefundRow[] = refunds.map((r) => {
    const goodsCents = r.amountCents - r.taxCents;
    return { ...r, goodsCents, payoutEffectCents: -(goodsCents - r.commissionReversedCents) };
  });
  const sum = (k: "amountCents" | "taxCents" | "goodsCents" | "commissionReversedCents" | "payoutEffectCents") =>
    rows.reduce((s, r) => s + r[k], 0);
  return {
    rows,
    totals: {
      refunds: rows.length,
      amountCents: sum("amountCents"),
      taxCents: sum("taxCents"),
      goodsCents: sum("goodsCents"),
      commissionReversedCents: sum("commissionReversedCents"),
      payoutEffectCents: sum("payoutEffectCents"),
    },
  };
}
export type StatementRefunds = ReturnType<typeof refundSection>;

/** "2026-10" → the month's first instant and the next month's (UTC); null for anything else. */
export function monthRange(month: string): { from: Date; to: Date } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  return { from: new Date(Date.UTC(y, mo - 1, 1)), to: new Date(Date.UTC(y, mo, 1)) };
}

/** The last `n` months as yyyy-mm, newest first, counting the current one. */
export function recentMonths(now: Date, n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 7),
  );
}

/** Days of the sales chart: the last `days` UTC days, oldest first, so quiet days show as zero. */
export function dayRange(days: number, now: Date): string[] {
  return Array.from({ length: days }, (_, i) =>
    new Date(now.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
