import { describe, expect, it } from "vitest";
import { parseListingParams } from "./listing-params";
import {
  byBestSelling,
  facetOptions,
  filterEntries,
  relatedIds,
  scopeFacets,
  selectPage,
  sortEntries,
  subtreeIds,
  visiblePriceCents,
  type CategoryRef,
  type ListingEntry,
  type ListingFilter,
} from "./listing-rules";

const now = new Date("2026-06-15T12:00:00Z");
let nextId = 1;
const entry = (over: Partial<ListingEntry> = {}): ListingEntry => ({
  id: nextId++,
  categoryId: 10,
  vendorId: 1,
  vendorSlug: "acme",
  vendorName: "Acme",
  brand: "Zoetis",
  type: "simple",
  inStockFlag: true,
  quantity: 5,
  isFeatured: false,
  unitSold: 0,
  rating: 0,
  reviews: 0,
  createdAt: 0,
  seePrice: "without_login",
  priceCents: 1000,
  catalogCents: 1000,
  discountedCents: null,
  discountEnd: null,
  ...over,
});
const noFilter = (over: Partial<ListingFilter> = {}): ListingFilter => {
  const p = parseListingParams({});
  return {
    vendor: p.vendor,
    brand: p.brand,
    minCents: p.minCents,
    maxCents: p.maxCents,
    inStock: p.inStock,
    onSale: p.onSale,
    categoryIds: null,
    ...over,
  };
};

const categories: CategoryRef[] = [
  { id: 1, parentId: null, slug: "dept", name: "Dept" },
  { id: 10, parentId: 1, slug: "a", name: "A" },
  { id: 11, parentId: 1, slug: "b", name: "B" },
  { id: 100, parentId: 10, slug: "a-leaf", name: "A leaf" },
  { id: 2, parentId: null, slug: "other", name: "Other" },
];

describe("visible prices", () => {
  it("shows login prices only to signed-in viewers and request prices to nobody", () => {
    expect(visiblePriceCents(entry({ seePrice: "without_login" }), false, now)).toBe(1000);
    expect(visiblePriceCents(entry({ seePrice: "login" }), false, now)).toBeNull();
    expect(visiblePriceCents(entry({ seePrice: "login" }), true, now)).toBe(1000);
    expect(visiblePriceCents(entry({ seePrice: "request" }), true, now)).toBeNull();
  });
  it("uses a live discount and ignores an ended one", () => {
    expect(visiblePriceCents(entry({ discountedCents: 800, discountEnd: "2026-06-15" }), false, now)).toBe(800);
    expect(visiblePriceCents(entry({ discountedCents: 800, discountEnd: "2026-06-14" }), false, now)).toBe(1000);
  });
});

describe("filterEntries", () => {
  it("filters by category set, vendor, brand, stock, sale and visible price range", () => {
    const items = [
      entry({ categoryId: 10 }),
      entry({ categoryId: 11, vendorSlug: "other" }),
      entry({ brand: "Merck" }),
      entry({ quantity: 0 }),
      entry({ type: "variation", quantity: 0 }),
      entry({ inStockFlag: false }),
      entry({ discountedCents: 500 }),
      entry({ priceCents: 5000, catalogCents: 5000 }),
      entry({ seePrice: "login", priceCents: 100 }),
    ];
    const ids = (f: Partial<ListingFilter>, signedIn = false) =>
      filterEntries(items, noFilter(f), signedIn, now).map((e) => items.indexOf(e));
    expect(ids({ categoryIds: new Set([11]) })).toEqual([1]);
    expect(ids({ vendor: "other" })).toEqual([1]);
    expect(ids({ brand: "Merck" })).toEqual([2]);
    expect(ids({ inStock: true })).toEqual([0, 1, 2, 4, 6, 7, 8]);
    expect(ids({ onSale: true })).toEqual([6]);
    expect(ids({ minCents: 600, maxCents: 1000 })).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ids({ maxCents: 200 })).toEqual([]); // the login-only price is hidden from visitors
    expect(ids({ maxCents: 200 }, true)).toEqual([8]);
  });
});

describe("sortEntries / selectPage", () => {
  it("puts prices the viewer may not see last and breaks ties by id", () => {
    const a = entry({ priceCents: 300, catalogCents: 300 });
    const hidden = entry({ seePrice: "login", priceCents: 1 });
    const b = entry({ priceCents: 100, catalogCents: 100 });
    const c = entry({ priceCents: 100, catalogCents: 100 });
    expect(sortEntries([a, hidden, b, c], "price_asc", false, now).map((e) => e.id)).toEqual([
      b.id,
      c.id,
      a.id,
      hidden.id,
    ]);
    expect(sortEntries([a, hidden, b, c], "price_desc", false, now).map((e) => e.id)).toEqual([
      a.id,
      b.id,
      c.id,
      hidden.id,
    ]);
    expect(sortEntries([a, hidden, b, c], "price_asc", true, now)[0]!.id).toBe(hidden.id);
  });
  it("orders relevance as in stock, featured, best selling", () => {
    const out = entry({ inStockFlag: false, unitSold: 999 });
    const featured = entry({ isFeatured: true });
    const seller = entry({ unitSold: 50 });
    expect(sortEntries([out, seller, featured], "relevance", false, now).map((e) => e.id)).toEqual([
      featured.id,
      seller.id,
      out.id,
    ]);
    expect(sortEntries([out, seller, featured], "best_selling", false, now)[0]!.id).toBe(out.id);
  });
  it("pages without overlap and counts every match", () => {
    const items = Array.from({ length: 30 }, (_, i) => entry({ unitSold: i }));
    const sorted = sortEntries(items, "best_selling", false, now);
    const one = selectPage(sorted, noFilter(), 1, false, now);
    const two = selectPage(sorted, noFilter(), 2, false, now);
    expect(one.total).toBe(30);
    expect(one.ids).toHaveLength(24);
    expect(two.ids).toHaveLength(6);
    expect(one.ids.filter((id) => two.ids.includes(id))).toEqual([]);
  });
});

describe("scope helpers", () => {
  it("walks a category's children and grandchildren", () => {
    expect([...subtreeIds(categories, 1)].sort((x, y) => x - y)).toEqual([1, 10, 11, 100]);
    expect([...subtreeIds(categories, 10)].sort((x, y) => x - y)).toEqual([10, 100]);
  });
  it("counts facets by vendor, brand (not blank) and category, most first", () => {
    const byId = new Map(categories.map((c) => [c.id, c]));
    const f = scopeFacets(
      [entry({ brand: "" }), entry({ vendorSlug: "b", vendorName: "B co" }), entry({ categoryId: 11 })],
      byId,
    );
    expect(f.vendors).toEqual([
      { value: "acme", label: "Acme", count: 2 },
      { value: "b", label: "B co", count: 1 },
    ]);
    expect(f.brands).toEqual([{ value: "Zoetis", label: "Zoetis", count: 2 }]);
    expect(f.categories).toEqual([
      { value: "a", label: "A", count: 2 },
      { value: "b", label: "B", count: 1 },
    ]);
  });
  it("lists a filter box's most common values and keeps the selected one wherever it ranks", () => {
    const ranked = ["a", "b", "c", "d"].map((v, i) => ({ value: v, label: v.toUpperCase(), count: 10 - i }));
    expect(facetOptions(ranked, null, undefined, 2).map((f) => f.value)).toEqual(["a", "b"]);
    expect(facetOptions(ranked, "b", undefined, 2).map((f) => f.value)).toEqual(["a", "b"]);
    expect(facetOptions(ranked, "d", undefined, 2)).toEqual([ranked[0], ranked[1], ranked[3]]);
  });
  it("names a selected value the list lacks as told, or by the value itself with a count of 0", () => {
    const ranked = [{ value: "acme", label: "Acme", count: 3 }];
    const known = { value: "b-co", label: "B co", count: 0 };
    expect(facetOptions(ranked, "b-co", (v) => (v === "b-co" ? known : undefined))).toEqual([ranked[0], known]);
    expect(facetOptions(ranked, "gone")).toEqual([ranked[0], { value: "gone", label: "gone", count: 0 }]);
  });
  it("relates the same category first, then siblings, never the product itself", () => {
    const self = entry({ categoryId: 10, unitSold: 100 });
    const sibling = entry({ categoryId: 11, unitSold: 90 });
    const same = entry({ categoryId: 10, unitSold: 1 });
    const sameCategory = [self, same].sort(byBestSelling);
    const siblings = [self, sibling, same].sort(byBestSelling);
    expect(relatedIds(sameCategory, siblings, self.id, 10)).toEqual([same.id, sibling.id]);
    expect(relatedIds(sameCategory, siblings, self.id, 10, 1)).toEqual([same.id]);
    expect(relatedIds([], [], self.id, 10)).toEqual([]);
  });
});
