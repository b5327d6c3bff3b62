import { describe, expect, it } from "vitest";
import { adjustmentFigures, payoutFigures, sumFigures } from "./rules";

const order = {
  totalCents: 10_000 + 800 + 500, // goods 10,000, tax 800, shipping 500
  taxCents: 800,
  itemsCents: 10_000,
  cancelledCents: 0,
  discountCents: 0,
  refundedCents: 0,
  refundedTaxCents: 0,
  commissionReversedCents: 0,
};

describe("payoutFigures", () => {
  it("pays goods and shipping less the statement's commission; the tax stays with the marketplace", () => {
    expect(payoutFigures(order, 1000)).toEqual({
      grossCents: 10_500,
      commissionCents: 1_000,
      refundsCents: 0,
      netCents: 9_500,
    });
  });
  it("subtracts refunds without their tax and gives back reversed commission", () => {
    const f = payoutFigures(
      { ...order, refundedCents: 2_160, refundedTaxCents: 160, commissionReversedCents: 200 },
      1000,
    );
    expect(f).toEqual({ grossCents: 10_500, commissionCents: 800, refundsCents: 2_000, netCents: 7_700 });
    expect(f.grossCents - f.commissionCents - f.refundsCents).toBe(f.netCents);
  });
  it("takes commission on goods less the coupon, rounded half up per order", () => {
    expect(payoutFigures({ ...order, discountCents: 5, totalCents: 11_295 }, 1000).commissionCents).toBe(1_000);
  });
});

describe("adjustmentFigures", () => {
  it("takes back a refund given after the transfer, net of the commission it reversed", () => {
    const paid = payoutFigures(order, 1000);
    const now = payoutFigures(
      { ...order, refundedCents: 2_160, refundedTaxCents: 160, commissionReversedCents: 200 },
      1000,
    );
    const adj = adjustmentFigures(now, paid)!;
    expect(adj).toEqual({ grossCents: 0, commissionCents: -200, refundsCents: 2_000, netCents: -1_800 });
    expect(sumFigures([paid, adj])).toEqual(now);
  });
  it("is nothing when nothing changed", () => {
    expect(adjustmentFigures(payoutFigures(order, 1000), payoutFigures(order, 1000))).toBeNull();
  });
});
