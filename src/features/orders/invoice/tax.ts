import { usState } from "@/lib/us-states";
import table from "./sales-tax-rates.json";

/** What an order's tax depends on: where the goods ship and what the buyer pays for them before tax. */
export type TaxInput = { shipToState: string | null | undefined; taxableCents: number };
/** An order's sales tax as decided when it is placed and stored on the order; documents read it. */
export type OrderTax = { state: string | null; rateBps: number; taxCents: number };

/** Tax in cents on an amount at a rate in basis points, half a cent rounded up; nothing on nothing. */
export function salesTaxCents(taxableCents: number, rateBps: number): number {
  if (taxableCents <= 0 || rateBps <= 0) return 0;
  return Math.round((taxableCents * rateBps) / 10_000);
}

export function formatRate(rateBps: number): string {
  return `${(rateBps / 100).toFixed(rateBps % 100 === 0 ? 0 : rateBps % 10 === 0 ? 1 : 2)}%`;
}

/** Pure: one order's tax from a state → basis-points table; "MO" and "Missouri" alike. Unknown state: none. */
export function taxFromTable(rates: Record<string, number>, input: TaxInput): OrderTax {
  const state = usState(input.shipToState)?.code ?? null;
  const rateBps = state ? (rates[state] ?? 0) : 0;
  return { state, rateBps, taxCents: salesTaxCents(input.taxableCents, rateBps) };
}

/**
 * THE sales-tax calculation: checkout's preview and the door call it with the same inputs, the door
 * stores its answer on the order, and the order page, CSV, invoice and vendor statement read it from
 * there. A real tax service (local rates, exemption certificates) would replace the table here.
 */
export function orderTax(input: TaxInput): OrderTax {
  return taxFromTable(table.rates as Record<string, number>, input);
}

/** How every screen and document names the tax line. */
export function taxLabel(t: Pick<OrderTax, "state" | "rateBps">): string {
  if (!t.state) return "Sales tax (no rate for the ship-to state)";
  return `Sales tax, ${t.state} ${formatRate(t.rateBps)}`;
}
