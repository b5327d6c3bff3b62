import { describe, expect, it } from "vitest";
import { ProductCards } from "./card-store";
import type { ProductSource } from "./index-rows";

const source = (id: number, over: Partial<ProductSource> = {}): ProductSource => ({
  id,
  name: `Carprofen Chewable Tablets ${id} mg`,
  slug: `carprofen-chewable-tablets-${id}`,
  sku: `DVM-PP-${String(id).padStart(6, "0")}`,
  type: "simple",
  brand: "Rimacarp",
  vendor_id: 7,
  vendor_name: "Acme Vet Supply",
  vendor_slug: "acme-vet-supply",
  in_stock: "Y",
  see_price: "login",
  price_cents: 4_599,
  price_catalog_cents: 5_099,
  price_discounted_cents: 4_599,
  price_discounted_end: new Date("2026-12-31T23:59:59.000Z"),
  product_rating: 4.3,
  reviews_count: 12,
  unit_sold: 340,
  regulatory_class: "rx",
  image: `carprofen-${id}.webp`,
  category_name: "NSAIDs",
  category_slug: "nsaids",
  vendor_product_url: null,
  attributes: {
    ingredient: "Carprofen",
    strength: "75 mg",
    species: ["Dog"],
    weightBand: null,
    packSize: "180 count",
    form: "Chewable tablet",
    code: null,
  },
  ...over,
});

describe("ProductCards", () => {
  it("gives back exactly the card it was given, prices, dates and ratings included", () => {
    const cards = new ProductCards();
    const a = source(1);
    const b = source(2, {
      in_stock: "N",
      see_price: "request",
      regulatory_class: "CII",
      price_cents: null,
      price_catalog_cents: null,
      price_discounted_cents: null,
      price_discounted_end: null,
      product_rating: 0,
      image: null,
      vendor_product_url: "https://vendor.example/p/2",
      attributes: {
        ingredient: null,
        strength: null,
        species: [],
        weightBand: null,
        packSize: null,
        form: null,
        code: "0010-1234",
      },
    });
    cards.set(a);
    cards.set(b);
    expect(cards.get(1)).toEqual(a);
    expect(cards.get(2)).toEqual(b);
    expect(cards.size).toBe(2);
  });

  it("replaces a card in place and forgets a deleted one, reusing its room", () => {
    const cards = new ProductCards();
    for (let id = 1; id <= 3000; id++) cards.set(source(id)); // grows past its first capacity
    cards.set(source(2, { price_cents: 1_234, in_stock: "N", vendor_name: "Renamed Supply" }));
    expect(cards.get(2)).toMatchObject({ price_cents: 1_234, in_stock: "N", vendor_name: "Renamed Supply" });
    expect(cards.get(1)?.vendor_name).toBe("Acme Vet Supply");
    cards.delete(3);
    expect(cards.get(3)).toBeUndefined();
    cards.set(source(5000));
    expect(cards.get(5000)).toEqual(source(5000));
    expect(cards.get(2999)).toEqual(source(2999));
    expect(cards.size).toBe(3000);
  });
});
