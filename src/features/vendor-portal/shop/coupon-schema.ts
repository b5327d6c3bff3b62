import { z } from "zod";
import { hasWholeCents } from "@/lib/money";

/**
 * A vendor's coupon as the portal and the vendor API accept it, and the pure rules around it.
 * Money comes in dollars and is stored in cents; a percent is stored in whole points.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const blankIsUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const isDate = (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(s));

export const COUPON_USAGE = ["single_use", "per_buyer"] as const;
export const MAX_AMOUNT_OFF = 100_000;

const couponFields = z.object({
  code: z
    .string({ error: "Give the coupon a code." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,32}$/, "A code is 3 to 32 letters, digits, dashes or underscores."),
  kind: z.enum(["percent", "amount"], { error: "Choose percent off or an amount off." }),
  value: z.coerce.number({ error: "The discount must be a number." }),
  min_order: z.preprocess(
    blankIsUndefined,
    z.coerce
      .number({ error: "The minimum order must be a number." })
      .min(0, "The minimum order must be $0 or more.")
      .max(1_000_000, "The minimum order can be at most $1,000,000.")
      .default(0),
  ),
  starts_on: z.preprocess(
    blankIsUndefined,
    z.string().refine(isDate, "The start date must be a date like 2027-03-31.").optional(),
  ),
  ends_on: z
    .string({ error: "Give the last day the coupon is valid." })
    .refine(isDate, "The end date must be a date like 2027-03-31."),
  usage: z.enum(COUPON_USAGE, { error: "Choose single use or a limit per buyer." }),
  per_buyer_limit: z.preprocess(
    blankIsUndefined,
    z.coerce
      .number({ error: "The limit per buyer must be a number." })
      .int("The limit per buyer must be a whole number.")
      .min(1, "The limit per buyer must be at least 1.")
      .max(100, "The limit per buyer can be at most 100.")
      .optional(),
  ),
  announce: z.boolean({ error: "announce must be true or false." }).default(false),
});

function checkCoupon(
  v: { kind: "percent" | "amount"; value: number; usage: string; per_buyer_limit?: number },
  ctx: z.RefinementCtx,
) {
  const problem = discountProblem(v.kind, v.value);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["value"] });
  if (v.usage === "per_buyer" && v.per_buyer_limit === undefined)
    ctx.addIssue({ code: "custom", message: "Say how many times each buyer may use it.", path: ["per_buyer_limit"] });
}

export const couponInput = couponFields.superRefine(checkCoupon);
export type CouponInput = z.infer<typeof couponInput>;

/** A change is the whole coupon again, as the form shows it (announcing is for new coupons only). */
export const couponEdit = couponFields.omit({ announce: true }).superRefine(checkCoupon);
export type CouponEdit = z.infer<typeof couponEdit>;

/** A reactivation may give a new last day; without one, the end the coupon had before it was ended. */
export const couponReactivation = z.object({
  ends_on: z.preprocess(
    blankIsUndefined,
    z.string().refine(isDate, "The end date must be a date like 2027-03-31.").optional(),
  ),
});

/** A percent is a whole number from 1 to 100; an amount is more than $0 in whole cents. */
export function discountProblem(kind: "percent" | "amount", value: number): string | null {
  if (!Number.isFinite(value)) return "The discount must be a number.";
  if (kind === "percent") {
    if (!Number.isInteger(value) || value < 1 || value > 100) return "A percent off is a whole number from 1 to 100.";
    return null;
  }
  if (!(value > 0)) return "The amount off must be more than $0.";
  if (value > MAX_AMOUNT_OFF) return "The amount off can be at most $100,000.";
  if (!hasWholeCents(value)) return "The amount off has at most two decimals.";
  return null;
}

/** The validity window: the end is today or later, and not before the start. Dates are yyyy-mm-dd (UTC days). */
export function couponDatesProblem(startsOn: string | undefined, endsOn: string, today: string): string | null {
  if (endsOn < today) return "The end date cannot be in the past.";
  if (startsOn && endsOn < startsOn) return "The coupon must end on or after the day it starts.";
  return null;
}

/** How the checkout's coupon row carries the usage choice. */
export function couponLimits(input: Pick<CouponInput, "usage" | "per_buyer_limit">) {
  return input.usage === "single_use"
    ? { totalLimit: 1, perBuyerLimit: 1 }
    : { totalLimit: null, perBuyerLimit: input.per_buyer_limit ?? 1 };
}

/** The validity window as stored: from the start of the first day to the end of the last (UTC). */
export function couponWindow(startsOn: string | undefined, endsOn: string) {
  return {
    startsAt: startsOn ? new Date(`${startsOn}T00:00:00.000Z`) : null,
    expiresAt: new Date(`${endsOn}T23:59:59.999Z`),
  };
}

export type CouponStatus = "scheduled" | "active" | "ended" | "used up";

/** What an edit may not do to a coupon as it stands (its dates are judged by couponDatesProblem, as a new one's). */
export function couponEditProblem(
  current: { code: string; status: CouponStatus; used: number },
  next: Pick<CouponEdit, "code">,
): string | null {
  if (current.status === "ended") return `${current.code} has ended; reactivate it before changing it.`;
  // buyers hold the code (an announcement, an order's coupon line); a new code is a new coupon
  if (current.used > 0 && next.code !== current.code)
    return `Buyers have used ${current.code}, so its code stays; create a new coupon for a new code.`;
  return null;
}

/**
 * Whether an ended coupon may run again, and until which day: a new last day if given (today or later,
 * not before its start), else the last day it had before it was ended early, if that has not passed.
 */
export function reactivationEnd(
  current: {
    code: string;
    status: CouponStatus;
    starts_on: string | null;
    end_before_ending: string | null;
    used: number;
    total_limit: number | null;
  },
  newEnd: string | undefined,
  today: string,
): { endsOn: string } | { problem: string } {
  if (current.status !== "ended")
    return { problem: `Only an ended coupon can be reactivated; ${current.code} is ${current.status}.` };
  if (current.total_limit !== null && current.used >= current.total_limit)
    return { problem: `${current.code} has been used as often as it may; create a new coupon.` };
  if (newEnd) {
    const problem = couponDatesProblem(current.starts_on ?? undefined, newEnd, today);
    return problem ? { problem } : { endsOn: newEnd };
  }
  const before = current.end_before_ending;
  if (!before || before < today)
    return {
      problem: before
        ? `${current.code}'s end date, ${before}, has passed; give a new end date to reactivate it.`
        : `Give ${current.code} a new end date to reactivate it.`,
    };
  return { endsOn: before };
}
