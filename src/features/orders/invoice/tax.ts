import { usState } from "@/lib/us-states";
import table from "./sales-tax-rates.json";

/**
 * What an order's tax depends on: where the goods ship, what the buyer pays for them before tax, and the
 * verified exemption certificate of the ship-to location when it has one (the door looks it up).
 */
export type TaxInput = { shipToState: string | null | undefined; taxableCents: number; exemption?: string | null };
/**
 * An order's sales tax as decided when it is placed and stored on the order; documents read it. An exempt
 * order carries the certificate it was placed under and no tax.
 */
export type OrderTax = { state: string | null; rateBps: number; taxCents: number; exemption?: string };

/** Where sales tax comes from: today a state rate table; a tax service would be another calculator. */
export interface TaxCalculator {
  calculate(input: Pick<TaxInput, "shipToState" | "taxableCents">): OrderTax;
}

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

/** The default calculator: the state rate table shipped with the code. */
export const rateTableTax: TaxCalculator = {
  calculate: (input) => taxFromTable(table.rates as Record<string, number>, input),
};

/**
 * THE sales-tax calculation: checkout's preview and the door call it with the same inputs, the door
 * stores its answer on the order, and the order page, CSV, invoice, vendor statement and refunds read it
 * from there. A verified exemption certificate of the ship-to location takes the tax to nothing whatever
 * the calculator would say; otherwise the calculator (the rate table by default) decides.
 */
export function orderTax(input: TaxInput, calculator: TaxCalculator = rateTableTax): OrderTax {
  if (input.exemption) {
    const state = usState(input.shipToState)?.code ?? null;
    return { state, rateBps: 0, taxCents: 0, exemption: input.exemption };
  }
  return calculator.calculate(input);
}

/** How every screen and document names the tax line; an exempt order names its certificate. */
export function taxLabel(t: Pick<OrderTax, "state" | "rateBps"> & { exemption?: string | null }): string {
  if (t.exemption) return `Tax exempt: certificate ${t.exemption}`;
  if (!t.state) return "Sales tax (no rate for the ship-to state)";
  return `Sales tax, ${t.state} ${formatRate(t.rateBps)}`;
}
