import { describe, expect, it } from "vitest";
import {
  buildStatement,
  commissionOf,
  refundSection,
  dayRange,
  monthRange,
  recentMonths,
  statementRow,
} from "./statement-rules";

const order = (over: Partial<Parameters<typeof statementRow>[0]> = {}) => ({
  orderNumber: "A-1",
  deliveredOn: "2026-10-05",
  itemsCents: 10_000,
  cancelledCents: 0,
  discountCents: 0,
  shippingCents: 0,
  taxCents: 0,
  orderTotalCents: 10_000,
  ...over,
});

describe("commissionOf", () => {
  it("takes basis points of cents, half a cent rounds up", () => {
    expect(commissionOf(10_000, 1000)).toBe(1000);
    expect(commissionOf(105, 1000)).toBe(11); // 10.5 → 11
    expect(commissionOf(104, 1000)).toBe(10); // 10.4 → 10
    expect(commissionOf(1, 1250)).toBe(0); // 0.125 → 0
    expect(commissionOf(4, 1250)).toBe(1); // 0.5 → 1
    expect(commissionOf(0, 1500)).toBe(0);
  });
  it("never works on fractions or negatives", () => {
    expect(() => commissionOf(10.5, 1000)).toThrow();
    expect(() => commissionOf(-1, 1000)).toThrow();
  });
});

describe("statementRow", () => {
  it("cancelled lines and the vendor's coupon leave the sales; shipping passes through without commission", () => {
    expect(statementRow(order({ cancelledCents: 2_500, discountCents: 500, shippingCents: 995 }), 1000)).toMatchObject({
      salesCents: 7_000,
      commissionCents: 700,
      payoutCents: 7_295,
    });
  });
  it("an order cancelled to nothing pays nothing and takes no commission", () => {
    expect(statementRow(order({ cancelledCents: 10_000, discountCents: 300 }), 1000)).toMatchObject({
      salesCents: 0,
      commissionCents: 0,
      payoutCents: 0,
    });
  });
});

describe("buildStatement", () => {
  it("totals are the sums of the rows, rounding per order", () => {
    // three orders of $1.05 at 10%: 10.5 cents each rounds to 11, so the month's commission is 33, not 32
    const s = buildStatement(
      [
        order({ itemsCents: 105, taxCents: 4, orderTotalCents: 109 }),
        order({ itemsCents: 105, orderNumber: "A-2", orderTotalCents: 105 }),
        order({ itemsCents: 105, orderTotalCents: 105 }),
      ],
      1000,
    );
    expect(s.totals).toEqual({
      orders: 3,
      itemsCents: 315,
      cancelledCents: 0,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 4,
      orderTotalCents: 319,
      salesCents: 315,
      commissionCents: 33,
      payoutCents: 282,
    });
    expect(s.totals.salesCents - s.totals.commissionCents + s.totals.shippingCents).toBe(s.totals.payoutCents);
    expect(s.commissionPercent).toBe(10);
    // the tax the marketplace collects is the buyer's money owed to the state, never the vendor's payout
    expect(s.rows[0]!.payoutCents).toBe(s.rows[1]!.payoutCents);
  });
  it("an empty month is all zeros", () => {
    expect(buildStatement([], 1250).totals).toMatchObject({ orders: 0, payoutCents: 0, commissionCents: 0 });
  });
});

describe("months and days", () => {
  it("a month is [first instant, next month's first instant) in UTC", () => {
    expect(monthRange("2026-12")).toEqual({
      from: new Date("2026-12-01T00:00:00Z"),
      to: new Date("2027-01-01T00:00:00Z"),
    });
    expect(monthRange("2026-13")).toBeNull();
    expect(monthRange("26-1")).toBeNull();
  });
  it("recent months and days", () => {
    expect(recentMonths(new Date("2026-01-15T00:00:00Z"), 3)).toEqual(["2026-01", "2025-12", "2025-11"]);
    expect(dayRange(3, new Date("2026-03-01T12:00:00Z"))).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });
});

describe("refundSection", () => {
  it("the vendor gives up the refunded goods and gets back the reversed commission; tax is the marketplace's", () => {
    const r = refundSection([
      {
        orderNumber: "A",
        refundedOn: "2026-10-03",
        kind: "return",
        creditNoteNumber: "CN-1",
        amountCents: 938,
        taxCents: 38,
        commissionReversedCents: 90,
      },
      {
        orderNumber: "B",
        refundedOn: "2026-10-09",
        kind: "return",
        creditNoteNumber: null,
        amountCents: 1250,
        taxCents: 0,
        commissionReversedCents: 125,
      },
    ]);
    expect(r.rows.map((x) => [x.goodsCents, x.payoutEffectCents])).toEqual([
      [900, -810],
      [1250, -1125],
    ]);
    expect(r.totals).toEqual({
      refunds: 2,
      amountCents: 2188,
      taxCents: 38,
      goodsCents: 2150,
      commissionReversedCents: 215,
      payoutEffectCents: -1935,
    });
    expect(refundSection([]).totals.payoutEffectCents).toBe(0);
  });
});
