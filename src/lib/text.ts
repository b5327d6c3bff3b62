/** Display cuts and badges from SPEC §9. */

/** Cut lengths used across the shell (SPEC §9). */
export const CUT = {
  searchResultName: 45,
  sidebarName: 60,
  notificationChatMessage: 50,
  // The spec gives "coupon and order 55-60": coupons use the short end, orders the long one.
  notificationCoupon: 55,
  notificationOrder: 60,
  notificationWebinar: 50,
  coin: 5,
} as const;

export const ELLIPSIS = "...";

/**
 * First `max` characters plus '...' when the text is longer. Counts code
 * points rather than UTF-16 units so an emoji or accented name is never split
 * into a broken half-character.
 */
export function cutText(text: string | null | undefined, max: number): string {
  if (!text) return "";
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max)).join("") + ELLIPSIS;
}

/**
 * Wishlist/cart/notification badge text: '99+' above 99. Zero (or anything
 * not a positive count) gives '' so the caller can render no badge at all —
 * an empty cart should not shout "0".
 */
export function badgeCount(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n) || n < 1) return "";
  const whole = Math.floor(n);
  return whole > 99 ? "99+" : String(whole);
}

/** Coin balance in the header: cut to 5 characters with '...' (SPEC §9). */
export function coinDisplay(coins: number | string | null | undefined): string {
  if (coins === null || coins === undefined || coins === "") return "0";
  return cutText(String(coins), CUT.coin);
}
