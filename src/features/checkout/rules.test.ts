import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  FLAT_SHIPPING_CENTS,
  ORDER_NUMBER_PATTERN,
  couponAppliedMessage,
  couponDiscount,
  orderGroup,
  orderNumberFor,
  shippingCents,
  type CouponRow,
} from "./rules";

const now = new Date("2026-06-01T12:00:00Z");
const coupon = (over: Partial<CouponRow> = {}): CouponRow => ({
  vendorId: 7,
  kind: "percent",
  value: 10,
  minOrderCents: 0,
  expiresAt: null,
  perBuyerLimit: null,
  totalLimit: null,
  usedCount: 0,
  ...over,
});

describe("shipping", () => {
  it("charges flat shipping only below the minimum", () => {
    expect(shippingCents(2500, 10000)).toBe(FLAT_SHIPPING_CENTS);
    expect(shippingCents(10000, 10000)).toBe(0);
    expect(shippingCents(0, 10000)).toBe(0);
  });
});

describe("couponDiscount", () => {
  it("applies percent and amount, never beyond the subtotal", () => {
    expect(couponDiscount({ coupon: coupon(), vendorId: 7, subtotalCents: 10000, buyerUses: 0, now })).toEqual({
      ok: true,
      discountCents: 1000,
    });
    expect(
      couponDiscount({
        coupon: coupon({ kind: "amount", value: 50000 }),
        vendorId: 7,
        subtotalCents: 10000,
        buyerUses: 0,
        now,
      }),
    ).toEqual({ ok: true, discountCents: 10000 });
  });
  it("refuses with a message for every reason", () => {
    const msg = (c: CouponRow | null, opts: { vendorId?: number; subtotal?: number; uses?: number } = {}) => {
      const r = couponDiscount({
        coupon: c,
        vendorId: opts.vendorId ?? 7,
        subtotalCents: opts.subtotal ?? 10000,
        buyerUses: opts.uses ?? 0,
        now,
      });
      return r.ok ? "ok" : r.message;
    };
    expect(msg(null)).toBe("This coupon code is not valid.");
    expect(msg(coupon(), { vendorId: 8 })).toBe("This coupon does not apply to this vendor's items.");
    expect(msg(coupon({ expiresAt: "2026-05-31T00:00:00Z" }))).toBe("This coupon has expired.");
    expect(msg(coupon({ startsAt: "2026-06-02T00:00:00Z" }))).toBe("This coupon is valid from 2026-06-02.");
    expect(msg(coupon({ startsAt: "2026-06-01T00:00:00Z" }))).toBe("ok");
    expect(msg(coupon({ totalLimit: 1, usedCount: 1 }))).toBe("This coupon has reached its usage limit.");
    expect(msg(coupon({ perBuyerLimit: 1 }), { uses: 1 })).toBe("You have already used this coupon.");
    expect(msg(coupon({ minOrderCents: 20000 }))).toBe(
      "This coupon needs a minimum order of $200.00 from this vendor.",
    );
  });
});

describe("coupon message", () => {
  it("formats the amount as money", () => {
    expect(couponAppliedMessage(899)).toBe("Coupon applied: $8.99 off.");
    expect(couponAppliedMessage(123456)).toBe("Coupon applied: $1,234.56 off.");
  });
});

describe("order numbers", () => {
  it("keep the DVM-{date}-…-{n} look with a random group from an unambiguous alphabet", () => {
    const group = orderGroup(() => 31);
    expect(group).toBe("ZZZZZZZZZZ");
    const n = orderNumberFor(new Date("2026-02-03T10:00:00Z"), group, 1);
    expect(n).toBe("DVM-260203-ZZZZZZZZZZ-2");
    expect(n).toMatch(ORDER_NUMBER_PATTERN);
  });

  it("draws a different group each time from crypto randomness", () => {
    const groups = new Set(Array.from({ length: 2000 }, () => orderGroup(randomInt)));
    expect(groups.size).toBe(2000);
    for (const g of groups) expect(g).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  });
});

describe("a vendor's own shipping fee", () => {
  it("applies below the minimum; none set means the marketplace's flat fee; nothing above", () => {
    expect(shippingCents(5000, 10000, 750)).toBe(750);
    expect(shippingCents(5000, 10000, null)).toBe(FLAT_SHIPPING_CENTS);
    expect(shippingCents(5000, 10000, 0)).toBe(0);
    expect(shippingCents(15000, 10000, 750)).toBe(0);
  });
});
