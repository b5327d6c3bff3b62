import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldName, firstIssueSentence } from "./zod-sentences";

const say = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error("expected a failure");
  return firstIssueSentence(r.error);
};

describe("validation messages as sentences", () => {
  it("rewrites zod's defaults for people", () => {
    expect(say(z.object({ email: z.email() }), { email: "x" })).toBe("Please enter a valid email address.");
    expect(say(z.object({ cart_id: z.number().positive() }), { cart_id: 0 })).toBe(
      "The cart id must be greater than 0.",
    );
    expect(say(z.object({ cart_id: z.coerce.number().int() }), { cart_id: "abc" })).toBe(
      "The cart id must be a number.",
    );
    expect(say(z.object({ vendor_id: z.number() }), {})).toBe("The vendor id is required.");
    expect(say(z.object({ name: z.string().min(1) }), { name: "" })).toBe("The name is required.");
    expect(say(z.object({ name: z.string().min(3) }), { name: "ab" })).toBe(
      "The name must be at least 3 characters long.",
    );
    expect(say(z.object({ notes: z.string().max(5) }), { notes: "abcdefg" })).toBe(
      "The notes can be at most 5 characters long.",
    );
    expect(say(z.object({ type: z.enum(["product", "service"]) }), { type: "x" })).toBe(
      "The type must be one of product, service.",
    );
    expect(say(z.object({ quantity: z.number().max(99) }), { quantity: 100 })).toBe("The quantity can be at most 99.");
  });

  it("keeps messages our schemas already wrote as sentences", () => {
    expect(say(z.object({ zip: z.string().regex(/^\d{5}$/, "ZIP code must look like 12345.") }), { zip: "1" })).toBe(
      "ZIP code must look like 12345.",
    );
  });

  it("names fields in words", () => {
    expect(fieldName(["shippingAddressId"])).toBe("shipping address id");
    expect(fieldName(["items", 0, "plan_id"])).toBe("plan id");
    expect(fieldName([])).toBe("value");
  });
});
