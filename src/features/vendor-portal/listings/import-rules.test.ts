import { describe, expect, it } from "vitest";
import { checkRow, missingForCreate, slugify } from "./import-rules";

describe("CSV import rows", () => {
  it("names the row and the problem", () => {
    expect(checkRow({ sku: "A1", price: "abc" }, 7)).toEqual({ row: 7, message: "row 7: price must be a number" });
    expect(checkRow({ sku: "" }, 3)).toEqual({ row: 3, message: "row 3: sku is required" });
    expect(checkRow({ sku: "A", quantity: "1.5" }, 4)).toMatchObject({
      message: "row 4: quantity must be a whole number",
    });
    expect(checkRow({ sku: "A", level: "9" }, 4)).toMatchObject({ message: "row 4: level must be between 1 and 5" });
    expect(checkRow({ sku: "A", see_price: "maybe" }, 2)).toMatchObject({
      message: expect.stringMatching(/see_price/),
    });
    expect(checkRow({ sku: "A", price: "10", price_discounted: "12" }, 2)).toMatchObject({
      message: "row 2: price_discounted must be lower than price",
    });
    expect(checkRow({ sku: "A", price_discounted_end: "31/03/2027" }, 2)).toMatchObject({
      message: expect.stringMatching(/must be a date/),
    });
  });
  it("reads prices in dollars into cents and keeps empty cells out", () => {
    expect(checkRow({ sku: " A1 ", price: "$1,234.5", quantity: "12", name: "" }, 2)).toEqual({
      kind: "listing",
      row: 2,
      sku: "A1",
      priceCents: 123450,
      quantity: 12,
    });
  });
  it("a new SKU needs name, category and price", () => {
    expect(missingForCreate({ kind: "listing", row: 5, sku: "N", priceCents: 100 })).toBe(
      "row 5: a new SKU needs name, category",
    );
    expect(
      missingForCreate({ kind: "listing", row: 5, sku: "N", priceCents: 100, name: "x", category: "c" }),
    ).toBeNull();
  });
  it("reads threshold and sample availability, and keeps a listing row to a listing's cells", () => {
    expect(checkRow({ sku: "A", max_quantity_threshold: "20", sample_product: "Yes" }, 2)).toMatchObject({
      maxThreshold: 20,
      sampleProduct: true,
    });
    expect(checkRow({ sku: "A", sample_product: "maybe" }, 3)).toEqual({
      row: 3,
      message: "row 3: sample_product must be yes or no",
    });
    expect(checkRow({ sku: "A", minimum_order: "10", max_quantity_threshold: "5" }, 4)).toMatchObject({
      message: "row 4: max_quantity_threshold must be at least minimum_order",
    });
    expect(checkRow({ sku: "A", option: "Small" }, 5)).toMatchObject({
      message: expect.stringMatching(/^row 5: option is only for the rows of a listing's variations/),
    });
    expect(checkRow({ sku: "A", row_type: "bundle" }, 6)).toMatchObject({
      message: expect.stringMatching(/^row 6: row_type must be one of listing, variation, set_item, video/),
    });
    expect(checkRow({ sku: "A", price: "2000000" }, 7)).toMatchObject({
      message: "row 7: price must be at most $1,000,000",
    });
    expect(checkRow({ sku: "A", row_type: "Listing", price: "2" }, 8)).toMatchObject({ kind: "listing" });
  });
  it("slugs are lower-case words joined by dashes", () => {
    expect(slugify("Suture Kit, 3-0 (Nylon)")).toBe("suture-kit-3-0-nylon");
  });
});
