import { describe, expect, it } from "vitest";
import {
  itemKeys,
  medianCents,
  normalizedName,
  normalizeGtin,
  normalizeNdc,
  sameItem,
  sortOffers,
  unitPriceCents,
} from "./item-rules";

describe("which listings are the same item", () => {
  const base = {
    name: "Carprofen Chewable Tablets 75 mg",
    manufacturer: "Norbrook",
    packSize: 180,
    packUnit: "tablet",
  };

  it("a UPC and its GTIN-14 are one code; dashes and spaces do not matter; junk is no code", () => {
    expect(normalizeGtin("012345678905")).toBe("00012345678905");
    expect(normalizeGtin("0 0012345 678905")).toBe("00012345678905");
    expect(normalizeGtin("12345")).toBeNull();
    expect(normalizeNdc("86000-0081-08")).toBe("86000008108");
    expect(normalizeNdc("abc")).toBeNull();
  });

  it("names meet across case, punctuation, word order, '75 mg' vs '75mg' and the maker's own name", () => {
    expect(normalizedName("Carprofen Chewable Tablets 75 mg", "Norbrook")).toBe(
      normalizedName("NORBROOK chewable carprofen tablets, 75mg", "Norbrook"),
    );
    expect(normalizedName("Carprofen 75 mg")).not.toBe(normalizedName("Carprofen 100 mg"));
  });

  it("same GTIN, same NDC, or same maker and part number: one item, whatever the names say", () => {
    expect(sameItem({ name: "A", gtin: "012345678905" }, { name: "B", gtin: "00012345678905" })).toBe(true);
    expect(sameItem({ name: "A", ndc: "86000-0081-08" }, { name: "B", ndc: "86000008108" })).toBe(true);
    expect(
      sameItem({ name: "A", manufacturer: "Acme", mpn: "X-1" }, { name: "B", manufacturer: "ACME", mpn: "x1" }),
    ).toBe(true);
    expect(
      sameItem({ name: "A", manufacturer: "Acme", mpn: "X-1" }, { name: "A", manufacturer: "Other", mpn: "X-1" }),
    ).toBe(false);
  });

  it("without codes, the same maker, name and pack is one item; a different pack or maker is not", () => {
    const twin = { ...base, name: "Norbrook Carprofen chewable tablets 75mg" };
    expect(sameItem(base, twin)).toBe(true);
    expect(sameItem(base, { ...twin, packSize: 60 })).toBe(false);
    expect(sameItem(base, { ...twin, manufacturer: "Zoetis" })).toBe(false);
    expect(itemKeys({ name: "Gauze" })).toEqual([]);
  });

  it("compares packs per unit, and the median of the offers", () => {
    expect(unitPriceCents(5000, 100)).toBe(50);
    expect(unitPriceCents(999, null)).toBe(999);
    expect(unitPriceCents(null, 10)).toBeNull();
    expect(medianCents([300, 100, 200])).toBe(200);
    expect(medianCents([100, 200])).toBe(150);
    expect(medianCents([])).toBeNull();
  });

  it("lists priced offers cheapest per unit first, then the ones this viewer sees no price of", () => {
    const sorted = sortOffers([
      { product_id: 1, unit_price: null },
      { product_id: 2, unit_price: 3 },
      { product_id: 3, unit_price: 1.5 },
    ]);
    expect(sorted.map((o) => o.product_id)).toEqual([3, 2, 1]);
  });
});
