import { describe, expect, it } from "vitest";
import { flip, isSaved } from "./rules";

const empty = { success: true, data: [], serviceWishlist: [], count: 0 };

describe("wishlist state rules", () => {
  it("adds and removes a product, keeping the count in step", () => {
    const on = flip(empty, { productId: 7 });
    expect(isSaved(on, { productId: 7 })).toBe(true);
    expect(on.count).toBe(1);
    const off = flip(on, { productId: 7 });
    expect(isSaved(off, { productId: 7 })).toBe(false);
    expect(off).toEqual(empty);
  });

  it("keeps products and services apart", () => {
    const both = flip(flip(empty, { productId: 3 }), { serviceId: 3 });
    expect(both.data).toEqual([{ product_id: 3 }]);
    expect(both.serviceWishlist).toEqual([{ service_id: 3 }]);
    expect(both.count).toBe(2);
    expect(isSaved(flip(both, { serviceId: 3 }), { productId: 3 })).toBe(true);
  });

  it("never counts below zero and knows nothing without state", () => {
    expect(flip({ ...empty, data: [{ product_id: 1 }] }, { productId: 1 }).count).toBe(0);
    expect(isSaved(undefined, { productId: 1 })).toBe(false);
    expect(isSaved(empty, {})).toBe(false);
  });
});
