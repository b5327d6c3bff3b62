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

export const couponInput = z
  .object({
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
  })
  .superRefine((v, ctx) => {
    const problem = discountProblem(v.kind, v.value);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["value"] });
    if (v.usage === "per_buyer" && v.per_buyer_limit === undefined)
      ctx.addIssue({ code: "custom", message: "Say how many times each buyer may use it.", path: ["per_buyer_limit"] });
  });
export type CouponInput = z.infer<typeof couponInput>;

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
