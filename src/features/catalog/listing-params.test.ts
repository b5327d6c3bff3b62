import { describe, expect, it } from "vitest";
import { listingQuery, pageWindow, parseListingParams } from "./listing-params";

describe("parseListingParams", () => {
  it("reads every filter from the URL", () => {
    const p = parseListingParams({
      sub: "vaccines",
      vendor: "acme-vet",
      brand: "Zoetis",
      min: "5",
      max: "20.5",
      stock: "1",
      sale: "1",
      sort: "price_desc",
      page: "3",
    });
    expect(p).toEqual({
      sub: "vaccines",
      vendor: "acme-vet",
      brand: "Zoetis",
      minCents: 500,
      maxCents: 2050,
      inStock: true,
      onSale: true,
      sort: "price_desc",
      page: 3,
    });
  });

  it("falls back to defaults on odd input", () => {
    const p = parseListingParams({
      sub: "../etc",
      vendor: "A B",
      min: "-3",
      max: "abc",
      sort: "drop table",
      page: "-2",
      stock: "yes",
    });
    expect(p).toEqual({
      sub: null,
      vendor: null,
      brand: null,
      minCents: null,
      maxCents: null,
      inStock: false,
      onSale: false,
      sort: "relevance",
      page: 1,
    });
    expect(parseListingParams({ page: "99999999" }).page).toBe(1000);
  });

  it("swaps a reversed price range", () => {
    const p = parseListingParams({ min: "50", max: "10" });
    expect([p.minCents, p.maxCents]).toEqual([1000, 5000]);
  });
});

describe("listingQuery", () => {
  it("round-trips and leaves defaults out", () => {
    const p = parseListingParams({ brand: "Zoetis", min: "5", sale: "1", sort: "newest", page: "2" });
    expect(listingQuery(p)).toBe("?brand=Zoetis&min=5&sale=1&sort=newest&page=2");
    expect(parseListingParams(Object.fromEntries(new URLSearchParams(listingQuery(p))))).toEqual(p);
    expect(listingQuery(parseListingParams({}))).toBe("");
  });

  it("applies changes, e.g. a new page", () => {
    expect(listingQuery(parseListingParams({ sort: "rating" }), { page: 4 })).toBe("?sort=rating&page=4");
  });
});

describe("pageWindow", () => {
  it("shows first, last and neighbours with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
