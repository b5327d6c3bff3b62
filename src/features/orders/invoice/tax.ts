import table from "./sales-tax-rates.json";

/** What a tax calculator is asked: where the goods ship and what the buyer pays before tax. */
export type TaxInput = { shipToState: string | null | undefined; taxableCents: number };
export type TaxResult = { state: string | null; rateBps: number; taxCents: number; label: string };

/**
 * The seam for sales tax. The rate table below answers offline; a real tax service (with local
 * jurisdictions, exemptions and certificates) implements the same interface and replaces it.
 */
export interface TaxCalculator {
  calculate(input: TaxInput): Promise<TaxResult>;
}

/** Tax in cents on an amount at a rate in basis points, half a cent rounded up; nothing on nothing. */
export function salesTaxCents(taxableCents: number, rateBps: number): number {
  if (taxableCents <= 0 || rateBps <= 0) return 0;
  return Math.round((taxableCents * rateBps) / 10_000);
}

export function formatRate(rateBps: number): string {
  return `${(rateBps / 100).toFixed(rateBps % 100 === 0 ? 0 : rateBps % 10 === 0 ? 1 : 2)}%`;
}

/** Pure: the tax of one order from a state → basis-points table. Unknown or missing state: no tax, said so. */
export function taxFromTable(rates: Record<string, number>, input: TaxInput): TaxResult {
  const state = input.shipToState?.trim().toUpperCase() || null;
  const rateBps = state ? rates[state] : undefined;
  if (!state || rateBps === undefined) {
    return { state, rateBps: 0, taxCents: 0, label: "Sales tax (no rate for the ship-to state)" };
  }
  return {
    state,
    rateBps,
    taxCents: salesTaxCents(input.taxableCents, rateBps),
    label: `Sales tax, ${state} ${formatRate(rateBps)}`,
  };
}

export const rateTableTaxCalculator: TaxCalculator = {
  calculate: async (input) => taxFromTable(table.rates as Record<string, number>, input),
};
