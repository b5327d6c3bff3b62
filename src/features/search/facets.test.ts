import { describe, expect, it } from "vitest";
import {
  type FacetItem,
  facetCounts,
  filtersQuery,
  matchesFilters,
  type FacetValue,
  paginate,
  parseExpanded,
  parseFilters,
  parsePage,
  priceBucketOf,
  foldFacetValues,
} from "./facets";

const item = (over: Partial<FacetItem>): FacetItem => ({
  kind: "product",
  category: { key: "vaccines", name: "Vaccines" },
  vendor: { key: "acme", name: "Acme" },
  brand: "Protegra",
  priceCents: 1500,
  inStock: true,
  ...over,
});

const items: FacetItem[] = [
  item({}),
  item({ brand: "Sentrivax", priceCents: 7425, inStock: false }),
  item({ vendor: { key: "zen", name: "Zen Vet" }, category: { key: "gloves", name: "Gloves" }, priceCents: null }),
  item({
    kind: "service",
    category: { key: "consulting", name: "Consulting" },
    vendor: { key: "prov", name: "Provider" },
    brand: null,
    priceCents: 60000,
  }),
];

describe("parseFilters", () => {
  it("reads known filters and ignores anything malformed", () => {
    expect(
      parseFilters({
        type: "service",
        category: "vaccines",
        vendor: ["acme", "x"],
        brand: " Protegra ",
        price: "25-100",
        in_stock: "1",
      }),
    ).toEqual({
      type: "service",
      category: "vaccines",
      vendor: "acme",
      brand: "Protegra",
      price: "25-100",
      inStock: true,
    });
    expect(parseFilters({ type: "thing", price: "1-2", in_stock: "yes", brand: "  " })).toEqual({});
  });

  it("reads the page number, defaulting to 1", () => {
    expect(parsePage({ page: "3" })).toBe(3);
    for (const page of ["0", "-1", "x", "1.5", undefined]) expect(parsePage({ page })).toBe(1);
  });
});

describe("facetCounts", () => {
  it("counts each group under the other groups' filters, not its own", () => {
    const counts = facetCounts(items, { brand: "Protegra" });
    expect(counts.brand.map((v) => [v.value, v.count, v.selected])).toEqual([
      ["Protegra", 2, true],
      ["Sentrivax", 1, false],
    ]);
    expect(counts.vendor.map((v) => [v.label, v.count])).toEqual([
      ["Acme", 1],
      ["Zen Vet", 1],
    ]);
    expect(counts.type).toEqual([{ value: "product", label: "Products", count: 2, selected: false }]);
    expect(counts.inStock).toEqual([{ value: "true", label: "In stock only", count: 2, selected: false }]);
  });

  it("orders price buckets by price and never buckets a hidden price", () => {
    const counts = facetCounts(items, {});
    expect(counts.price.map((v) => [v.label, v.count])).toEqual([
      ["Under $25", 1],
      ["$25 to $100", 1],
      ["$500 and above", 1],
    ]);
  });

  it("keeps a selected value past the cap", () => {
    const many = Array.from({ length: 20 }, (_, i) => item({ brand: `B${String(i).padStart(2, "0")}` }));
    const counts = facetCounts(many, { brand: "B19" }, 5);
    expect(counts.brand).toHaveLength(6);
    expect(counts.brand.at(-1)).toMatchObject({ value: "B19", selected: true });
  });
});

describe("matchesFilters", () => {
  it("applies every filter", () => {
    expect(items.filter((i) => matchesFilters(i, { type: "product", inStock: true })).length).toBe(2);
    expect(items.filter((i) => matchesFilters(i, { price: "under-25" })).length).toBe(1);
  });
});

describe("priceBucketOf", () => {
  it("puts bucket edges in the upper bucket", () => {
    expect(priceBucketOf(2499)).toBe("under-25");
    expect(priceBucketOf(2500)).toBe("25-100");
    expect(priceBucketOf(50000)).toBe("500-plus");
    expect(priceBucketOf(null)).toBeNull();
  });
});

describe("filtersQuery", () => {
  it("sets or clears one filter and returns to page 1", () => {
    expect(filtersQuery({ brand: "Protegra" }, { type: "product" })).toBe("?type=product&brand=Protegra");
    expect(filtersQuery({ brand: "Protegra" }, { brand: undefined })).toBe("");
    expect(filtersQuery({ inStock: true }, {}, 2)).toBe("?in_stock=1&page=2");
    expect(filtersQuery({ vendor: "a&b" })).toBe("?vendor=a%26b");
  });
});

describe("paginate", () => {
  it("slices pages and clamps the page number", () => {
    const list = Array.from({ length: 50 }, (_, i) => i);
    expect(paginate(list, 1, 24)).toMatchObject({ page: 1, pages: 3 });
    expect(paginate(list, 3, 24).items).toEqual([48, 49]);
    expect(paginate(list, 9, 24).page).toBe(3);
    expect(paginate([], 1, 24)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe("vet vocabulary facets", () => {
  const vet = [
    item({ attributes: { species: ["Canine", "Feline"], strength: ["75 mg"], form: ["Chewable Tablet"] } }),
    item({ attributes: { species: ["Canine"], strength: ["25 mg"], form: ["Chewable Tablet"] } }),
    item({ attributes: { species: ["Equine"] } }),
  ];

  it("counts every species a product is for, and filters by any of them", () => {
    const counts = facetCounts(vet, {});
    expect(counts.species.map((v) => [v.value, v.count])).toEqual([
      ["Canine", 2],
      ["Equine", 1],
      ["Feline", 1],
    ]);
    expect(vet.filter((i) => matchesFilters(i, { species: "Feline" }))).toHaveLength(1);
    expect(facetCounts(vet, { species: "Canine" }).strength.map((v) => v.value)).toEqual(["25 mg", "75 mg"]);
  });

  it("reads attribute filters from the URL and writes them back", () => {
    const f = parseFilters({ species: "Canine", strength: "75 mg", weight: "5-11 lb", bogus: "x" });
    expect(f).toEqual({ species: "Canine", strength: "75 mg", weightBand: "5-11 lb" });
    expect(filtersQuery(f)).toBe("?strength=75+mg&species=Canine&weight=5-11+lb");
  });
});

describe("long facet groups", () => {
  const values = (n: number, selected = -1): FacetValue[] =>
    Array.from({ length: n }, (_, i) => ({ value: `v${i}`, label: `V${i}`, count: n - i, selected: i === selected }));

  it("lists the first five values and folds the rest behind Show all", () => {
    const { shown, hidden } = foldFacetValues(values(12));
    expect(shown.map((v) => v.value)).toEqual(["v0", "v1", "v2", "v3", "v4"]);
    expect(hidden).toBe(7);
  });

  it("keeps the selected value in view wherever it ranks", () => {
    const { shown, hidden } = foldFacetValues(values(12, 9));
    expect(shown.map((v) => v.value)).toEqual(["v0", "v1", "v2", "v3", "v4", "v9"]);
    expect(hidden).toBe(6);
  });

  it("never folds away a single value", () => {
    expect(foldFacetValues(values(6))).toEqual({ shown: values(6), hidden: 0 });
    expect(foldFacetValues(values(7)).hidden).toBe(2);
  });

  it("reads the expanded group from its URL name and writes it after the filters and page", () => {
    expect(parseExpanded({ more: "pack" })).toBe("packSize");
    expect(parseExpanded({ more: "vendor" })).toBe("vendor");
    for (const more of ["packSize", "bogus", "", undefined]) expect(parseExpanded({ more })).toBeUndefined();
    expect(filtersQuery({ brand: "Protegra" }, {}, 2, "packSize")).toBe("?brand=Protegra&page=2&more=pack");
    expect(filtersQuery({}, {}, 1, "vendor")).toBe("?more=vendor");
  });
});
