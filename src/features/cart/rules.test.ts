import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  EMPTY_CART_MESSAGE,
  cartTitle,
  removedFromCartMessage,
  summaryGroups,
  firstScreenCounts,
  allowedQuantityMessage,
  cartMinusAllowed,
  cartPlusAllowed,
  cartSubtotal,
  lineTotalCents,
  priceLabel,
  serviceTotalCents,
} from "./rules";

describe("cartMinusAllowed", () => {
  it("acts only above 1, so minus never deletes a line", () => {
    expect(cartMinusAllowed({ quantity: 1, minimumOrder: null })).toBe(false);
    expect(cartMinusAllowed({ quantity: 0, minimumOrder: null })).toBe(false);
    expect(cartMinusAllowed({ quantity: 2, minimumOrder: null })).toBe(true);
  });

  it("respects a minimum order greater than 0", () => {
    expect(cartMinusAllowed({ quantity: 5, minimumOrder: 5 })).toBe(false);
    expect(cartMinusAllowed({ quantity: 6, minimumOrder: 5 })).toBe(true);
    expect(cartMinusAllowed({ quantity: 3, minimumOrder: 0 })).toBe(true);
    expect(cartMinusAllowed({ quantity: 3, minimumOrder: undefined })).toBe(true);
  });

  it("never allows going below max(1, minimum order)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.option(fc.integer({ min: -5, max: 1000 })),
        (quantity, minimumOrder) => {
          if (cartMinusAllowed({ quantity, minimumOrder })) {
            expect(quantity - 1).toBeGreaterThanOrEqual(Math.max(1, minimumOrder ?? 0));
          }
        },
      ),
    );
  });
});

describe("cartPlusAllowed", () => {
  it("stops at the threshold, or at stock when the threshold is null", () => {
    expect(cartPlusAllowed({ quantity: 4, threshold: 5, available: 100 })).toBe(true);
    expect(cartPlusAllowed({ quantity: 5, threshold: 5, available: 100 })).toBe(false);
    expect(cartPlusAllowed({ quantity: 9, threshold: null, available: 10 })).toBe(true);
    expect(cartPlusAllowed({ quantity: 10, threshold: null, available: 10 })).toBe(false);
    expect(cartPlusAllowed({ quantity: 50, threshold: null, available: null })).toBe(true);
  });

  it("needs a quantity of at least 1", () => {
    expect(cartPlusAllowed({ quantity: 0, threshold: 5, available: 5 })).toBe(false);
  });

  it("never lets the quantity pass the limit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.option(fc.integer({ min: 0, max: 100 })),
        fc.option(fc.integer({ min: 0, max: 100 })),
        (quantity, threshold, available) => {
          if (cartPlusAllowed({ quantity, threshold, available })) {
            const limit = threshold ?? available;
            if (limit !== null) expect(quantity + 1).toBeLessThanOrEqual(limit);
          }
        },
      ),
    );
  });
});

describe("messages and labels", () => {
  it("uses the spec texts", () => {
    expect(allowedQuantityMessage(4)).toBe("Allowed quantity is 4.");
    expect(EMPTY_CART_MESSAGE).toBe("No product in your cart?");
  });

  it("shows 'Price N/A' for 0 or missing prices", () => {
    expect(priceLabel(0)).toBe("Price N/A");
    expect(priceLabel(null)).toBe("Price N/A");
    expect(priceLabel(undefined)).toBe("Price N/A");
    expect(priceLabel(129999)).toBe("$1,299.99");
  });
});

describe("serviceTotalCents", () => {
  it("charges fee and equipment per licence and additional fee per extra licence", () => {
    const plan = { feeCents: 10000, additionalFeeCents: 2500, equipmentFeeCents: 500 };
    expect(serviceTotalCents({ ...plan, licences: 1 })).toBe(10500);
    expect(serviceTotalCents({ ...plan, licences: 3 })).toBe(30000 + 5000 + 1500);
    expect(serviceTotalCents({ feeCents: 999, additionalFeeCents: null, equipmentFeeCents: null, licences: 2 })).toBe(
      1998,
    );
  });

  it("counts fewer than one licence as one", () => {
    expect(serviceTotalCents({ feeCents: 100, additionalFeeCents: 50, equipmentFeeCents: 10, licences: 0 })).toBe(110);
  });

  it("grows by fee + additional + equipment with every extra licence", () => {
    const cents = fc.integer({ min: 0, max: 1e7 });
    fc.assert(
      fc.property(cents, cents, cents, fc.integer({ min: 1, max: 500 }), (fee, additional, equipment, licences) => {
        const plan = { feeCents: fee, additionalFeeCents: additional, equipmentFeeCents: equipment };
        const delta = serviceTotalCents({ ...plan, licences: licences + 1 }) - serviceTotalCents({ ...plan, licences });
        expect(delta).toBe(fee + additional + equipment);
        expect(Number.isInteger(serviceTotalCents({ ...plan, licences }))).toBe(true);
      }),
    );
  });
});

describe("lineTotalCents / cartSubtotal", () => {
  it("multiplies unit price by quantity", () => {
    expect(lineTotalCents({ unitCents: 1999, quantity: 3 })).toBe(5997);
    expect(lineTotalCents({ unitCents: null, quantity: 3 })).toBe(0);
  });

  it("adds lines exactly, without float drift", () => {
    expect(cartSubtotal([10, 20])).toBe(30);
    expect(cartSubtotal([])).toBe(0);
    // 0.1 + 0.2 in dollars would give 0.30000000000000004.
    expect(
      cartSubtotal([lineTotalCents({ unitCents: 10, quantity: 1 }), lineTotalCents({ unitCents: 20, quantity: 1 })]),
    ).toBe(30);
  });

  it("equals the sum of its lines and stays an integer", () => {
    const line = fc.record({
      unitCents: fc.integer({ min: 0, max: 1e7 }),
      quantity: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const totals = lines.map(lineTotalCents);
        const subtotal = cartSubtotal(totals);
        expect(Number.isInteger(subtotal)).toBe(true);
        expect(subtotal).toBe(lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0));
        expect(cartSubtotal([...totals].reverse())).toBe(subtotal);
      }),
    );
  });
});

describe("cart messages and summary", () => {
  it("says how many lines were removed", () => {
    expect(removedFromCartMessage(1)).toBe("1 item removed from your cart.");
    expect(removedFromCartMessage(4)).toBe("4 items removed from your cart.");
    expect(removedFromCartMessage(0)).toBe("Nothing was removed; your cart had no items from this vendor.");
  });

  it("leaves out of the summary a vendor whose lines are all unchecked", () => {
    const groups = [
      { id: 1, lines: [{ c: "N" }, { c: "N" }] },
      { id: 2, lines: [{ c: "N" }, { c: "Y" }] },
    ];
    expect(
      summaryGroups(
        groups,
        (g) => g.lines,
        (l) => l.c === "Y",
      ).map((g) => g.id),
    ).toEqual([2]);
  });
});

describe("whose cart", () => {
  it("names a shared location cart after the location, and one's own cart 'Your cart'", () => {
    expect(cartTitle({ location: "Heartland North", shared: true })).toBe("Heartland North's cart");
    expect(cartTitle({ location: "Heartland Downs", shared: true })).toBe("Heartland Downs' cart");
    expect(cartTitle({ location: "Riverbend Animal Hospital", shared: false })).toBe("Your cart");
    expect(cartTitle(null)).toBe("Your cart");
    expect(cartTitle({ location: "  ", shared: true })).toBe("Your cart");
  });
});

describe("firstScreenCounts", () => {
  it("draws the first lines in order across groups and none past the limit", () => {
    expect(firstScreenCounts([3, 4, 5], 8)).toEqual([3, 4, 1]);
    expect(firstScreenCounts([10, 2], 8)).toEqual([8, 0]);
  });
  it("draws every line of a short cart", () => {
    expect(firstScreenCounts([2, 1], 8)).toEqual([2, 1]);
    expect(firstScreenCounts([], 8)).toEqual([]);
  });
  it("draws nothing for a limit of zero or below", () => {
    expect(firstScreenCounts([2, 3], 0)).toEqual([0, 0]);
    expect(firstScreenCounts([2], -1)).toEqual([0]);
  });
});
