// What a clinic's stock may do, as pure functions: adjustments, receiving, expiry thresholds and par.

export const ADJUST_REASONS = ["used", "wasted", "transfer", "count", "recall"] as const;
export type AdjustReason = (typeof ADJUST_REASONS)[number];
/** Reasons a ledger entry may carry: the adjustments and the receipt that starts a lot. */
export type LedgerReason = AdjustReason | "received";

export const REASON_LABELS: Record<LedgerReason, string> = {
  received: "Received",
  used: "Used",
  wasted: "Wasted",
  transfer: "Transfer",
  count: "Count",
  recall: "Quarantined (recall)",
};

/** Days before expiry a lot raises a notice, tightest last; each once per lot and location. */
export const EXPIRY_THRESHOLDS = [90, 60, 30] as const;
/** A delivered shipment nobody marked is received on its own after this many days. */
export const AUTO_RECEIVE_DAYS = 7;

const DAY = 86_400_000;

/** The last day a pack printed with this expiry may be used (yyyy-mm-dd, or yyyy-mm: the month's last day). */
export function expiryDay(expiry: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec((expiry ?? "").trim());
  if (!m) return null;
  const [y, mo] = [Number(m[1]), Number(m[2])];
  const t = m[3] ? Date.UTC(y, mo - 1, Number(m[3])) : Date.UTC(y, mo, 0);
  return Number.isNaN(t) ? null : t;
}

/** Whole days from today (UTC) to the expiry day: 0 on the day itself, negative once past; null when unknown. */
export function daysToExpiry(expiry: string | null | undefined, now: Date): number | null {
  const end = expiryDay(expiry);
  if (end === null) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((end - today) / DAY);
}

/** A lot is expired once its expiry day has passed (it may still be used on the day itself). */
export function isExpired(expiry: string | null | undefined, now: Date): boolean {
  const d = daysToExpiry(expiry, now);
  return d !== null && d < 0;
}

/** The tightest threshold a lot is within (30, 60 or 90), or null when further out or unknown. */
export function expiryBand(expiry: string | null | undefined, now: Date): number | null {
  const d = daysToExpiry(expiry, now);
  if (d === null) return null;
  return [...EXPIRY_THRESHOLDS].reverse().find((t) => d <= t) ?? null;
}

/**
 * The thresholds to tell now: every one the lot is within and not yet told. Only the tightest is
 * worth a notice (a lot received 45 days out hears "60 days", not also "90"); the looser ones are
 * recorded as told so they never come later.
 */
export function thresholdsDue(
  daysLeft: number | null,
  told: readonly number[],
): { record: number[]; notify: number | null } {
  if (daysLeft === null || daysLeft < 0) return { record: [], notify: null };
  const record = EXPIRY_THRESHOLDS.filter((t) => daysLeft <= t && !told.includes(t));
  if (!record.length) return { record, notify: null };
  return { record, notify: Math.min(...record) };
}

export type AdjustFacts = {
  reason: AdjustReason;
  /** the signed change at this location */
  delta: number;
  onHand: number;
  expired: boolean;
  /** a transfer's destination: null when none given */
  target: { reachable: boolean; same: boolean } | null;
};

/** Why an adjustment may not happen (null when it may), as the sentence the member reads. */
export function adjustmentProblem(f: AdjustFacts): string | null {
  if (!Number.isInteger(f.delta) || f.delta === 0) return "Give a whole number of units other than zero.";
  const lowers = f.reason === "used" || f.reason === "wasted" || f.reason === "recall" || f.reason === "transfer";
  if (lowers && f.delta > 0)
    return f.reason === "transfer"
      ? "A transfer sends units away: give a negative quantity (the units leave this location)."
      : `"${REASON_LABELS[f.reason]}" lowers the stock: give a negative quantity.`;
  if (f.onHand + f.delta < 0)
    return `Only ${f.onHand} unit${f.onHand === 1 ? "" : "s"} on hand: stock never goes below zero.`;
  if (f.reason === "used" && f.expired) return "This lot has expired: record it as wasted, not used.";
  if (f.reason === "transfer") {
    if (!f.target) return "Choose the location the units go to.";
    if (f.target.same) return "A transfer goes to another location.";
    if (!f.target.reachable) return "You do not have access to that location.";
  }
  return null;
}

/** A count gives the number on the shelf: the entry is the difference from what the ledger says. */
export function countDelta(counted: number, onHand: number): number {
  return counted - onHand;
}

export type ReceiveLine = { lineId: number; shipped: number };
export type ReceiveInput = { line_id: number; quantity: number; note?: string | null }[] | undefined;

/**
 * What each shipped line brings into stock: all of it when no lines are given, else each line named
 * with the quantity counted in (0 up to what shipped); less than shipped needs a note (damaged, short).
 */
export function planReceipt(
  lines: readonly ReceiveLine[],
  input: ReceiveInput,
): { ok: true; lines: { lineId: number; quantity: number; note: string | null }[] } | { ok: false; message: string } {
  if (!input) return { ok: true, lines: lines.map((l) => ({ lineId: l.lineId, quantity: l.shipped, note: null })) };
  const given = new Map<number, { quantity: number; note: string | null }>();
  for (const i of input) {
    const line = lines.find((l) => l.lineId === i.line_id);
    if (!line) return { ok: false, message: `Line ${i.line_id} is not part of this shipment.` };
    if (given.has(i.line_id)) return { ok: false, message: `Line ${i.line_id} is given twice.` };
    if (!Number.isInteger(i.quantity) || i.quantity < 0 || i.quantity > line.shipped)
      return {
        ok: false,
        message: `Line ${i.line_id}: received is a whole number from 0 to the ${line.shipped} shipped.`,
      };
    const note = (i.note ?? "").trim() || null;
    if (i.quantity < line.shipped && !note)
      return { ok: false, message: `Line ${i.line_id}: say what happened to the missing units (damaged, short).` };
    given.set(i.line_id, { quantity: i.quantity, note });
  }
  // a line left out of a per-line receipt arrived as shipped
  return {
    ok: true,
    lines: lines.map((l) => ({ lineId: l.lineId, ...(given.get(l.lineId) ?? { quantity: l.shipped, note: null }) })),
  };
}

/**
 * How many to order for a product below par: the shortfall (par − on hand), or the reorder quantity
 * when the manager set a larger one (a pack size, a minimum order); nothing at or above par.
 */
export function parShortfall(par: number, onHand: number, reorderQuantity = 0): number {
  if (onHand >= par) return 0;
  return Math.max(par - onHand, reorderQuantity);
}

export type LedgerEntry = { reason: LedgerReason; delta: number };

/** A lot's quantity from its ledger, reason by reason: on hand = received − used − wasted ± transfers ± counts − recalled. */
export function ledgerTotals(entries: readonly LedgerEntry[]) {
  const by = Object.fromEntries((["received", ...ADJUST_REASONS] as LedgerReason[]).map((r) => [r, 0])) as Record<
    LedgerReason,
    number
  >;
  for (const e of entries) by[e.reason] += e.delta;
  const onHand = by.received + by.used + by.wasted + by.transfer + by.count + by.recall;
  return { ...by, onHand };
}
