// Pure rules of the operator's console.
import { formatUsd } from "@/lib/money";

/** Buyers (and sales reps) are the accounts whose role is "customer"; vendor users and operators are not buyers. */
export const BUYER_ROLE = "customer";
export const OPERATOR_ROLE = "operator";

export function isOperator(viewer: { role?: string | null } | null | undefined): boolean {
  return viewer?.role === OPERATOR_ROLE;
}

/** How an audit row names its target in lists: "user demo-buyer", "document 12". */
export function targetLabel(type: string, id: string): string {
  return `${type} ${id}`;
}

export type BuyerAction = "confirm" | "unconfirm" | "deactivate" | "activate" | "soft-delete" | "restore";

/** The user columns each status action sets. */
export const BUYER_PATCH: Record<BuyerAction, Partial<{ confirmed: number; active: boolean; softDelete: boolean }>> = {
  confirm: { confirmed: 1 },
  unconfirm: { confirmed: 0 },
  deactivate: { active: false },
  activate: { active: true },
  "soft-delete": { softDelete: true },
  restore: { softDelete: false },
};

export const COIN_ADJUST_LIMIT = 100_000;

/** A coin adjustment needs a reason a person can read later and may not push the balance below zero. */
export function coinAdjustProblem(balance: number, delta: number, reason: string): string | null {
  if (!Number.isInteger(delta) || delta === 0) return "Enter a whole number of coins other than zero.";
  if (Math.abs(delta) > COIN_ADJUST_LIMIT) return `Adjust by at most ${COIN_ADJUST_LIMIT} coins at a time.`;
  if (reason.trim().length < 3) return "Give a reason for the adjustment (at least 3 characters).";
  if (balance + delta < 0) return `The buyer has ${balance} coins; the balance cannot go below zero.`;
  return null;
}

/** An approval's expiry must be a real calendar date after today (UTC). */
export function expiryProblem(expiresOn: string | undefined, today: Date): string | null {
  if (!expiresOn) return null;
  const d = new Date(`${expiresOn}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiresOn) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== expiresOn)
    return "Enter the expiry date as YYYY-MM-DD.";
  if (expiresOn <= today.toISOString().slice(0, 10)) return "The expiry date must be after today.";
  return null;
}

/** YYYY-MM-DD `days` after `today`: the horizon of the "expiring soon" list. */
export function dayAfter(today: Date, days: number): string {
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** One day of the overview charts (gross in dollars). */
export type DayPoint = { day: string; orders: number; gross: number; buyers: number };

export type AuditChange = { field: string; before: string | null; after: string | null };

/** "levelGranted" → "Level granted", "dea_number" → "Dea number". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function shown(value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * An audit entry as a person reads it: one line per field that changed, in a stable order, with
 * "before → after" in words instead of two JSON documents. A value that is not an object (a
 * reason, an id) reads as one change named "Value".
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const asRecord = (v: unknown): Record<string, unknown> =>
    v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : v == null ? {} : { value: v };
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  return keys
    .map((k) => ({ field: fieldLabel(k), before: shown(b[k]), after: shown(a[k]) }))
    .filter((c) => c.before !== c.after);
}

const SUBJECT_KEYS = ["title", "question", "name", "company", "email", "code", "sku", "orderNumber"] as const;

/** What an audit entry is about, in the record's own words (its title, question, name…), when it says. */
export function auditSubject(before: unknown, after: unknown): string | null {
  for (const record of [after, before])
    if (record && typeof record === "object")
      for (const key of SUBJECT_KEYS) {
        const value = (record as Record<string, unknown>)[key];
        if (typeof value === "string" && value.trim()) return value;
      }
  return null;
}

// ---- listings the operator takes down and restores

/** A listing's statuses as the console filters and names them; only "published" reaches the storefront. */
export const LISTING_STATUS_LABELS = {
  published: "Published",
  pending_review: "Waiting for review",
  draft: "Draft",
  unpublished: "Unpublished",
  rejected: "Rejected",
  taken_down: "Taken down",
} as const;
export type ListingStatusName = keyof typeof LISTING_STATUS_LABELS;
export const LISTING_STATUS_NAMES = Object.keys(LISTING_STATUS_LABELS) as ListingStatusName[];

/**
 * The status a restore gives back: the one the listing had when it was taken down (from that audit
 * entry), or unpublished when that is unknown, so a restore never publishes what was not live.
 */
export function restoredStatus(takedownBefore: unknown): ListingStatusName {
  const s = (takedownBefore as { status?: unknown } | null)?.status;
  return typeof s === "string" && s in LISTING_STATUS_LABELS && s !== "taken_down"
    ? (s as ListingStatusName)
    : "unpublished";
}

// ---- refunds the operator records on an order

/** Why a refund of `amountCents` cannot be recorded on an order of `totalCents` already refunded `refundedCents`. */
export function refundProblem(totalCents: number, refundedCents: number, amountCents: number): string | null {
  if (!Number.isInteger(amountCents)) return "Enter the refund in dollars and cents, like 12.50.";
  if (amountCents <= 0) return "Enter a refund above $0.";
  const left = totalCents - refundedCents;
  if (left <= 0) return "This order has been refunded in full already.";
  if (amountCents > left)
    return `At most ${formatUsd(left)} can still be refunded on this order (${formatUsd(refundedCents)} of ${formatUsd(totalCents)} refunded so far).`;
  return null;
}
