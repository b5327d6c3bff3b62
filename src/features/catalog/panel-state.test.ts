import { describe, expect, it } from "vitest";
import {
  discountBadge,
  findVariationBySku,
  initialQuantity,
  primaryAction,
  quantityLimits,
  selectedUnit,
  type PanelProduct,
} from "./panel-state";

const customer = { level: 3, position: "Veterinarian", isSalesRep: false };
const rep = { level: 9, position: "Sales Rep", isSalesRep: true };

const base = (over: Partial<PanelProduct> = {}): PanelProduct => ({
  id: 1,
  sku: "P-1",
  type: "simple",
  vendor_id: 10,
  level: 1,
  see_price: "without_login",
  in_stock: "Y",
  quantity: 20,
  minimum_order: null,
  max_quantity_threshold: 6,
  quantity_in_cart: 0,
  sample_product: false,
  price: 19.99,
  price_catalog: 24.99,
  price_discounted: 19.99,
  range: null,
  sub_products: [],
  ...over,
});

const variations = base({
  type: "variation",
  price: null,
  price_catalog: null,
  price_discounted: null,
  range: { min: 5, max: 9 },
  sub_products: [
    {
      id: 11,
      sku: "V-SMALL",
      caption: "Small",
      quantity: 5,
      minimum_order: 2,
      max_quantity_threshold: null,
      quantity_in_cart: 0,
      sample_product: true,
      price: 5,
      price_catalog: 5,
      price_discounted: null,
      in_stock: "Y",
    },
    {
      id: 12,
      sku: "V-LARGE",
      caption: "Large",
      quantity: 0,
      minimum_order: null,
      max_quantity_threshold: 3,
      quantity_in_cart: 3,
      sample_product: false,
      price: 9,
      price_catalog: 10,
      price_discounted: 9,
      in_stock: "N",
    },
  ],
});

describe("selectedUnit", () => {
  it("is the product until a variation is chosen, then that variation", () => {
    expect(selectedUnit(variations, null).sku).toBe(variations.sku);
    const v = selectedUnit(variations, 11);
    expect(v).toMatchObject({ variationId: 11, sku: "V-SMALL", minimumOrder: 2, price: 5, sampleProduct: true });
  });

  it("uses the cart count returned by add-to-cart over the loaded one", () => {
    expect(selectedUnit(variations, 11, { "11": 4 }).inCart).toBe(4);
    expect(selectedUnit(base(), null, { "0": 2 }).inCart).toBe(2);
  });

  it("finds a variation by the SKU in the URL hash, case-insensitively", () => {
    expect(findVariationBySku(variations, "v-large")?.id).toBe(12);
    expect(findVariationBySku(variations, "")).toBeNull();
    expect(findVariationBySku(variations, "nope")).toBeNull();
  });
});

describe("discountBadge", () => {
  it("shows the SPEC §5 percent with 2 decimals", () => {
    expect(discountBadge({ catalog: 24.99, discounted: 19.99 })).toBe("20.01% OFF");
    expect(discountBadge({ catalog: 30, discounted: 20 })).toBe("33.33% OFF");
  });
  it("shows nothing without a real discount", () => {
    expect(discountBadge({ catalog: 20, discounted: null })).toBeNull();
    expect(discountBadge({ catalog: 20, discounted: 20 })).toBeNull();
    expect(discountBadge({ catalog: null, discounted: 5 })).toBeNull();
  });
});

describe("primaryAction", () => {
  const unit = (p: PanelProduct, id: number | null = null) => selectedUnit(p, id);
  it("offers Add To Cart to a customer who may buy", () => {
    expect(primaryAction(customer, base(), unit(base()))).toEqual({ kind: "add" });
  });
  it("asks visitors to sign in and shows sales reps nothing", () => {
    expect(primaryAction(null, base(), unit(base()))).toEqual({ kind: "signin" });
    expect(primaryAction(rep, base(), unit(base()))).toEqual({ kind: "none" });
  });
  it("hides buying for vendor 407", () => {
    const p = base({ vendor_id: 407 });
    expect(primaryAction(customer, p, unit(p))).toEqual({ kind: "none" });
    expect(primaryAction(null, p, unit(p))).toEqual({ kind: "none" });
  });
  it("shows Out of Stock, Price not available and the upgrade prompt", () => {
    const out = base({ quantity: 0 });
    expect(primaryAction(customer, out, unit(out))).toEqual({ kind: "out-of-stock" });
    const free = base({ price: null, price_discounted: null });
    expect(primaryAction(customer, free, unit(free))).toEqual({ kind: "no-price" });
    const high = base({ level: 5 });
    expect(primaryAction(customer, high, unit(high))).toEqual({ kind: "upgrade", level: 5 });
    expect(primaryAction(rep, high, unit(high))).toEqual({ kind: "none" });
  });
  it("leaves price-request products to the request button", () => {
    const p = base({ see_price: "request", price: null });
    expect(primaryAction(customer, p, unit(p))).toEqual({ kind: "none" });
  });
  it("asks for a variation first, then follows the chosen one's stock", () => {
    expect(primaryAction(customer, variations, unit(variations))).toEqual({ kind: "choose-variation" });
    expect(primaryAction(customer, variations, unit(variations, 11))).toEqual({ kind: "add" });
    expect(primaryAction(customer, variations, unit(variations, 12))).toEqual({ kind: "out-of-stock" });
  });
});

describe("quantityLimits", () => {
  it("caps at the threshold, else the stock", () => {
    expect(quantityLimits(customer, selectedUnit(base(), null)).max).toBe(6);
    expect(quantityLimits(customer, selectedUnit(variations, 11)).max).toBe(5);
  });
  it("raises the threshold error once the cart holds the allowed quantity, never for sales reps or visitors", () => {
    expect(quantityLimits(customer, selectedUnit(variations, 12)).thresholdError).toBe(true);
    expect(quantityLimits(customer, selectedUnit(base(), null, { "0": 5 })).thresholdError).toBe(false);
    expect(quantityLimits(customer, selectedUnit(base(), null, { "0": 6 })).thresholdError).toBe(true);
    expect(quantityLimits(rep, selectedUnit(variations, 12)).thresholdError).toBe(false);
    expect(quantityLimits(null, selectedUnit(variations, 12)).thresholdError).toBe(false);
  });
  it("treats stock as the limit when it runs out before the threshold (or there is none)", () => {
    const one = base({ quantity: 1, max_quantity_threshold: null });
    expect(quantityLimits(customer, selectedUnit(one, null)).thresholdError).toBe(false);
    expect(quantityLimits(customer, selectedUnit(one, null, { "0": 1 }))).toEqual({
      max: 1,
      limit: 1,
      thresholdError: true,
    });
    const low = base({ quantity: 2, max_quantity_threshold: 6 });
    expect(quantityLimits(customer, selectedUnit(low, null)).max).toBe(2);
    expect(quantityLimits(customer, selectedUnit(low, null, { "0": 2 })).thresholdError).toBe(true);
    expect(quantityLimits(rep, selectedUnit(low, null, { "0": 2 })).thresholdError).toBe(false);
  });
});

describe("initialQuantity", () => {
  it("starts the stepper at the minimum order, less what is in the cart, at least 1", () => {
    expect(initialQuantity({ minimumOrder: 7, inCart: 0 })).toBe(7);
    expect(initialQuantity({ minimumOrder: 7, inCart: 5 })).toBe(2);
    expect(initialQuantity({ minimumOrder: 7, inCart: 9 })).toBe(1);
    expect(initialQuantity({ minimumOrder: null, inCart: 0 })).toBe(1);
  });
});
