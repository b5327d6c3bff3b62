// Pure shaping of spending rows: totals per dimension and the CSV export.

export type SpendRow = { month: string; location: string; vendor: string; category: string; cents: number };

export function totalsBy(rows: SpendRow[], key: "month" | "location" | "vendor" | "category") {
  const m = new Map<string, number>();
  for (const r of rows) m.set(r[key], (m.get(r[key]) ?? 0) + r.cents);
  return [...m.entries()]
    .map(([name, cents]) => ({ name, total: cents / 100 }))
    .sort((a, b) => (key === "month" ? a.name.localeCompare(b.name) : b.total - a.total));
}

const cell = (v: string) => (/[",\n\r]/.test(v) || /^[=+\-@]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** One line per month, location, vendor and category; text that a spreadsheet would run as a formula is quoted. */
export function spendingCsv(rows: SpendRow[]): string {
  const lines = ["month,location,vendor,category,amount_usd"];
  for (const r of rows)
    lines.push([r.month, r.location, r.vendor, r.category].map(cell).join(",") + "," + (r.cents / 100).toFixed(2));
  return lines.join("\r\n") + "\r\n";
}
