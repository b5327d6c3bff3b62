import { describe, expect, it } from "vitest";
import { listingCreateSchema } from "./schema";
import { errorId, fieldErrors, invalidProps } from "./form-errors";

describe("fieldErrors", () => {
  it("lists every field's problem, keyed by its path, the first per field", () => {
    const parsed = listingCreateSchema.safeParse({
      name: "",
      sku: "has space",
      category: "",
      price_catalog: "abc",
      see_price: "login",
      quantity: -1,
      status: "published",
      variations: [
        {
          sku: "",
          caption: "12 pack",
          price_catalog: 5,
          quantity: 1,
        },
      ],
    });
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!.issues);
    expect(errors).toMatchObject({
      name: "Name is required.",
      sku: "SKU may use letters, digits, dot, dash, slash and underscore.",
      category: "Category is required.",
      price_catalog: "Catalog price must be a number.",
      quantity: "Stock must be at least 0.",
      "variations.0.sku": "A variation's SKU is required.",
    });
    expect(Object.keys(errors).indexOf("name")).toBe(0);
  });

  it("ties an input to its message only when the field has one", () => {
    const errors = { name: "Name is required.", "variations.0.sku": "A variation's SKU is required." };
    expect(invalidProps(errors, "name")).toEqual({
      "data-field": "name",
      "aria-invalid": true,
      "aria-describedby": "error-name",
    });
    expect(invalidProps(errors, "brand")["aria-invalid"]).toBeUndefined();
    expect(errorId("variations.0.sku")).toBe("error-variations-0-sku");
  });
});
