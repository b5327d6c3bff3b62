import { describe, expect, it } from "vitest";
import { DEFAULT_PER_PAGE, orderListSearch, pageCount, parseOrderIds, parseOrderListQuery } from "./list-params";

const parse = (q: string) => {
  const p = new URLSearchParams(q);
  return parseOrderListQuery((n) => p.get(n));
};

describe("order list parameters", () => {
  it("defaults to the first page of 20, newest first, no filters", () => {
    expect(parse("")).toEqual({
      query: { page: 1, perPage: DEFAULT_PER_PAGE, q: "", status: null, vendor: null, from: null, to: null },
      errors: [],
    });
  });

  it("reads page, per_page (or limit), search, status, vendor and dates", () => {
    const { query, errors } = parse(
      "page=4&per_page=10&q= PO-77 &status=shipped&vendor=vendor:12&from=2026-01-01&to=2026-02-01",
    );
    expect(errors).toEqual([]);
    expect(query).toEqual({
      page: 4,
      perPage: 10,
      q: "PO-77",
      status: "shipped",
      vendor: { kind: "vendor", id: 12 },
      from: "2026-01-01",
      to: "2026-02-01",
    });
    expect(parse("limit=5").query.perPage).toBe(5);
  });

  it("answers bad values with sentences and falls back to defaults", () => {
    const { query, errors } = parse("page=0&per_page=500&status=lost&vendor=12&from=yesterday");
    expect(query).toMatchObject({ page: 1, perPage: 100, status: null, vendor: null, from: null });
    expect(errors).toEqual([
      "The page must be a whole number of 1 or more.",
      "The number per page can be at most 100.",
      "The status must be one of placed, confirmed, shipped, delivered, cancelled.",
      "The vendor filter is not one we know; pick a vendor from the list.",
      "The start date must be a date like 2026-01-31.",
    ]);
  });

  it("swaps a reversed date range", () => {
    expect(parse("from=2026-03-01&to=2026-01-01").query).toMatchObject({ from: "2026-01-01", to: "2026-03-01" });
  });

  it("writes the query back as link parameters", () => {
    const { query } = parse("q=gloves&status=placed&vendor=service-provider:3&page=2");
    expect(orderListSearch(query, { page: 3 })).toBe("?q=gloves&status=placed&vendor=service-provider%3A3&page=3");
    expect(orderListSearch(parse("").query)).toBe("");
    expect(pageCount(76, 20)).toBe(4);
    expect(pageCount(0, 20)).toBe(1);
  });

  it("keeps every order id of a 73-vendor checkout", () => {
    const ids = Array.from({ length: 73 }, (_, i) => i + 1);
    expect(parseOrderIds(ids.join(","))).toEqual(ids);
    expect(parseOrderIds("3,x,3,-1,4")).toEqual([3, 4]);
  });
});
