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

export const LOT_TEXT = {
  format: (lot: string) =>
    `Lot "${lot}" is not a lot number: use 1 to 40 letters, digits, "-", "/" or "." as printed on the pack.`,
  lotNeeded: (item: string) =>
    `${item} is a controlled item: give its lot number, so a recall of that lot reaches the clinic.`,
  expiryNeeded: (item: string) => `${item} is a controlled item: give the expiry printed on its pack.`,
} as const;

const LOT = /^[A-Za-z0-9\-/.]{1,40}$/;

/** A lot number as the pack prints it: trimmed, 1-40 letters, digits, "-", "/" or "."; null when it is not one. */
export function wellFormedLot(raw: string | null | undefined): string | null {
  const lot = (raw ?? "").trim();
  return LOT.test(lot) ? lot : null;
}

/**
 * Why one line of a parcel may not leave as described (null when it may): a lot given must be
 * well-formed, and a controlled line needs both its lot and its expiry, since recalls and the
 * controlled-substance record find deliveries by lot.
 */
export function shipLotProblem(line: {
  item: string;
  controlled: boolean;
  lot?: string | null;
  expiry?: string | null;
}): string | null {
  const given = (line.lot ?? "").trim();
  if (given && !wellFormedLot(given)) return `${line.item}: ${LOT_TEXT.format(given)}`;
  if (!line.controlled) return null;
  if (!given) return LOT_TEXT.lotNeeded(line.item);
  if (!(line.expiry ?? "").trim()) return LOT_TEXT.expiryNeeded(line.item);
  return null;
}
