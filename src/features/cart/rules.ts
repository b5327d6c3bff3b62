/**
 * Pure cart rules (SPEC §5 "Cart (sidebar) quantity", §8, §9). All amounts are
 * integer cents so a subtotal is an exact sum; rounding to 2 decimals (§9)
 * happens for free when cents turn back into dollars.
 */
import { formatUsd } from "../../lib/money";

export const PRICE_NA = "Price N/A";
export const EMPTY_CART_MESSAGE = "No product in your cart?";
/** A clinic viewer sees orders and invoices only: no cart to read, fill or check out. */
export const VIEW_ONLY_MESSAGE = "Your clinic role shows orders and invoices only, so you have no cart.";

/**
 * Minus is allowed only above 1 (minus never deletes a line) and, when the
 * product has a minimum order greater than 0, only while the quantity
 * exceeds it.
 */
export function cartMinusAllowed({
  quantity,
  minimumOrder,
}: {
  quantity: number;
  minimumOrder: number | null | undefined;
}): boolean {
  if (quantity <= 1) return false;
  if (minimumOrder === null || minimumOrder === undefined || minimumOrder <= 0) return true;
  return quantity > minimumOrder;
}

/**
 * Plus needs a quantity of at least 1 and stops at max_quantity_threshold, or
 * at max_available_quantity when the threshold is null. No known limit means
 * the server is the judge.
 */
export function cartPlusAllowed({
  quantity,
  threshold,
  available,
}: {
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
export function serviceTotalCents({
  feeCents,
  additionalFeeCents,
  equipmentFeeCents,
  licences,
}: {
  feeCents: number | null | undefined;
  additionalFeeCents: number | null | undefined;
  equipmentFeeCents: number | null | undefined;
  licences: number;
}): number {
  const count = Math.max(1, Math.floor(Number.isFinite(licences) ? licences : 1));
  return (feeCents ?? 0) * count + (additionalFeeCents ?? 0) * (count - 1) + (equipmentFeeCents ?? 0) * count;
}

/** Product line: unit price × quantity; an unknown price contributes nothing. */
export function lineTotalCents({
  unitCents,
  quantity,
}: {
  unitCents: number | null | undefined;
  quantity: number;
}): number {
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

// ------------------------------------------------------------ limits on add

/**
 * How many units of one line a buyer may hold: the threshold when set, never
 * more than the stock. null = no known bound.
 */
export function lineLimit({
  threshold,
  available,
}: {
  threshold: number | null | undefined;
  available: number | null | undefined;
}): number | null {
  const caps = [threshold, available].filter((n): n is number => typeof n === "number" && n >= 0);
  return caps.length ? Math.min(...caps) : null;
}

export type AddCheck = { ok: true } | { ok: false; message: string };

/**
 * Server check before adding `quantity` to what is already in the cart:
 * minimum order counts the whole line, the limit counts the whole line too.
 */
export function checkAddQuantity({
  inCart,
  quantity,
  minimumOrder,
  threshold,
  available,
}: {
  inCart: number;
  quantity: number;
  minimumOrder: number | null | undefined;
  threshold: number | null | undefined;
  available: number | null | undefined;
}): AddCheck {
  const total = inCart + quantity;
  const limit = lineLimit({ threshold, available });
  if (limit !== null && total > limit) {
    if (threshold !== null && threshold !== undefined && threshold <= (available ?? Infinity)) {
      return {
        ok: false,
        message: `You already have ${inCart} ${inCart === 1 ? "quantity" : "quantities"} of this item in cart. Allowed quantity is ${limit}.`,
      };
    }
    return {
      ok: false,
      message:
        limit === 0
          ? "This item is out of stock."
          : `Only ${limit} of this item ${limit === 1 ? "is" : "are"} in stock. ${allowedQuantityMessage(limit)}`,
    };
  }
  if (minimumOrder && minimumOrder > 0 && total < minimumOrder) {
    return { ok: false, message: `The minimum order for this item is ${minimumOrder}.` };
  }
  return { ok: true };
}

// ------------------------------------------------------------ totals

export type PricedLine = { unitCents: number | null; quantity: number; checked: boolean };

/** Server total of a cart: only checked lines count and the unit price comes from the database. */
export function cartTotalCents(lines: readonly PricedLine[]): number {
  return cartSubtotal(lines.filter((l) => l.checked).map((l) => lineTotalCents(l)));
}

/** Progress toward a vendor's free-shipping minimum (for the /cart bar). */
export function freeShippingProgress(
  subtotalCents: number,
  minimumCents: number | null | undefined,
): { percent: number; remainingCents: number; reached: boolean } {
  if (!minimumCents || minimumCents <= 0) return { percent: 100, remainingCents: 0, reached: true };
  const remainingCents = Math.max(0, minimumCents - subtotalCents);
  return {
    percent: Math.min(100, Math.floor((subtotalCents / minimumCents) * 100)),
    remainingCents,
    reached: remainingCents === 0,
  };
}

/** Badge text above the cart icon (SPEC §9): '99+' above 99. */
export function cartBadge(count: number): string {
  if (!Number.isFinite(count) || count < 1) return "";
  return count > 99 ? "99+" : String(Math.floor(count));
}

/** What removing lines says: how many went, in a sentence ("3 items removed from your cart."). */
export function removedFromCartMessage(n: number): string {
  if (n <= 0) return "Nothing was removed; your cart had no items from this vendor.";
  return `${n} ${n === 1 ? "item" : "items"} removed from your cart.`;
}

/** The order summary lists a vendor only while at least one of its lines is checked (no "$0.00" rows). */
export function summaryGroups<G, L>(
  groups: readonly G[],
  lines: (g: G) => readonly L[],
  checked: (l: L) => boolean,
): G[] {
  return groups.filter((g) => lines(g).some(checked));
}

/**
 * How many lines of each group the page draws before it is live: the first `limit` lines in order (a first
 * screen's worth); the rest are drawn once it is, below the screen, so nothing in view moves.
 */
export function firstScreenCounts(groupSizes: readonly number[], limit: number): number[] {
  let left = Math.max(0, limit);
  return groupSizes.map((size) => {
    const n = Math.min(size, left);
    left -= n;
    return n;
  });
}

/** Whose cart this is: a location's shared cart is named after it ("Heartland North's cart"); one's own is "Your cart". */
export function cartTitle(owner: { location: string; shared: boolean } | null | undefined): string {
  if (!owner?.shared || !owner.location.trim()) return "Your cart";
  const name = owner.location.trim();
  return `${name}${/s$/i.test(name) ? "'" : "'s"} cart`;
}
