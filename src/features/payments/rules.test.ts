import { describe, expect, it } from "vitest";
import { cancelRefusal, dueCents, goodsRefund, paymentStatusLabel, surplusRefunds, taxInRefund } from "./rules";

describe("cancelRefusal", () => {
  it("lets the buyer cancel only before the vendor confirms", () => {
    expect(cancelRefusal("buyer", "placed", 0, "")).toBeNull();
    expect(cancelRefusal("buyer", "confirmed", 0, "")).toMatch(/vendor has confirmed/);
  });
  it("lets vendor and operator cancel a confirmed order, with a reason", () => {
    expect(cancelRefusal("vendor", "confirmed", 0, "Out of stock")).toBeNull();
    expect(cancelRefusal("operator", "placed", 0, "  ")).toMatch(/say why/);
  });
  it("refuses once a unit shipped or the order is closed", () => {
    expect(cancelRefusal("vendor", "confirmed", 1, "x")).toMatch(/has shipped, so it cannot be cancelled/);
    expect(cancelRefusal("operator", "delivered", 0, "x")).toMatch(/delivered cannot be cancelled/);
    expect(cancelRefusal("buyer", "cancelled", 0, "")).toMatch(/already cancelled/);
  });
});

describe("surplusRefunds", () => {
  it("gives back what was captured beyond the open orders, to the cancelled ones", () => {
    const r = surplusRefunds(10_000, [
      { id: 1, totalCents: 6_000, cancelled: false },
      { id: 2, totalCents: 3_000, cancelled: true },
      { id: 3, totalCents: 1_000, cancelled: true },
    ]);
    expect([...r]).toEqual([
      [2, 3_000],
      [3, 1_000],
    ]);
  });
  it("gives nothing when the amount was lowered before capture", () => {
    expect(
      surplusRefunds(6_000, [
        { id: 1, totalCents: 6_000, cancelled: false },
        { id: 2, totalCents: 3_000, cancelled: true },
      ]).size,
    ).toBe(0);
  });
});

describe("dueCents and labels", () => {
  it("collects only the open orders", () => {
    expect(
      dueCents([
        { totalCents: 500, cancelled: false },
        { totalCents: 700, cancelled: true },
      ]),
    ).toBe(500);
  });
  it("reads the payment as a person would", () => {
    expect(paymentStatusLabel("card", "awaiting")).toBe("Awaiting payment");
    expect(paymentStatusLabel("card", "paid")).toBe("Paid");
    expect(paymentStatusLabel("invoice", "terms")).toBe("Invoice (net 30)");
  });
});

describe("taxInRefund", () => {
  it("takes the whole tax with the whole order and a share with a part", () => {
    expect(taxInRefund(10_800, 800, 10_800)).toBe(800);
    expect(taxInRefund(10_800, 800, 5_400)).toBe(400);
    expect(taxInRefund(0, 0, 0)).toBe(0);
  });
});

describe("goodsRefund", () => {
  const order = { subtotalCents: 2_250, discountCents: 450, taxCents: 180, totalCents: 1_980 };
  it("gives back a part's goods less its share of the coupon, with its share of the tax", () => {
    expect(goodsRefund(order, 0, 1_000)).toMatchObject({ netCents: 800, taxCents: 80 });
  });
  it("gives back every cent of goods and tax however the order is split", () => {
    const first = goodsRefund(order, 0, 1_000);
    const rest = goodsRefund(order, 1_000, 1_250);
    expect(first.netCents + rest.netCents).toBe(1_800);
    expect(first.taxCents + rest.taxCents).toBe(180);
  });
  it("refuses cents that are not whole and non-negative", () => {
    expect(() => goodsRefund(order, -1, 10)).toThrow(/whole, non-negative/);
  });
});
