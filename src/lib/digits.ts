/**
 * A whole number with US thousands separators, e.g. 1234567 → "1,234,567": what
 * `toLocaleString("en-US")` prints for integers, without the locale data a browser loads in one long
 * task the first time any Intl formatter is used (code that hydrates on a catalog page uses this).
 */
export function groupDigits(n: number): string {
  const whole = Math.trunc(n);
  return `${whole < 0 ? "-" : ""}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}
