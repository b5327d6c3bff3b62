/** Pure rules of an order's fulfilment: what is left to ship, what may be cancelled, what may leave. */

export type FulfilLine = { id: number; quantity: number; shipped: number; cancelled: number };

/** What is still to ship on a line: ordered, less what left and what was cancelled. */
export function remainingToShip(line: FulfilLine): number {
  return Math.max(0, line.quantity - line.shipped - line.cancelled);
}

export type ShipRequestLine = { line_id: number; quantity: number };

/**
 * Checks a shipment against the order's lines; with no lines given, everything still open ships.
 * Returns the quantities per line or a sentence saying what is wrong.
 */
export function planShipment(
  lines: readonly FulfilLine[],
  requested: readonly ShipRequestLine[] | undefined,
): { ok: true; lines: ShipRequestLine[] } | { ok: false; message: string } {
  if (!requested || requested.length === 0) {
    const all = lines
      .filter((l) => remainingToShip(l) > 0)
      .map((l) => ({ line_id: l.id, quantity: remainingToShip(l) }));
    return all.length > 0 ? { ok: true, lines: all } : { ok: false, message: "Nothing is left to ship on this order." };
  }
  const seen = new Set<number>();
  for (const r of requested) {
    const line = lines.find((l) => l.id === r.line_id);
    if (!line) return { ok: false, message: `Line ${r.line_id} is not part of this order.` };
    if (seen.has(r.line_id)) return { ok: false, message: `Line ${r.line_id} is listed twice.` };
    seen.add(r.line_id);
    const left = remainingToShip(line);
    if (r.quantity > left)
      return { ok: false, message: `Line ${r.line_id}: only ${left} left to ship, not ${r.quantity}.` };
  }
  return { ok: true, lines: requested.map((r) => ({ line_id: r.line_id, quantity: r.quantity })) };
}

/** After shipping, the order is "shipped" only when no line has anything left to ship. */
export function fullyShipped(lines: readonly FulfilLine[]): boolean {
  return lines.every((l) => remainingToShip(l) === 0) && lines.some((l) => l.shipped > 0);
}

/** Every line cancelled means the whole order is cancelled. */
export function fullyCancelled(lines: readonly FulfilLine[]): boolean {
  return lines.every((l) => l.cancelled >= l.quantity);
}

/** A line can be cancelled while nothing of it has shipped and the order has not left. */
export function canCancelLine(orderStatus: string, line: FulfilLine): boolean {
  return (orderStatus === "placed" || orderStatus === "confirmed") && line.shipped === 0 && line.cancelled === 0;
}

/** Expiry dates are printed as yyyy-mm-dd; a past expiry cannot ship. */
export function expiryProblem(expiry: string | null | undefined, today: string): string | null {
  if (!expiry) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry) || Number.isNaN(Date.parse(expiry)))
    return `Expiry "${expiry}" must be a date like 2027-03-31.`;
  if (expiry < today) return `Expiry ${expiry} has already passed.`;
  return null;
}
