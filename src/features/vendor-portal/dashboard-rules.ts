/** Pure rules of the vendor dashboard's stock and product panels. */

/** Stock under this is always low, whatever the listing's threshold. */
export const LOW_STOCK_FLOOR = 10;

/** Low stock: fewer than the listing's threshold (the most one order may take), and never fewer than 10. */
export function lowStockLimit(threshold: number | null | undefined): number {
  return Math.max(LOW_STOCK_FLOOR, threshold ?? 0);
}

export function isLowStock(quantity: number, threshold: number | null | undefined): boolean {
  return quantity < lowStockLimit(threshold);
}

/** Chart labels stay readable on a phone: long product names are cut with an ellipsis. */
export function shortLabel(name: string, max = 28): string {
  return name.length <= max ? name : `${name.slice(0, max - 1).trimEnd()}…`;
}
