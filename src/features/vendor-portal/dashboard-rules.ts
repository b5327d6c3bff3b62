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

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

/**
 * Chart labels stay readable on a phone: long names are cut with an ellipsis. A variation's line is
 * named "Product — caption": the product part is cut, never the caption that tells variations apart.
 */
export function shortLabel(name: string, max = 28): string {
  if (name.length <= max) return name;
  const at = name.lastIndexOf(" — ");
  if (at <= 0) return cut(name, max);
  const caption = name.slice(at);
  const room = max - caption.length;
  return room >= 6 ? `${cut(name.slice(0, at), room)}${caption}` : cut(name, max);
}
