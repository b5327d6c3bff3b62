import { describe, expect, it } from "vitest";
import { changedVariationPrices, listingTypeFor } from "./rules";
import { listingCreateSchema, variationSchema } from "./schema";

describe("listing variations and sets", () => {
  it("the storefront type follows what the listing has", () => {
    expect(listingTypeFor(2, 0)).toBe("variation");
    expect(listingTypeFor(0, 3)).toBe("set");
    expect(listingTypeFor(0, 0)).toBe("simple");
  });

  it("a variation price change is a new or different price, matched by SKU", () => {
    const stored = [{ sku: "A-1", catalogCents: 1000, discountedCents: null }];
    expect(changedVariationPrices(stored, [{ sku: "a-1", catalogCents: 1000, discountedCents: null }])).toEqual([]);
    expect(changedVariationPrices(stored, [{ sku: "A-1", catalogCents: 1000, discountedCents: 900 }])).toEqual(["A-1"]);
    expect(changedVariationPrices(stored, [{ sku: "A-2", catalogCents: 1000, discountedCents: null }])).toEqual([
      "A-2",
    ]);
    // removing a variation sets no price
    expect(changedVariationPrices(stored, [])).toEqual([]);
  });

  it("a variation reads blanks as none and explains a bad value", () => {
    const v = { sku: "A-1", caption: "Small", price_catalog: "12.5", quantity: "3", price_discounted: "" };
    expect(variationSchema.parse(v)).toMatchObject({ price_catalog: 12.5, quantity: 3, price_discounted: null });
    expect(variationSchema.safeParse({ ...v, caption: "" }).error?.issues[0]?.message).toBe(
      "A variation's option label is required.",
    );
    expect(variationSchema.safeParse({ ...v, quantity: "-1" }).error?.issues[0]?.message).toBe(
      "A variation's stock must be at least 0.",
    );
  });

  it("a listing has variations or set contents, not both", () => {
    const base = { name: "Kit", sku: "K-1", category: "c", price_catalog: 10, see_price: "login", quantity: 1 };
    const both = {
      ...base,
      status: "draft",
      variations: [{ sku: "K-1-A", caption: "A", price_catalog: 1, quantity: 1 }],
      set_items: [{ name: "Box", sku: "B", qty: 1 }],
    };
    expect(listingCreateSchema.safeParse(both).error?.issues[0]?.message).toBe(
      "A listing can have variations or set contents, not both.",
    );
  });
});
