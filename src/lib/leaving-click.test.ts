import { describe, expect, it } from "vitest";
import { isLeavingClick } from "./leaving-click";

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, over: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
  href,
  target: "",
  hasDownload: false,
  ...over,
});
const here = "https://dvm.test/vendor/listings?page=2";

describe("a click that leaves the page", () => {
  it("a plain click on another page of the site, or another site, leaves", () => {
    expect(isLeavingClick(plain, link("/vendor/orders"), here)).toBe(true);
    expect(isLeavingClick(plain, link("/vendor/listings?page=3"), here)).toBe(true);
    expect(isLeavingClick(plain, link("https://example.com/"), here)).toBe(true);
  });
  it("new tabs, downloads, modified clicks and handled clicks stay", () => {
    expect(isLeavingClick(plain, link("/vendor/orders", { target: "_blank" }), here)).toBe(false);
    expect(isLeavingClick(plain, link("/api/vendor/v1/products/export", { hasDownload: true }), here)).toBe(false);
    expect(isLeavingClick({ ...plain, metaKey: true }, link("/vendor/orders"), here)).toBe(false);
    expect(isLeavingClick({ ...plain, ctrlKey: true }, link("/vendor/orders"), here)).toBe(false);
    expect(isLeavingClick({ ...plain, button: 1 }, link("/vendor/orders"), here)).toBe(false);
    expect(isLeavingClick({ ...plain, defaultPrevented: true }, link("/vendor/orders"), here)).toBe(false);
  });
  it("a jump within the page, the same address, mailto and tel stay", () => {
    expect(isLeavingClick(plain, link("#prices"), here)).toBe(false);
    expect(isLeavingClick(plain, link(here), here)).toBe(false);
    expect(isLeavingClick(plain, link("mailto:help@dvm.test"), here)).toBe(false);
    expect(isLeavingClick(plain, link("tel:+15555550100"), here)).toBe(false);
    expect(isLeavingClick(plain, link("/vendor/orders", { target: "_self" }), here)).toBe(true);
  });
});
