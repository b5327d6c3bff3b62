/** Pure rules of the shared star rating (SPEC §1, §8, §9): 1–10 items, default 5, half steps. */
export const DEFAULT_STAR_ITEMS = 5;
export const MIN_STAR_ITEMS = 1;
export const MAX_STAR_ITEMS = 10;

export type StarFill = "full" | "half" | "empty";

export function validStarItems(items: unknown): items is number {
  return typeof items === "number" && Number.isInteger(items) && items >= MIN_STAR_ITEMS && items <= MAX_STAR_ITEMS;
}

/** Rounds to the nearest half step, clamped to 0..items; non-finite values read as 0. */
export function roundToHalf(value: number, items: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(items, Math.max(0, Math.round(value * 2) / 2));
}

/** The shape of each star, or null when the item count is not allowed (the widget then renders nothing). */
export function starFills(value: number, items: number = DEFAULT_STAR_ITEMS): StarFill[] | null {
  if (!validStarItems(items)) return null;
  const v = roundToHalf(value, items);
  return Array.from({ length: items }, (_, i) => (v >= i + 1 ? "full" : v >= i + 0.5 ? "half" : "empty"));
}

/** Accessible label, e.g. "Rated 4.5 out of 5". */
export function starLabel(value: number, items: number = DEFAULT_STAR_ITEMS): string {
  return `Rated ${roundToHalf(value, items)} out of ${items}`;
}
