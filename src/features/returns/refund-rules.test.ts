import { describe, expect, it } from "vitest";
import { returnRefund, type RefundOrder } from "./refund-rules";

// 3 × $10.00 + 1 × $12.50 = $42.50, a $4.25 coupon, MO 4.225 % on $38.25 = $1.62 (rounded), $6 shipping
const order: RefundOrder = {
  subtotalCents: 4250,
  discountCents: 425,
  taxCents: 162,
  totalCents: 4250 - 425 + 162 + 600,
};
const base = { order, earlierGoodsCents: 0, refundedCents: 0, commissionBps: 1000 };

describe("returnRefund", () => {
  it("one unit of a line without a discount: its price and its share of the tax", () => {
    const r = returnRefund({ ...base, order: { ...order, discountCents: 0, taxCents: 180 }, goodsCents: 1000 });
    // tax: 180 × 1000 / 4250 = 42.35 → 42
    expect(r).toEqual({ amountCents: 1042, taxCents: 42, discountCents: 0, commissionReversedCents: 100 });
  });

  it("shares the coupon in proportion: one $10 unit of $42.50 carries $1.00 of the $4.25 discount", () => {
    const r = returnRefund({ ...base, goodsCents: 1000 });
    // net 900; tax 162 × 900 / 3825 = 38.12 → 38; commission 10 % of 900
    expect(r).toEqual({ amountCents: 938, taxCents: 38, discountCents: 100, commissionReversedCents: 90 });
  });

  it("rounds each share to the cent, half up", () => {
    const o = { subtotalCents: 300, discountCents: 1, taxCents: 1, totalCents: 300 };
    // one of three $1 units: discount 1/3 → 0, net 100; tax 1 × 100 / 299 → 0
    expect(returnRefund({ ...base, order: o, goodsCents: 100 })).toMatchObject({ amountCents: 100, taxCents: 0 });
    // half a cent of tax rounds up: 1 × 150 / 300 = 0.5 → 1
    const half = { subtotalCents: 300, discountCents: 0, taxCents: 1, totalCents: 301 };
    expect(returnRefund({ ...base, order: half, goodsCents: 150 }).taxCents).toBe(1);
  });

  it("unit by unit adds up to exactly the goods and tax paid, as returning everything at once does", () => {
    const all = returnRefund({ ...base, goodsCents: 4250 });
    expect(all.amountCents).toBe(4250 - 425 + 162);
    expect(all.taxCents).toBe(162);
    let earlier = 0;
    let refunded = 0;
    let tax = 0;
    let commission = 0;
    for (const goods of [1000, 1000, 1000, 1250]) {
      const r = returnRefund({ ...base, earlierGoodsCents: earlier, refundedCents: refunded, goodsCents: goods });
      earlier += goods;
      refunded += r.amountCents;
      tax += r.taxCents;
      commission += r.commissionReversedCents;
    }
    expect([refunded, tax, commission]).toEqual([all.amountCents, all.taxCents, all.commissionReversedCents]);
    // the statement's commission on the order's sales is exactly what is reversed
    expect(commission).toBe(383); // 10 % of 3825, half up
  });

  it("never gives back more than was paid, counting refunds for other causes", () => {
    const r = returnRefund({ ...base, goodsCents: 4250, refundedCents: order.totalCents - 500 });
    expect(r.amountCents).toBe(500);
    expect(r.taxCents).toBeLessThanOrEqual(500);
    expect(r.commissionReversedCents).toBe(Math.floor(((500 - r.taxCents) * 1000 + 5000) / 10000));
    expect(returnRefund({ ...base, goodsCents: 1000, refundedCents: order.totalCents }).amountCents).toBe(0);
    // more goods than the order had count as the order's goods
    expect(returnRefund({ ...base, goodsCents: 99_999 }).amountCents).toBe(4250 - 425 + 162);
  });

  it("a tax-exempt order gives back no tax", () => {
    const exempt = { ...order, taxCents: 0, totalCents: 4250 - 425 + 600 };
    expect(returnRefund({ ...base, order: exempt, goodsCents: 1250 })).toMatchObject({
      amountCents: 1125,
      taxCents: 0,
    });
  });

  it("refuses fractional or negative cents", () => {
    expect(() => returnRefund({ ...base, goodsCents: 10.5 })).toThrow();
    expect(() => returnRefund({ ...base, goodsCents: -1 })).toThrow();
  });
});
