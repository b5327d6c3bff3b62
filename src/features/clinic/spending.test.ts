import { describe, expect, it } from "vitest";
import { spendingCsv, totalsBy, type SpendRow } from "./spending";

const rows: SpendRow[] = [
  { month: "2026-10", location: "North", vendor: "Acme, Inc.", category: "Surgery", cents: 12_345 },
  { month: "2026-11", location: "North", vendor: "Vetco", category: "Dental", cents: 5_000 },
  { month: "2026-11", location: "South", vendor: "=HYPERLINK()", category: "Dental", cents: 1_000 },
];

describe("spending", () => {
  it("totals per dimension, months in order and the rest largest first", () => {
    expect(totalsBy(rows, "month")).toEqual([
      { name: "2026-10", total: 123.45 },
      { name: "2026-11", total: 60 },
    ]);
    expect(totalsBy(rows, "location")[0]).toEqual({ name: "North", total: 173.45 });
  });
  it("exports CSV with quoting and no formulas", () => {
    const csv = spendingCsv(rows).split("\r\n");
    expect(csv[0]).toBe("month,location,vendor,category,amount_usd");
    expect(csv[1]).toBe('2026-10,North,"Acme, Inc.",Surgery,123.45');
    expect(csv[3]).toBe(`2026-11,South,"'=HYPERLINK()",Dental,10.00`);
  });
});
