import { describe, expect, it } from "vitest";
import {
  changedPriceFields,
  classFieldRefusal,
  discountEndInstant,
  planBulkEdit,
  searchExtraFor,
  statusAfterWrite,
} from "./rules";
import { listingCreateSchema, listingUpdateSchema } from "./schema";

describe("statusAfterWrite", () => {
  it("publishes at once for a vendor the operator trusts", () => {
    expect(statusAfterWrite({ current: null, requested: "published", reviewFirst: false })).toBe("published");
    expect(statusAfterWrite({ current: "rejected", requested: "published", reviewFirst: false })).toBe("published");
  });
  it("sends a new or changed live listing of a review-first vendor to the queue", () => {
    expect(statusAfterWrite({ current: null, requested: "published", reviewFirst: true })).toBe("pending_review");
    expect(statusAfterWrite({ current: "published", requested: undefined, reviewFirst: true })).toBe("pending_review");
    expect(statusAfterWrite({ current: "unpublished", requested: "published", reviewFirst: true })).toBe(
      "pending_review",
    );
  });
  it("drafts and unpublished listings stay off the storefront without review", () => {
    expect(statusAfterWrite({ current: null, requested: "draft", reviewFirst: true })).toBe("draft");
    expect(statusAfterWrite({ current: "published", requested: "unpublished", reviewFirst: true })).toBe("unpublished");
    expect(statusAfterWrite({ current: "unpublished", requested: undefined, reviewFirst: false })).toBe("unpublished");
  });
  it("a rejected listing stays rejected until the vendor publishes again; a queued one stays queued", () => {
    expect(statusAfterWrite({ current: "rejected", requested: undefined, reviewFirst: true })).toBe("rejected");
    expect(statusAfterWrite({ current: "pending_review", requested: undefined, reviewFirst: false })).toBe(
      "pending_review",
    );
  });
  it("a listing the operator took down stays down whatever the vendor asks", () => {
    for (const requested of ["published", "draft", "unpublished", undefined] as const)
      for (const reviewFirst of [true, false])
        expect(statusAfterWrite({ current: "taken_down", requested, reviewFirst })).toBe("taken_down");
  });
});

describe("changedPriceFields", () => {
  const current = { catalogCents: 1000, discountedCents: 800, discountEnd: "2027-01-31" };
  it("sending the same prices back is no change", () => {
    expect(
      changedPriceFields(current, { catalogCents: 1000, discountedCents: 800, discountEnd: "2027-01-31" }),
    ).toEqual([]);
    expect(changedPriceFields(current, {})).toEqual([]);
  });
  it("names each price field that differs", () => {
    expect(changedPriceFields(current, { catalogCents: 1001, discountedCents: null, discountEnd: null })).toEqual([
      "catalog price",
      "discounted price",
      "discount end",
    ]);
  });
});

describe("listing helpers", () => {
  it("a discount runs to the end of its last day", () => {
    expect(discountEndInstant("2027-03-31")?.toISOString()).toBe("2027-03-31T23:59:59.999Z");
    expect(discountEndInstant(null)).toBeNull();
  });
  it("search words: vendor, category, quick facts", () => {
    expect(searchExtraFor("Acme", "Dental", [{ name: "Canine" }, { name: "Tablet" }])).toBe(
      "Acme Dental Canine Tablet",
    );
  });
});

describe("listing schema", () => {
  const base = {
    name: "Gauze",
    sku: "G-1",
    category: "dental",
    price_catalog: 10,
    see_price: "login",
    quantity: 5,
    status: "published",
  };
  it("fills defaults on create and refuses a discount above the catalog price", () => {
    expect(listingCreateSchema.parse(base)).toMatchObject({
      level: 1,
      brand: "",
      quick_facts: [],
      regulatory_class: "none",
    });
    const bad = listingCreateSchema.safeParse({ ...base, price_discounted: 12 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("The discounted price must be lower than the catalog price.");
  });
  it("an update carries only what it sends", () => {
    expect(listingUpdateSchema.parse({ quantity: 3 })).toEqual({ quantity: 3 });
    expect(listingUpdateSchema.safeParse({}).success).toBe(false);
  });
  it("refuses cents below a cent with a sentence", () => {
    const bad = listingCreateSchema.safeParse({ ...base, price_catalog: 1.005 });
    expect(bad.error?.issues[0]?.message).toBe("Catalog price must have at most 2 decimals.");
  });
});

describe("planBulkEdit", () => {
  const current = new Map([
    [1, { sku: "A", catalogCents: 1000, discountedCents: 800, status: "published" }],
    [2, { sku: "B", catalogCents: 500, discountedCents: null, status: "published" }],
  ]);
  it("plans stock and price changes, and says whether prices move", () => {
    const plan = planBulkEdit(
      [
        { id: 1, quantity: 4 },
        { id: 2, catalogCents: 650, quantity: 0 },
      ],
      current,
      false,
    );
    expect(plan.errors).toEqual([]);
    expect(plan.touchesPrices).toBe(true);
    expect(plan.updates).toEqual([
      { id: 1, catalogCents: null, quantity: 4, status: "published" },
      { id: 2, catalogCents: 650, quantity: 0, status: "published" },
    ]);
  });
  it("the same price sent back is not a price change", () => {
    expect(planBulkEdit([{ id: 2, catalogCents: 500, quantity: 1 }], current, false).touchesPrices).toBe(false);
  });
  it("reports every bad row: unknown, twice, below the discount", () => {
    const plan = planBulkEdit(
      [
        { id: 9, quantity: 1 },
        { id: 1, catalogCents: 800 },
        { id: 2, quantity: 1 },
        { id: 2, quantity: 2 },
      ],
      current,
      false,
    );
    expect(plan.missing).toEqual([9]);
    expect(plan.errors).toEqual([
      { id: 9, message: "Listing 9 does not exist." },
      { id: 1, message: "A: the catalog price must stay above the discounted price ($8.00)." },
      { id: 2, message: "Listing B is listed twice." },
    ]);
  });
  it("a review-first vendor's new price waits for review; new stock does not", () => {
    const plan = planBulkEdit(
      [
        { id: 1, quantity: 2 },
        { id: 2, catalogCents: 700 },
      ],
      current,
      true,
    );
    expect(plan.updates.map((u) => u.status)).toEqual(["published", "pending_review"]);
  });
});

describe("listing schema: blank numbers", () => {
  const base = {
    name: "Gauze",
    sku: "G-1",
    category: "dental",
    price_catalog: "10",
    see_price: "login",
    status: "draft",
  };
  it("a blank stock is required, not a silent 0; text is not a number", () => {
    expect(listingCreateSchema.safeParse({ ...base, quantity: "" }).error?.issues[0]?.message).toBe(
      "Stock is required.",
    );
    expect(listingCreateSchema.safeParse({ ...base, quantity: null }).error?.issues[0]?.message).toBe(
      "Stock is required.",
    );
    expect(listingCreateSchema.safeParse({ ...base, quantity: "lots" }).error?.issues[0]?.message).toBe(
      "Stock must be a number.",
    );
  });
  it("a blank optional number is null, and a form's strings become numbers", () => {
    const parsed = listingCreateSchema.parse({ ...base, quantity: "7", minimum_order: null });
    expect(parsed).toMatchObject({ quantity: 7, price_catalog: 10, minimum_order: null });
  });
});

describe("listing schema: ordering limits", () => {
  const base = {
    name: "Gauze",
    sku: "G-1",
    category: "dental",
    price_catalog: 10,
    see_price: "login",
    quantity: 1,
    status: "draft",
  };
  it("the threshold cannot be below the minimum order; blank optional numbers are none", () => {
    expect(
      listingCreateSchema.safeParse({ ...base, minimum_order: 10, max_quantity_threshold: 5 }).error?.issues[0]
        ?.message,
    ).toBe("The threshold (most per order) must be at least the minimum order.");
    expect(listingCreateSchema.parse({ ...base, minimum_order: "", price_discounted: " " })).toMatchObject({
      minimum_order: null,
      price_discounted: null,
    });
  });
});

describe("regulatory class outside the listing form", () => {
  it("is forbidden to staff and managers, and sent elsewhere for the owner; nothing is saved either way", () => {
    for (const role of ["staff", "manager"] as const) {
      const r = classFieldRefusal(role, "A CSV import");
      expect(r.forbidden).toBe(true);
      expect(r.message).toBe(
        `Your role (${role}) cannot change a listing's regulatory class; only the shop's owner can. Nothing was saved.`,
      );
    }
    const owner = classFieldRefusal("owner", "A CSV import");
    expect(owner.forbidden).toBe(false);
    expect(owner.message).toMatch(
      /^A CSV import does not change regulatory classes: .*waits for the marketplace's review/,
    );
  });
});
