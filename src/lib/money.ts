import { groupDigits } from "./digits";

/**
 * Money helpers. Inside the code money is integer cents (no float drift when
 * summing carts); the API and the database-facing JSON speak dollars.
 */

/**
 * Scales by 100 and rounds half away from zero. `toPrecision(15)` first drops
 * binary noise so that 1.005 * 100 (= 100.49999999999999) rounds to 101 as a
 * person would expect, not to 100.
 */
function roundScaled(value: number): number {
  const scaled = Number((Math.abs(value) * 100).toPrecision(15));
  const rounded = Math.round(scaled) * Math.sign(value);
  // Avoid -0 leaking into JSON and equality checks.
  return rounded === 0 ? 0 : rounded;
}

/**
 * Dollars (number or decimal string as it arrives from the API or a numeric
 * column) to integer cents. Empty, null or unparseable values give null so the
 * caller can tell "no price" from a price of 0.
 */
export function toCents(dollars: number | string | null | undefined): number | null {
  if (dollars === null || dollars === undefined) return null;
  const value = typeof dollars === "number" ? dollars : Number(dollars.trim().replace(/[$,]/g, ""));
  if (typeof dollars === "string" && dollars.trim() === "") return null;
  if (!Number.isFinite(value)) return null;
  return roundScaled(value);
}

/**
 * A dollar amount the code already holds as a number (an API field, a parsed price) back to
 * integer cents; unlike `toCents` there is no "no price" case to report.
 */
export function dollarsToCents(dollars: number): number {
  return roundScaled(dollars);
}

/** Whether a dollar amount has at most two decimals (a whole number of cents), ignoring binary noise. */
export function hasWholeCents(dollars: number): boolean {
  return Math.abs(roundScaled(dollars) - dollars * 100) < 1e-6;
}

/** Integer cents to dollars with at most 2 decimals (what the API returns). */
export function fromCents(cents: number): number {
  const dollars = Math.round(cents) / 100;
  return dollars === 0 ? 0 : dollars;
}

/** Rounds to 2 decimals, half away from zero, for values computed in dollars. */
export function roundTo2(value: number): number {
  if (!Number.isFinite(value)) return value;
  return roundScaled(value) / 100;
}

/**
 * Display form of an amount in cents, e.g. 123456 → "$1,234.56", -5 → "-$0.05": what
 * `Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })` prints, by arithmetic, because
 * a browser's first Intl formatter loads locale data in one ~15 ms task (60 ms on a throttled phone)
 * while a product page hydrates.
 */
export function formatUsd(cents: number): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  return `${whole < 0 ? "-" : ""}$${groupDigits(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

/** Display form of an amount in dollars as the API speaks them (12.5 → "$12.50"): `formatUsd` of its cents. */
export function formatDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}
