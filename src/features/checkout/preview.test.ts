import { describe, expect, it } from "vitest";
import type { CartView } from "@/features/cart";
import { checkoutPreview, shipToState } from "./preview";

const vendor = (id: number, subtotal_cents: number, free: number | null = null) =>
  ({
    id,
    subtotal_cents,
    minimum_amount_for_free_shipping: free,
    shipping_fee: null,
  }) as CartView["vendorProducts"][number];
const provider = (id: number, ...totals: number[]) =>
  ({ id, plans: totals.map((total_cents) => ({ total_cents })) }) as CartView["vendorServices"][number];

describe("checkoutPreview", () => {
  it("prices each order as the door does: goods less coupon, shipping, tax on the goods after coupon", () => {
    const p = checkoutPreview({
      vendors: [vendor(1, 23_651 + 1_000, 100), vendor(2, 5_000, 10_000)],
      providers: [provider(9, 12_000, 3_000)],
      discounts: { 1: 1_000 },
      shipState: "Missouri",
    });
    // 4.23% of $236.51 is $10.00; vendor 2 is under its free-shipping minimum: $9.95
    expect(p.vendors[0]).toMatchObject({ shippingCents: 0, tax: { state: "MO", taxCents: 1_000 }, totalCents: 24_651 });
    expect(p.vendors[1]).toMatchObject({ shippingCents: 995, tax: { taxCents: 212 }, totalCents: 5_000 + 995 + 212 });
    // one order per provider: taxed once on the sum of its plans
    expect(p.providers[0]).toMatchObject({ subtotalCents: 15_000, tax: { taxCents: 635 }, totalCents: 15_635 });
    expect(p.totalCents).toBe(24_651 + 6_207 + 15_635);
  });

  it("no ship-to yet, or a state without a rate: no tax, said so by the label", () => {
    const p = checkoutPreview({ vendors: [vendor(1, 5_000, 100)], providers: [], discounts: {}, shipState: null });
    expect(p.vendors[0]!.tax).toEqual({ state: null, rateBps: 0, taxCents: 0 });
  });

  it("reads the state of the chosen ship-to: the location or a saved address", () => {
    const cart = {
      addresses: [{ id: 4, state: "KS" }],
      ship_to_location: { state: "MO" },
    } as unknown as CartView;
    expect(shipToState(cart, "location")).toBe("MO");
    expect(shipToState(cart, 4)).toBe("KS");
    expect(shipToState(cart, null)).toBeNull();
  });
});
