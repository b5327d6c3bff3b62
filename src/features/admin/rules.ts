// Pure rules of the operator's console.

/** Buyers (and sales reps) are the accounts whose role is "customer"; vendor users and operators are not buyers. */
export const BUYER_ROLE = "customer";
export const OPERATOR_ROLE = "operator";
export const ADMIN_PAGE_SIZE = 25;

export function isOperator(viewer: { role?: string | null } | null | undefined): boolean {
  return viewer?.role === OPERATOR_ROLE;
}

/** 1-based page number to a row offset; anything odd falls back to the first page. */
export function pageOffset(page: number | undefined, size = ADMIN_PAGE_SIZE): number {
  const p = Number.isInteger(page) && page! > 0 ? page! : 1;
  return (p - 1) * size;
}

export function pageCount(total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
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
