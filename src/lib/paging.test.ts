import { describe, expect, it } from "vitest";
import { emptyListText, isFiltered, pageCount, pageHref, pageOffset } from "./paging";

describe("paging", () => {
  it("counts pages and offsets, falling back to page 1 on odd input", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageOffset(3, 25)).toBe(50);
    expect(pageOffset(0)).toBe(0);
    expect(pageOffset(undefined)).toBe(0);
    expect(pageOffset(1.5)).toBe(0);
  });
  it("keeps the filters that are set and drops page 1", () => {
    expect(pageHref("/admin/orders", { q: "VX", status: undefined, vendor: "", page: 4 }, 2)).toBe(
      "/admin/orders?q=VX&page=2",
    );
    expect(pageHref("/vendor/orders", { status: "placed" }, 1)).toBe("/vendor/orders?status=placed");
    expect(pageHref("/vendor/orders", {}, 1)).toBe("/vendor/orders");
  });
  it("an empty page says why: past the end, no match, or nothing yet", () => {
    const texts = { none: "No buyers have registered yet.", noMatch: "No buyers match these filters." };
    expect(emptyListText(30, 2, false, texts)).toBe("This page is past the end of the list.");
    expect(emptyListText(0, 1, true, texts)).toBe(texts.noMatch);
    expect(emptyListText(0, 1, false, texts)).toBe(texts.none);
    expect(isFiltered({ page: 3 })).toBe(false);
    expect(isFiltered({ q: "a", page: 1 })).toBe(true);
  });
});
