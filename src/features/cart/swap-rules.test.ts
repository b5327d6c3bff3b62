import { describe, expect, it } from "vitest";
import { cheapestSwap, packsFor, shippingEffect, type SwapOffer } from "./swap-rules";

const line = { productId: 1, vendorId: 10, vendorName: "A", quantity: 2, packSize: 100, priceCents: 5000 };
const offer = (o: Partial<SwapOffer>): SwapOffer => ({
  productId: 2,
  vendorId: 20,
  vendorName: "B",
  priceCents: 4500,
  packSize: 100,
  minimumOrder: null,
  stock: 100,
  canBuy: true,
  ...o,
});

describe("cheaper elsewhere", () => {
  it("covers the line's units in the other pack, at least the other minimum, within stock", () => {
    expect(packsFor(line, offer({ packSize: 50 }))).toBe(4);
    expect(packsFor(line, offer({ packSize: 300 }))).toBe(1);
    expect(packsFor(line, offer({ minimumOrder: 5 }))).toBe(5);
    expect(packsFor(line, offer({ stock: 1 }))).toBeNull();
  });
  it("picks the offer costing least for the same units, only when it saves money and can be bought", () => {
    const best = cheapestSwap(line, [
      offer({ productId: 2, priceCents: 4500 }),
      offer({ productId: 3, priceCents: 8000, packSize: 200 }),
      offer({ productId: 4, priceCents: 100, canBuy: false }),
      offer({ productId: 5, priceCents: null }),
    ]);
    expect(best).toMatchObject({ offer: { productId: 3 }, quantity: 1, costCents: 8000, savesCents: 2000 });
    expect(cheapestSwap(line, [offer({ priceCents: 5000 })])).toBeNull();
    expect(cheapestSwap(line, [offer({ productId: 1, priceCents: 1 })])).toBeNull();
  });
  it("says when a move drops one vendor below free shipping or brings the other to it", () => {
    expect(
      shippingEffect({
        from: { name: "A", subtotalCents: 12000, freeCents: 10000 },
        to: { name: "B", subtotalCents: 6000, freeCents: 10000 },
        lineCents: 5000,
        swapCents: 4500,
      }),
    ).toEqual(["A drops below its free-shipping minimum of $100.00.", "B reaches free shipping ($100.00)."]);
    expect(
      shippingEffect({
        from: { name: "A", subtotalCents: 5000, freeCents: null },
        to: { name: "B", subtotalCents: 0, freeCents: 10000 },
        lineCents: 5000,
        swapCents: 4500,
      }),
    ).toEqual(["B is $55.00 short of free shipping."]);
  });
});
