/** Days ahead the "expiring soon" list looks. */
export const EXPIRY_WINDOW_DAYS = 90;

/**
 * Whether a lot printed with this expiry (yyyy-mm-dd, or yyyy-mm meaning the month's last day)
 * expires within the window from `now`; already expired lots count too. Unknown or unreadable: false.
 */
export function expiresWithin(expiry: string | null, now: Date, days = EXPIRY_WINDOW_DAYS): boolean {
  if (!expiry) return false;
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(expiry.trim());
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : null];
  // a month-only expiry lasts to that month's end
  const end = d === null ? Date.UTC(y, mo, 0) : Date.UTC(y, mo - 1, d);
  if (Number.isNaN(end)) return false;
  return end - now.getTime() <= days * 86_400_000;
}
