/**
 * Pure checkout rules (SPEC §9): flat shipping below a vendor's free-shipping minimum and
 * coupon discounts per vendor order. All amounts are integer cents. No I/O: the server prices
 * the order with these and the checkout page previews the same numbers.
 */
import { formatUsd } from "@/lib/money";

/** Flat shipping per vendor order below that vendor's free-shipping minimum. */
export const FLAT_SHIPPING_CENTS = 995;

export function shippingCents(
  subtotalCents: number,
  minimumCents: number | null | undefined,
  vendorFeeCents?: number | null,
): number {
  if (subtotalCents <= 0) return 0;
  // free once the vendor's minimum is reached (the cart bar shows the same threshold as progress)
  const reached = !minimumCents || minimumCents <= 0 || subtotalCents >= minimumCents;
  // below it, the vendor's own flat fee when its shop settings set one, else the marketplace's
  return reached ? 0 : (vendorFeeCents ?? FLAT_SHIPPING_CENTS);
}

// ------------------------------------------------------------ coupons

export type CouponRow = {
  vendorId: number;
  kind: string;
  value: number;
  minOrderCents: number;
  /** a scheduled coupon; rows written before scheduling existed have none */
  startsAt?: Date | string | null;
  expiresAt: Date | string | null;
  perBuyerLimit: number | null;
  totalLimit: number | null;
  usedCount: number;
};

export type CouponResult = { ok: true; discountCents: number } | { ok: false; message: string };

/** Every refusal has its own message so the buyer knows what to change. */
export function couponDiscount({
  coupon,
  vendorId,
  subtotalCents,
  buyerUses,
  now,
}: {
  coupon: CouponRow | null | undefined;
  vendorId: number;
  subtotalCents: number;
  buyerUses: number;
  now: Date;
}): CouponResult {
  if (!coupon) return { ok: false, message: "This coupon code is not valid." };
  if (coupon.vendorId !== vendorId) return { ok: false, message: "This coupon does not apply to this vendor's items." };
  if (coupon.startsAt && new Date(coupon.startsAt).getTime() > now.getTime())
    return { ok: false, message: `This coupon is valid from ${new Date(coupon.startsAt).toISOString().slice(0, 10)}.` };
  if (coupon.expiresAt && new Date(coupon.expiresAt).getTime() < now.getTime())
    return { ok: false, message: "This coupon has expired." };
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit)
    return { ok: false, message: "This coupon has reached its usage limit." };
  if (coupon.perBuyerLimit !== null && buyerUses >= coupon.perBuyerLimit)
    return { ok: false, message: "You have already used this coupon." };
  if (subtotalCents < coupon.minOrderCents) {
    return {
      ok: false,
      message: `This coupon needs a minimum order of ${formatUsd(coupon.minOrderCents)} from this vendor.`,
    };
  }
  const raw = coupon.kind === "percent" ? Math.round((subtotalCents * coupon.value) / 100) : coupon.value;
  return { ok: true, discountCents: Math.max(0, Math.min(subtotalCents, raw)) };
}

export function couponAppliedMessage(discountCents: number): string {
  return `Coupon applied: ${formatUsd(discountCents)} off.`;
}

// ------------------------------------------------------------ order numbers

/** Crockford's base32 letters: no I, L, O or U, so a number read aloud or retyped stays unambiguous. */
export const ORDER_GROUP_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Ten letters: 50 random bits per checkout, so a guessed number hits an order about once in 10^15 tries. */
export const ORDER_GROUP_LENGTH = 10;

/** A checkout's random group from `ORDER_GROUP_LENGTH` draws of `pick(n)` (an integer in [0, n)). */
export function orderGroup(pick: (n: number) => number): string {
  let out = "";
  for (let i = 0; i < ORDER_GROUP_LENGTH; i++) out += ORDER_GROUP_ALPHABET[pick(ORDER_GROUP_ALPHABET.length)];
  return out;
}

/**
 * `DVM-{yymmdd}-{group}-{n}`: the date and per-vendor suffix as before, the checkout's sequence number
 * replaced by a random group so one order's number says nothing about any other's.
 */
export function orderNumberFor(now: Date, group: string, index: number): string {
  const stamp = now.toISOString().slice(2, 10).replace(/-/g, "");
  return `DVM-${stamp}-${group}-${index + 1}`;
}

export const ORDER_NUMBER_PATTERN = /^DVM-\d{6}-[0-9A-HJKMNP-TV-Z]{10}-\d+$/;
