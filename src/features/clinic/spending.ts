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

/**
 * What comparison and quotes saved on the clinic's lines of one month and location: the median of every
 * vendor's offer when the order was placed, times the quantity, against what was paid. Lines placed
 * before offers were recorded (no median) are left out rather than counted as saving nothing.
 */
export type SavingsRow = { month: string; location: string; medianCents: number; paidCents: number };

/** The saving of one line in cents: negative when the clinic paid more than the median offer. */
export function lineSavingCents(medianUnitCents: number | null, quantity: number, paidCents: number): number | null {
  return medianUnitCents === null ? null : medianUnitCents * quantity - paidCents;
}

export const SAVINGS_BY = ["month", "location"] as const;

/** Savings per month (in order) or per location (largest first), in dollars, with the share of the median. */
export function savingsBy(rows: SavingsRow[], key: (typeof SAVINGS_BY)[number]) {
  const m = new Map<string, { median: number; paid: number }>();
  for (const r of rows) {
    const t = m.get(r[key]) ?? { median: 0, paid: 0 };
    m.set(r[key], { median: t.median + r.medianCents, paid: t.paid + r.paidCents });
  }
  return [...m.entries()]
    .map(([name, t]) => ({
      name,
      total: (t.median - t.paid) / 100,
      at_median: t.median / 100,
      paid: t.paid / 100,
      percent: t.median > 0 ? Math.round(((t.median - t.paid) / t.median) * 1000) / 10 : 0,
    }))
    .sort((a, b) => (key === "month" ? a.name.localeCompare(b.name) : b.total - a.total));
}

/** Every month and location's savings as CSV: at the median offer, paid, saved. */
export function savingsCsv(rows: SavingsRow[]): string {
  return toCsv(
    ["month", "location", "at_median_offer_usd", "paid_usd", "saved_usd"],
    rows.map((r) => [
      r.month,
      r.location,
      (r.medianCents / 100).toFixed(2),
      (r.paidCents / 100).toFixed(2),
      // a number, so a negative saving stays one (text starting with "-" is defused)
      (r.medianCents - r.paidCents) / 100,
    ]),
  );
}
