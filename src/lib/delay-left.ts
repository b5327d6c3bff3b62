/**
 * What is left of a delay counted from page load when a lazily loaded widget mounts later:
 * `sinceLoadMs` is `performance.now()` at mount. A widget that counts again on a later navigation
 * passes 0 there.
 */
export function delayLeft(delayMs: number, sinceLoadMs: number): number {
  return Math.max(0, Math.round(delayMs - sinceLoadMs));
}
