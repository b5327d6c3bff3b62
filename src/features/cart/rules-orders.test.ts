import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  cartBadge,
  cartTotalCents,
  checkAddQuantity,
  freeShippingProgress,
  lineLimit,
  lineTotalCents,
  serviceTotalCents,
} from "./rules";

describe("cart totals", () => {
  it("for any cart the total equals the sum of its checked lines, whatever the client sends", () => {
    const line = fc.record({
      unitCents: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
      quantity: fc.integer({ min: 0, max: 500 }),
      checked: fc.boolean(),
      clientPrice: fc.double(),
      clientTotal: fc.double(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const expected = lines.filter((l) => l.checked).reduce((n, l) => n + (l.unitCents ?? 0) * l.quantity, 0);
        // Client-sent fields are present but can never change the result.
        expect(cartTotalCents(lines)).toBe(expected);
        expect(Number.isInteger(cartTotalCents(lines))).toBe(true);
      }),
    );
  });

  it("service lines follow SPEC §9 inside a cart", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.integer({ min: 0, max: 10000 }),
        fc.integer({ min: 0, max: 10000 }),
        fc.integer({ min: 1, max: 50 }),
        (fee, add, eq, n) => {
          const total = serviceTotalCents({
            feeCents: fee,
            additionalFeeCents: add,
            equipmentFeeCents: eq,
            licences: n,
          });
          expect(total).toBe(fee * n + add * (n - 1) + eq * n);
          expect(
            cartTotalCents([
              { unitCents: total, quantity: 1, checked: true },
              { unitCents: 500, quantity: 2, checked: true },
            ]),
          ).toBe(total + 1000);
        },
      ),
    );
  });

  it("lineTotalCents never goes negative", () => {
    expect(lineTotalCents({ unitCents: 500, quantity: -3 })).toBe(0);
  });
});

describe("add-to-cart quantity check", () => {
  it("uses the threshold, or the stock, whichever is lower", () => {
    expect(lineLimit({ threshold: 5, available: 3 })).toBe(3);
    expect(lineLimit({ threshold: null, available: 8 })).toBe(8);
    expect(lineLimit({ threshold: null, available: null })).toBeNull();
  });
  it("counts what is already in the cart", () => {
    expect(checkAddQuantity({ inCart: 3, quantity: 2, minimumOrder: null, threshold: 4, available: 100 })).toEqual({
      ok: false,
      message: "You already have 3 quantities of this item in cart. Allowed quantity is 4.",
    });
    expect(checkAddQuantity({ inCart: 1, quantity: 4, minimumOrder: null, threshold: 4, available: 100 }).ok).toBe(
      false,
    );
    expect(checkAddQuantity({ inCart: 1, quantity: 3, minimumOrder: null, threshold: 4, available: 100 }).ok).toBe(
      true,
    );
    expect(checkAddQuantity({ inCart: 0, quantity: 2, minimumOrder: 3, threshold: null, available: 10 })).toEqual({
      ok: false,
      message: "The minimum order for this item is 3.",
    });
    expect(checkAddQuantity({ inCart: 2, quantity: 1, minimumOrder: 3, threshold: null, available: 10 }).ok).toBe(true);
    expect(checkAddQuantity({ inCart: 0, quantity: 11, minimumOrder: null, threshold: null, available: 10 })).toEqual({
      ok: false,
      message: "Only 10 of this item are in stock. Allowed quantity is 10.",
    });
    expect(checkAddQuantity({ inCart: 0, quantity: 1, minimumOrder: null, threshold: null, available: 0 })).toEqual({
      ok: false,
      message: "This item is out of stock.",
    });
  });
  it("never lets the line pass its limit", () => {
    fc.assert(
      fc.property(
        fc.nat(50),
        fc.integer({ min: 1, max: 50 }),
        fc.option(fc.nat(60), { nil: null }),
        fc.nat(60),
        (inCart, quantity, threshold, available) => {
          const res = checkAddQuantity({ inCart, quantity, minimumOrder: null, threshold, available });
          if (res.ok) expect(inCart + quantity).toBeLessThanOrEqual(Math.min(threshold ?? Infinity, available));
        },
      ),
    );
  });
});

describe("free shipping progress", () => {
  it("reports progress toward the vendor minimum", () => {
    expect(freeShippingProgress(2500, 10000)).toEqual({ percent: 25, remainingCents: 7500, reached: false });
    expect(freeShippingProgress(12000, 10000)).toEqual({ percent: 100, remainingCents: 0, reached: true });
    expect(freeShippingProgress(100, null).reached).toBe(true);
  });
});

describe("cartBadge", () => {
  it("badge reads '99+' above 99", () => {
    expect(cartBadge(100)).toBe("99+");
    expect(cartBadge(99)).toBe("99");
    expect(cartBadge(0)).toBe("");
  });
});
