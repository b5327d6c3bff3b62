import { describe, expect, it } from "vitest";
import {
  lineSavingCents,
  savingsBy,
  savingsCsv,
  spendingCsv,
  totalsBy,
  type SavingsRow,
  type SpendRow,
} from "./spending";

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

describe("savings against the median offer", () => {
  it("a line saves the median times the quantity less what was paid; no median, no measure", () => {
    expect(lineSavingCents(1_000, 3, 2_700)).toBe(300);
    expect(lineSavingCents(1_000, 2, 2_150)).toBe(-150);
    expect(lineSavingCents(null, 5, 100)).toBeNull();
  });
  const saved: SavingsRow[] = [
    { month: "2026-11", location: "South", medianCents: 10_000, paidCents: 9_000 },
    { month: "2026-10", location: "North", medianCents: 5_000, paidCents: 5_250 },
    { month: "2026-11", location: "North", medianCents: 20_000, paidCents: 15_000 },
  ];
  it("sums per month in order and per location largest first, with the share of the median", () => {
    expect(savingsBy(saved, "month")).toEqual([
      { name: "2026-10", total: -2.5, at_median: 50, paid: 52.5, percent: -5 },
      { name: "2026-11", total: 60, at_median: 300, paid: 240, percent: 20 },
    ]);
    expect(savingsBy(saved, "location").map((r) => [r.name, r.total])).toEqual([
      ["North", 47.5],
      ["South", 10],
    ]);
  });
  it("exports each month and location with the median, paid and saved", () => {
    const csv = savingsCsv(saved).split("\r\n");
    expect(csv[0]).toBe("month,location,at_median_offer_usd,paid_usd,saved_usd");
    expect(csv[2]).toBe("2026-10,North,50.00,52.50,-2.5");
  });
});
