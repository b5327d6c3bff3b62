// Pure shaping of spending rows: totals per dimension and the CSV export.
import { toCsv } from "@/lib/csv";

export type SpendRow = { month: string; location: string; vendor: string; category: string; cents: number };

export function totalsBy(rows: SpendRow[], key: "month" | "location" | "vendor" | "category") {
  const m = new Map<string, number>();
  for (const r of rows) m.set(r[key], (m.get(r[key]) ?? 0) + r.cents);
  return [...m.entries()]
    .map(([name, cents]) => ({ name, total: cents / 100 }))
    .sort((a, b) => (key === "month" ? a.name.localeCompare(b.name) : b.total - a.total));
}

/** One line per month, location, vendor and category; text a spreadsheet would run as a formula is escaped. */
export function spendingCsv(rows: SpendRow[]): string {
  return toCsv(
    ["month", "location", "vendor", "category", "amount_usd"],
    rows.map((r) => [r.month, r.location, r.vendor, r.category, (r.cents / 100).toFixed(2)]),
  );
}

export const TOTALS_BY = ["month", "location", "vendor", "category"] as const;

/** One chart's table as CSV: its name column and the amount in dollars (names defused like every export). */
export function totalsCsv(by: string, rows: { name: string; total: number }[]): string {
  return toCsv(
    [by, "amount_usd"],
    rows.map((r) => [r.name, r.total.toFixed(2)]),
  );
}
