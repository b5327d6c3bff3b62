import { describe, expect, it } from "vitest";
import { isListingVisible } from "./visibility-rules";

describe("isListingVisible", () => {
  it("shows only a published product of an active vendor", () => {
    expect(isListingVisible({ productStatus: "published", vendorStatus: "active" })).toBe(true);
  });
  it.each(["draft", "pending_review", "unpublished", "rejected", ""])("hides a %s product", (productStatus) => {
    expect(isListingVisible({ productStatus, vendorStatus: "active" })).toBe(false);
  });
  it("hides every product of a suspended vendor, published or not", () => {
    expect(isListingVisible({ productStatus: "published", vendorStatus: "suspended" })).toBe(false);
    expect(isListingVisible({ productStatus: "draft", vendorStatus: "suspended" })).toBe(false);
  });
});
