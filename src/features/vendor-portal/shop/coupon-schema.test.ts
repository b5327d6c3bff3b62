import { describe, expect, it } from "vitest";
import { couponDatesProblem, couponInput, couponLimits, couponWindow, discountProblem } from "./coupon-schema";

const base = { code: "spring-10", kind: "percent", value: 10, ends_on: "2099-12-31", usage: "single_use" };
const firstMessage = (v: unknown) => {
  const r = couponInput.safeParse(v);
  return r.success ? "ok" : r.error.issues[0]!.message;
};

describe("coupon input", () => {
  it("upper-cases the code and fills defaults", () => {
    expect(couponInput.parse(base)).toMatchObject({ code: "SPRING-10", min_order: 0, announce: false });
    expect(couponInput.parse({ ...base, min_order: "", starts_on: "" })).toMatchObject({ min_order: 0 });
  });
  it("says what is wrong in a sentence", () => {
    expect(firstMessage({ ...base, code: "a b" })).toBe("A code is 3 to 32 letters, digits, dashes or underscores.");
    expect(firstMessage({ ...base, kind: "free" })).toBe("Choose percent off or an amount off.");
    expect(firstMessage({ ...base, value: 0 })).toBe("A percent off is a whole number from 1 to 100.");
    expect(firstMessage({ ...base, min_order: -1 })).toBe("The minimum order must be $0 or more.");
    expect(firstMessage({ ...base, ends_on: "31/12/2099" })).toBe("The end date must be a date like 2027-03-31.");
    expect(firstMessage({ ...base, usage: "per_buyer" })).toBe("Say how many times each buyer may use it.");
    expect(firstMessage({ ...base, usage: "per_buyer", per_buyer_limit: 0 })).toBe(
      "The limit per buyer must be at least 1.",
    );
  });
});

describe("discount boundaries", () => {
  it("percent is a whole number from 1 to 100", () => {
    expect(discountProblem("percent", 1)).toBeNull();
    expect(discountProblem("percent", 100)).toBeNull();
    expect(discountProblem("percent", 101)).toBe("A percent off is a whole number from 1 to 100.");
    expect(discountProblem("percent", 12.5)).toBe("A percent off is a whole number from 1 to 100.");
  });
  it("amount is more than $0, at most $100,000, in cents", () => {
    expect(discountProblem("amount", 0.01)).toBeNull();
    expect(discountProblem("amount", 100_000)).toBeNull();
    expect(discountProblem("amount", 0)).toBe("The amount off must be more than $0.");
    expect(discountProblem("amount", 100_000.01)).toBe("The amount off can be at most $100,000.");
    expect(discountProblem("amount", 4.999)).toBe("The amount off has at most two decimals.");
  });
});

describe("validity and limits", () => {
  it("ends today or later, never before it starts", () => {
    expect(couponDatesProblem(undefined, "2026-06-01", "2026-06-01")).toBeNull();
    expect(couponDatesProblem(undefined, "2026-05-31", "2026-06-01")).toBe("The end date cannot be in the past.");
    expect(couponDatesProblem("2026-06-10", "2026-06-09", "2026-06-01")).toBe(
      "The coupon must end on or after the day it starts.",
    );
    expect(couponDatesProblem("2026-06-10", "2026-06-10", "2026-06-01")).toBeNull();
  });
  it("stores whole days and the usage choice", () => {
    expect(couponWindow("2026-06-10", "2026-06-12")).toEqual({
      startsAt: new Date("2026-06-10T00:00:00.000Z"),
      expiresAt: new Date("2026-06-12T23:59:59.999Z"),
    });
    expect(couponWindow(undefined, "2026-06-12").startsAt).toBeNull();
    expect(couponLimits({ usage: "single_use" })).toEqual({ totalLimit: 1, perBuyerLimit: 1 });
    expect(couponLimits({ usage: "per_buyer", per_buyer_limit: 3 })).toEqual({ totalLimit: null, perBuyerLimit: 3 });
  });
});
