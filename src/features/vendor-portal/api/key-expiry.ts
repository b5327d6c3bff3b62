// When an API key stops working. A key made without an expiry works until it is revoked; one with an
// expiry date works through that day (UTC) and is refused from the next, even if never revoked.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** How far ahead an expiry may be set: keys meant to run longer are made without one. */
export const MAX_KEY_YEARS = 3;

/** Why an expiry date cannot be used (dates are yyyy-mm-dd, UTC days), or null. */
export function keyExpiryProblem(expiresOn: string, today: string): string | null {
  if (!DATE.test(expiresOn) || Number.isNaN(Date.parse(expiresOn))) return "The expiry must be a date like 2027-03-31.";
  if (expiresOn < today) return "The expiry cannot be in the past.";
  const limit = `${Number(today.slice(0, 4)) + MAX_KEY_YEARS}${today.slice(4)}`;
  if (expiresOn > limit)
    return `The expiry can be at most ${MAX_KEY_YEARS} years ahead; leave it empty for a key that does not expire.`;
  return null;
}

/** The last moment the key works: the end of its expiry day. */
export const keyExpiresAt = (expiresOn: string) => new Date(`${expiresOn}T23:59:59.999Z`);

export type KeyState = "active" | "expired" | "revoked";

export function keyState(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): KeyState {
  if (key.revokedAt) return "revoked";
  if (key.expiresAt && key.expiresAt <= now) return "expired";
  return "active";
}
