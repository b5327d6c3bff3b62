/**
 * Pure cart rules (SPEC §5 "Cart (sidebar) quantity", §8, §9). All amounts are
 * integer cents so a subtotal is an exact sum; rounding to 2 decimals (§9)
 * happens for free when cents turn back into dollars.
 */
import { formatUsd } from '../../lib/money';

export const PRICE_NA = 'Price N/A';
export const EMPTY_CART_MESSAGE = 'No product in your cart?';

/**
 * Minus is allowed only above 1 (minus never deletes a line) and, when the
 * product has a minimum order greater than 0, only while the quantity
 * exceeds it.
 */
export function cartMinusAllowed({ quantity, minimumOrder }: { quantity: number; minimumOrder: number | null | undefined }): boolean {
  if (quantity <= 1) return false;
  if (minimumOrder === null || minimumOrder === undefined || minimumOrder <= 0) return true;
  return quantity > minimumOrder;
}

/**
 * Plus needs a quantity of at least 1 and stops at max_quantity_threshold, or
 * at max_available_quantity when the threshold is null. No known limit means
 * the server is the judge.
 */
export function cartPlusAllowed({ quantity, threshold, available }: {
  quantity: number;
  threshold: number | null | undefined;
  available: number | null | undefined;
}): boolean {
  if (quantity < 1) return false;
  const limit = threshold ?? available ?? null;
  return limit === null || quantity < limit;
}

/** Sidebar wording of the threshold message (SPEC §8). */
export function allowedQuantityMessage(n: number): string {
  return `Allowed quantity is ${n}.`;
}

/**
 * Service plan line (SPEC §9): fee per licence, additional_fee for every
 * licence after the first, equipment_fee per licence. A service line always
 * carries at least one licence, so fewer is treated as one.
 */
export function serviceTotalCents({ feeCents, additionalFeeCents, equipmentFeeCents, licences }: {
  feeCents: number | null | undefined;
  additionalFeeCents: number | null | undefined;
  equipmentFeeCents: number | null | undefined;
  licences: number;
}): number {
  const count = Math.max(1, Math.floor(Number.isFinite(licences) ? licences : 1));
  return (feeCents ?? 0) * count + (additionalFeeCents ?? 0) * (count - 1) + (equipmentFeeCents ?? 0) * count;
}

/** Product line: unit price × quantity; an unknown price contributes nothing. */
export function lineTotalCents({ unitCents, quantity }: { unitCents: number | null | undefined; quantity: number }): number {
  return (unitCents ?? 0) * Math.max(0, quantity);
}

/** Sum of line totals in cents (callers pass only the checked lines). */
export function cartSubtotal(lineTotalsCents: readonly number[]): number {
  let total = 0;
  for (const line of lineTotalsCents) total += line;
  return total;
}

/** 'Price N/A' for 0 or missing prices (SPEC §8), otherwise US dollars. */
export function priceLabel(cents: number | null | undefined): string {
  return cents ? formatUsd(cents) : PRICE_NA;
}
